import type { AddressInfo } from 'node:net';
import express from 'express';
import { createDemoShop, type DemoApiOptions } from './demoApi/demoApi';
import { dynamicCompression } from './site/dynamicCompression';
import type { StateCounts } from './demoApi/eviction';
import { firstPageHints, readFirstPageManifest } from './site/firstPageHints';
import { loadDemoFixture } from './demoFixture/fixture';
import { siteConfig } from '../config/site';
import { storefrontPolicySources } from './site/policySources';
import type { ProductionConfig } from './site/productionConfig';
import { securityHeadersMiddleware } from './site/securityHeaders';
import { staticSite } from './site/staticSite';

export interface DemoServerOptions extends DemoApiOptions {
  /** 0 picks a free port (default 0) */
  port?: number;
  /**
   * a production build to serve, with SPA fallback to its index.html, whose answers carry the
   * first page's preload hints (builds/first-pages.json) and the CSRF cookie
   */
  staticDir?: string;
  /** the vendors the deployment uses (BILLETT_VENDORS …), for the Content-Security-Policy */
  production?: ProductionConfig;
  /**
   * Express's "trust proxy" for a TLS proxy in front (e.g. 'loopback'): its X-Forwarded-Proto
   * https then makes cookies Secure and adds HSTS. Off by default (BILLETT_TRUST_PROXY in main.ts).
   */
  trustProxy?: string;
}

export interface DemoServer {
  /** http://127.0.0.1:<port> */
  url: string;
  close(): Promise<void>;
  /** how much the demo shop remembers now (the bench's memory step) */
  counts(): StateCounts;
}

/**
 * An express app on 127.0.0.1 with the demo API and, when given, the built storefront. Every
 * response carries the security headers (server/site/securityHeaders.ts); the build's files are
 * sent as the build compressed them, the other answers compressed per request (dynamicCompression).
 */
export function startDemoServer(options: DemoServerOptions = {}): Promise<DemoServer> {
  const { port = 0, staticDir, trustProxy, production, ...apiOptions } = options;
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
    // the build's first-page list, read once: each page answer names what it will download
    const manifest = readFirstPageManifest(staticDir);
    const hints = manifest ? firstPageHints(manifest) : () => {};
    app.use(
      staticSite(
        staticDir,
        (req, res) => {
          hints(req, res);
          // the CSRF cookie comes with the page, so the first shop call needs no cookie call first
          shop.givePageCookies(req, res);
        },
        shop.pageStatus,
      ),
    );
  }

  return new Promise((resolve, reject) => {
    const server = app.listen(port, '127.0.0.1');
    server.once('error', reject);
    server.once('listening', () => {
      const { port: actual } = server.address() as AddressInfo;
      resolve({
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
