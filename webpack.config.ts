import type { IncomingMessage, ServerResponse } from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import webpack, { type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { AFTER_PAINT_ENTRY } from './config/afterPaint';
import { sharedBuildSettings } from './config/buildSettings';
import { FirstPageManifestPlugin } from './config/firstPageManifest';
import { PageFilesPlugin } from './config/pageFiles';
import { serverBundleConfig } from './config/serverBundle';
import { serveRenderedPages } from './config/devPages';
import { createDemoShop, demoApiOptionsFromEnv } from './server/demoApi/demoApi';
import { loadDemoFixture } from './server/demoFixture/fixture';
import { consentForm } from './server/site/consentForm';
import { storefrontPolicySources } from './server/site/policySources';
import { securityHeadersMiddleware } from './server/site/securityHeaders';

/** One id per build: compiled into the app and published as builds/latest.json. */
const BUILD_ID = process.env.BILLETT_BUILD_ID || randomUUID();
const PORT = Number(process.env.PORT || 8080);
/** Where `npm start` builds the render bundle (the browser's build stays in memory). */
const DEV_SERVER_BUNDLE_DIR = path.resolve(__dirname, 'node_modules/.cache/billett-dev');
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

/**
 * The storefront's two builds: the browser's (with the dev server for `npm start`) and the
 * server render's bundle (config/serverBundle.ts), built after it into the same folder.
 */
export function storefrontBuilds(argv: { mode?: Configuration['mode'] }): {
  browser: Configuration & { devServer?: DevServerConfiguration };
  server: Configuration;
} {
  const mode = argv.mode ?? 'development';
  const production = mode === 'production';
  const defined: Record<string, string> = {
    'process.env.BUILD_ID': JSON.stringify(BUILD_ID),
    // '1' in the server render's bundle only (config/serverBundle.ts): code that pays only there
    'process.env.BILLETT_SERVER_RENDER': JSON.stringify(''),
  };
  for (const name of SITE_VARIABLES)
    defined[`process.env.${name}`] = JSON.stringify(process.env[name] ?? '');
  const shared = sharedBuildSettings(production);

  const browser: Configuration & { devServer?: DevServerConfiguration } = {
    name: 'browser',
    mode,
    // the page's scripts run after its first paint (config/afterPaint.ts): that entry comes first
    entry: { [AFTER_PAINT_ENTRY]: './src/afterPaintEntry.ts', main: './src/index.tsx' },
    ...shared,
    // the server render's bundle (dist/server/) is built beside it and kept
    output: { ...shared.output, path: DIST, clean: { keep: /^server\// } },
    plugins: [
      new webpack.DefinePlugin(defined),
      // the page's title and icon links come from React (PageHead, ShopFaviconLink), one of each
      new HtmlWebpackPlugin({ template: 'public/index.html' }),
      new PublicFilesPlugin(),
      new BuildInfoPlugin(),
      // builds/first-pages.json: what each first page downloads, for the server's preload hints
      new FirstPageManifestPlugin(),
      // builds/page-files.json: every page's and every text's files, for the server render
      new PageFilesPlugin(),
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
        // Every page rendered on the server, as `npm run serve` renders it (config/devPages.ts):
        // right after the build's own files, with the status the render decides.
        const pages = serveRenderedPages({
          serverConfig: serverBundleConfig({
            production: false,
            shared,
            defined,
            outputDir: DEV_SERVER_BUNDLE_DIR,
          }),
          browserDir: DIST,
          built: () => devServer.middleware,
          apiOrigin: `http://localhost:${PORT}`,
          shellStatus: (req) => shop.pageStatus(req),
        });
        // the consent banner's form for a visitor without JavaScript, as `npm run serve` has it
        const consent = consentForm();
        middlewares.splice(
          middlewares.findIndex((entry) => entry.name === 'demo-shop-api') + 1,
          0,
          {
            name: 'consent-form',
            middleware: (
              req: IncomingMessage,
              res: ServerResponse,
              next: (error?: unknown) => void,
            ) =>
              consent(
                req as Parameters<typeof consent>[0],
                res as Parameters<typeof consent>[1],
                next,
              ),
          },
        );
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
  const server = serverBundleConfig({
    production,
    shared,
    defined,
    outputDir: DIST,
    dependencies: ['browser'],
  });
  return { browser, server };
}

export default (
  env: { WEBPACK_SERVE?: boolean } | undefined,
  argv: { mode?: Configuration['mode'] },
): Configuration | Configuration[] => {
  const { browser, server } = storefrontBuilds(argv);
  // the dev server builds the render bundle itself, beside the browser's (config/devPages.ts)
  return env?.WEBPACK_SERVE ? browser : [browser, server];
};
