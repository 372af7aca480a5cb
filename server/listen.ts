import type { AddressInfo } from 'node:net';
import express from 'express';
import { createDemoApi, type DemoApiOptions } from './demoApi';
import { staticSite } from './staticSite';

export interface DemoServerOptions extends DemoApiOptions {
  /** 0 picks a free port (default 0) */
  port?: number;
  /** a production build to serve, with SPA fallback to its index.html */
  staticDir?: string;
}

export interface DemoServer {
  /** http://127.0.0.1:<port> */
  url: string;
  close(): Promise<void>;
}

/** An express app on 127.0.0.1 with the demo API and, when given, the built storefront. */
export function startDemoServer(options: DemoServerOptions = {}): Promise<DemoServer> {
  const { port = 0, staticDir, ...apiOptions } = options;
  const app = express();
  app.disable('x-powered-by');
  app.use(createDemoApi(apiOptions));
  if (staticDir) app.use(staticSite(staticDir));

  return new Promise((resolve, reject) => {
    const server = app.listen(port, '127.0.0.1');
    server.once('error', reject);
    server.once('listening', () => {
      const { port: actual } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${actual}`,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            server.closeAllConnections();
          }),
      });
    });
  });
}
