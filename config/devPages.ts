/**
 * `npm start`'s pages, rendered on the server as `npm run serve` renders them (server/site/
 * pageAnswers.ts): the dev server builds the browser's code in memory; beside it a second
 * compiler watches and builds the render bundle to disk (node_modules/.cache/billett-dev/), which
 * the pages load again after each build. The page's shell and file list come from the dev
 * server's memory, once its build is valid.
 */
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import webpack, { type Configuration } from 'webpack';
import type { Request, Response } from 'express';
import type { PageFilesManifest } from './pageFiles';
import { PAGE_FILES } from './pageFiles';
import { SERVER_BUNDLE } from './serverBundle';
import { pageAnswers } from '../server/site/pageAnswers';
import { renderBundle } from '../server/site/renderBundle';
import { shopReads } from '../server/site/shopReads';

interface DevMiddleware {
  waitUntilValid(callback: () => void): void;
  context: { outputFileSystem: { readFileSync(file: string): Buffer | string } };
}

export interface DevPagesOptions {
  /** the render bundle's webpack configuration (config/serverBundle.ts) */
  serverConfig: Configuration;
  /** where the browser build is (its memory file system's path) */
  browserDir: string;
  /** the dev server's webpack middleware, once there is one */
  built: () => DevMiddleware | undefined;
  /** the dev server's own origin, where the demo shop API answers */
  apiOrigin: string;
  /** the status of the shell when no render could be made */
  shellStatus(req: Request): number;
}

type Next = (error?: unknown) => void;

export function serveRenderedPages(
  options: DevPagesOptions,
): (req: IncomingMessage, res: ServerResponse, next: Next) => void {
  const bundleFile = path.join(
    options.serverConfig.output?.path ?? '',
    path.basename(SERVER_BUNDLE),
  );
  let firstBuild: (() => void) | null = null;
  const built = new Promise<void>((resolve) => (firstBuild = resolve));
  webpack(options.serverConfig).watch({ aggregateTimeout: 300 }, (error, stats) => {
    if (error || stats?.hasErrors()) console.error(error ?? stats?.toString('errors-only'));
    firstBuild?.();
    firstBuild = null;
  });
  const load = renderBundle(bundleFile);
  const browserBuild = (): Promise<DevMiddleware | undefined> =>
    new Promise((resolve) => {
      const middleware = options.built();
      if (!middleware) resolve(undefined);
      else middleware.waitUntilValid(() => resolve(middleware));
    });
  const readBuilt = async (file: string): Promise<string | null> => {
    const middleware = await browserBuild();
    try {
      return String(
        middleware?.context.outputFileSystem.readFileSync(path.join(options.browserDir, file)),
      );
    } catch {
      return null;
    }
  };
  const pages = pageAnswers({
    template: async () => (await readBuilt('index.html')) ?? '',
    render: async () => {
      await built;
      return load();
    },
    pageFiles: async () => {
      const text = await readBuilt(PAGE_FILES);
      return text ? (JSON.parse(text) as PageFilesManifest) : null;
    },
    reads: shopReads(),
    apiOrigin: () => options.apiOrigin,
    shellStatus: options.shellStatus,
  });
  // an Express 4 request and answer (the dev server's): what the page answers use is there
  return (req, res, next) => pages(req as unknown as Request, res as unknown as Response, next);
}
