import type { IncomingMessage, ServerResponse } from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import webpack, { type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { sharedBuildSettings } from './config/buildSettings';
import { FirstPageManifestPlugin } from './config/firstPageManifest';
import { createDemoShop, demoApiOptionsFromEnv } from './server/demoApi/demoApi';
import { loadDemoFixture } from './server/demoFixture/fixture';
import { storefrontPolicySources } from './server/site/policySources';
import { securityHeadersMiddleware } from './server/site/securityHeaders';
import { wantsPage } from './server/site/staticSite';

/** One id per build: compiled into the app and published as builds/latest.json. */
const BUILD_ID = process.env.BILLETT_BUILD_ID || randomUUID();
const PORT = Number(process.env.PORT || 8080);
/** Where the production build goes (BILLETT_DIST, default dist/); `npm run serve` reads the same. */
const DIST = path.resolve(__dirname, process.env.BILLETT_DIST || 'dist');

/** The site configuration's build-time variables (config/site.ts reads each by name). */
const SITE_VARIABLES = [
  'BILLETT_ORIGIN',
  'BILLETT_SHOP_SLUG',
  'BILLETT_BRAND',
  'BILLETT_SEATS_CHART_JS_URL',
  'BILLETT_SEATS_WORKSPACE_KEY',
  'BILLETT_SEATS_REGION',
  'BILLETT_BUILD_POLL_MS',
  'BILLETT_DEVTOOLS',
];

/** Copies public/ (all but the HTML template) into the build, as the dev server serves it. */
class PublicFilesPlugin {
  apply(compiler: webpack.Compiler) {
    const publicDir = path.resolve(__dirname, 'public');
    compiler.hooks.thisCompilation.tap('PublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublicFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of fs.readdirSync(publicDir)) {
            if (file === 'index.html') continue;
            compilation.emitAsset(
              file,
              new webpack.sources.RawSource(fs.readFileSync(path.join(publicDir, file))),
            );
          }
        },
      );
    });
  }
}

/** Publishes the build's id where the build-freshness poll looks for it. */
class BuildInfoPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildInfoPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const json = JSON.stringify({ id: BUILD_ID });
          compilation.emitAsset('builds/latest.json', new webpack.sources.RawSource(json));
        },
      );
    });
  }
}

export default (
  _env: unknown,
  argv: { mode?: Configuration['mode'] },
): Configuration & { devServer?: DevServerConfiguration } => {
  const mode = argv.mode ?? 'development';
  const production = mode === 'production';
  const defined: Record<string, string> = {
    'process.env.BUILD_ID': JSON.stringify(BUILD_ID),
  };
  for (const name of SITE_VARIABLES)
    defined[`process.env.${name}`] = JSON.stringify(process.env[name] ?? '');
  const shared = sharedBuildSettings(production);

  return {
    mode,
    // early: the shop's answer asked for before main has started (src/earlyShop.ts); first in
    // the page, so it runs first
    entry: { early: './src/earlyShop.ts', main: './src/index.tsx' },
    ...shared,
    output: { ...shared.output, path: DIST },
    plugins: [
      new webpack.DefinePlugin(defined),
      // the page's title and icon links come from React (PageHead, ShopFaviconLink), one of each
      new HtmlWebpackPlugin({ template: 'public/index.html' }),
      new PublicFilesPlugin(),
      new BuildInfoPlugin(),
      // builds/first-pages.json: what each first page downloads, for the server's preload hints
      new FirstPageManifestPlugin(),
      // style sheets, compile hints, compressed copies: as every build of ours
      ...shared.plugins,
    ],
    stats: 'errors-warnings',
    devServer: {
      port: PORT,
      host: 'localhost',
      open: false,
      hot: false,
      liveReload: false,
      // pages are answered below (storefront-pages), with the status their address deserves
      historyApiFallback: false,
      client: { overlay: false, logging: 'warn' },
      setupMiddlewares: (middlewares, devServer) => {
        // The demo shop API answers on the storefront's own origin, before the static files.
        const apiOptions = demoApiOptionsFromEnv();
        const fixture = apiOptions.fixture ?? loadDemoFixture();
        const shop = createDemoShop({ ...apiOptions, buildId: BUILD_ID, fixture });
        const demoApi = shop.router;
        // The dev server runs Express 4; the demo API is an Express 5 router, a plain (req, res, next) handler.
        const middleware = (
          req: IncomingMessage,
          res: ServerResponse,
          next: (error?: unknown) => void,
        ) =>
          demoApi(req as Parameters<typeof demoApi>[0], res as Parameters<typeof demoApi>[1], next);
        middlewares.unshift({ name: 'demo-shop-api', middleware });
        // The production server's security headers on every answer (pages, bundle, API), first.
        middlewares.unshift({
          name: 'security-headers',
          middleware: securityHeadersMiddleware(
            storefrontPolicySources(fixture.shop.userTrackingConfiguration),
          ),
        });
        // Every page address gets the built index.html, as `npm run serve` answers it: right after
        // the build's own files, with 404 where the storefront will show its 404 page.
        const pages = (
          req: IncomingMessage,
          res: ServerResponse,
          next: (error?: unknown) => void,
        ) => {
          // an Express 4 request: path, get() and originalUrl are there
          const request = req as unknown as Parameters<typeof shop.pageStatus>[0] &
            Parameters<typeof wantsPage>[0];
          if (!wantsPage(request)) return next();
          const built = devServer.middleware;
          if (!built) return next();
          built.waitUntilValid(() => {
            const file = path.join(DIST, 'index.html');
            let html: Buffer;
            try {
              html = built.context.outputFileSystem.readFileSync(file) as Buffer;
            } catch (error) {
              next(error);
              return;
            }
            res.statusCode = shop.pageStatus(request);
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.setHeader('Cache-Control', 'no-cache');
            res.setHeader('Content-Length', html.length);
            res.end(req.method === 'HEAD' ? undefined : html);
          });
        };
        const built = middlewares.findIndex((entry) => entry.name === 'webpack-dev-middleware');
        middlewares.splice(built + 1, 0, { name: 'storefront-pages', middleware: pages });
        return middlewares;
      },
      onListening: () => {
        console.log(
          `Billett storefront on http://localhost:${PORT}/de (demo shop API on the same origin)`,
        );
      },
    },
  };
};
