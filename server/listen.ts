import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import express from 'express';
import { PAGE_FILES, type PageFilesManifest } from '../config/pageFiles';
import { SERVER_BUNDLE } from '../config/serverBundle';
import { createDemoShop, type DemoApiOptions } from './demoApi/demoApi';
import { dynamicCompression } from './site/dynamicCompression';
import type { StateCounts } from './demoApi/eviction';
import { firstPageHints, readFirstPageManifest } from './site/firstPageHints';
import { keepIdleConnections } from './site/idleConnections';
import { loadDemoFixture } from './demoFixture/fixture';
import { siteConfig } from '../config/site';
import { storefrontPolicySources } from './site/policySources';
import type { ProductionConfig } from './site/productionConfig';
import { securityHeadersMiddleware } from './site/securityHeaders';
import type { RenderPage } from '../src/app/render/renderContract';
import { consentForm } from './site/consentForm';
import { pageAnswers } from './site/pageAnswers';
import { renderBundle } from './site/renderBundle';
import { shopReads, type ShopReads } from './site/shopReads';
import { staticSite } from './site/staticSite';

export interface DemoServerOptions extends DemoApiOptions {
  /** 0 picks a free port (default 0) */
  port?: number;
  /**
   * a production build to serve: its files, and its pages rendered on the server by its render
   * bundle (dist/server/render.js), with the first page's preload hints (builds/first-pages.json)
   */
  staticDir?: string;
  /**
   * where the server reads the shop API for its renders (BILLETT_ORIGIN); default the demo shop
   * API it serves itself
   */
  apiOrigin?: string;
  /** the storefront's public origin for canonical links (BILLETT_PUBLIC_ORIGIN); default the request's */
  publicOrigin?: string;
  /** the page render to use instead of the build's render bundle (tests render from the source) */
  render?: RenderPage;
  /** the vendors the deployment uses (BILLETT_VENDORS …), for the Content-Security-Policy */
  production?: ProductionConfig;
  /**
   * Express's "trust proxy" for a TLS proxy in front (e.g. 'loopback'): its X-Forwarded-Proto
   * https then makes cookies Secure and adds HSTS. Off by default (BILLETT_TRUST_PROXY in main.ts).
   */
  trustProxy?: string;
  /** false: the renders read the shop answer every time (the bench's uncached figures; shopReads.ts) */
  keepShopAnswer?: boolean;
}

export interface DemoServer {
  /** http://127.0.0.1:<port> */
  url: string;
  close(): Promise<void>;
  /** how much the demo shop remembers now (the bench's memory step) */
  counts(): StateCounts;
  /** the render server's reads of the shop API (the bench's memory step) */
  reads: ShopReads;
}

/** A file of the build read once, when first needed. */
function readOnce<T>(file: string, parse: (text: string) => T): () => Promise<T | null> {
  let read: Promise<T | null> | null = null;
  return () => (read ??= readFile(file, 'utf8').then(parse, () => null));
}

/**
 * An express app on 127.0.0.1 with the demo API and, when given, the built storefront. Every
 * response carries the security headers (server/site/securityHeaders.ts); the build's files are
 * sent as the build compressed them, the other answers compressed per request (dynamicCompression).
 */
export function startDemoServer(options: DemoServerOptions = {}): Promise<DemoServer> {
  const {
    port = 0,
    staticDir,
    trustProxy,
    production,
    apiOrigin,
    publicOrigin,
    render: givenRender,
    keepShopAnswer,
    ...apiOptions
  } = options;
  const reads = shopReads({ keepShopAnswer });
  // where the renders read the shop API: the configured origin, else this server's own demo API
  let ownOrigin = '';
  const fixture = apiOptions.fixture ?? loadDemoFixture();
  const app = express();
  app.disable('x-powered-by');
  if (trustProxy) app.set('trust proxy', trustProxy);
  app.use(
    securityHeadersMiddleware(
      storefrontPolicySources(
        fixture.shop.userTrackingConfiguration,
        siteConfig,
        process.env.BILLETT_PAYMENT_ORIGIN ?? '',
        production,
      ),
    ),
  );
  app.use(dynamicCompression());
  const shop = createDemoShop({ ...apiOptions, fixture });
  app.use(shop.router);
  if (staticDir) {
    // the build's first-page list, read once: an answer that is no rendered page (the shell, a
    // redirect) names what the page will download; a rendered page names it in its HTML
    const manifest = readFirstPageManifest(staticDir);
    const hints = manifest ? firstPageHints(manifest) : () => {};
    app.use(staticSite(staticDir));
    // the consent banner's form for a visitor without JavaScript
    app.use(consentForm());
    const template = readOnce(join(staticDir, 'index.html'), (text) => text);
    const render = renderBundle(join(staticDir, SERVER_BUNDLE));
    const pages = pageAnswers({
      template: async () => (await template()) ?? '',
      render: async () => givenRender ?? render(),
      pageFiles: readOnce(
        join(staticDir, PAGE_FILES),
        (text) => JSON.parse(text) as PageFilesManifest,
      ),
      reads,
      apiOrigin: () => apiOrigin || ownOrigin,
      publicOrigin,
      shellStatus: shop.pageStatus,
      hints,
    });
    app.use(pages);
  }

  return new Promise((resolve, reject) => {
    const server = app.listen(port, '127.0.0.1');
    keepIdleConnections(server);
    server.once('error', reject);
    server.once('listening', () => {
      const { port: actual } = server.address() as AddressInfo;
      ownOrigin = `http://127.0.0.1:${actual}`;
      resolve({
        reads,
        url: `http://127.0.0.1:${actual}`,
        counts: shop.counts,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            server.closeAllConnections();
          }),
      });
    });
  });
}
