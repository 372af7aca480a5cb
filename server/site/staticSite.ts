import { basename, extname, join } from 'node:path';
import express, { Router, type Request, type Response } from 'express';
import { markStaticAnswer, precompressedFiles, sendCompressedCopy } from './precompressed';

/** A file name carrying a content hash, e.g. main.3f2a9c1b.js or 512.a1b2c3d4e5f6.chunk.js. */
export const isHashedAsset = (filePath: string): boolean =>
  /[.-][0-9a-f]{8,}\./i.test(basename(filePath));

/**
 * The storefront's own icons, at fixed addresses browsers ask for on their own (/favicon.ico) or
 * the page links (/favicon.svg): kept a day, not revalidated on every page like index.html, nor
 * a year like a hashed asset (a new design must reach visitors).
 */
export const FIXED_ICON = /^favicon\.(ico|svg)$/;
export const FIXED_ICON_CACHE = 'public, max-age=86400';

/** Paths the storefront never serves from the build: the API and the server's own routes. */
const SERVER_PATHS = /^\/(api|sanctum|stand-ins|builds)(\/|$)/;

/**
 * A request the storefront's page answers (its HTML, routed in the browser): a GET or HEAD that
 * is not for the server's own paths and wants a page (no file extension, or it accepts HTML).
 */
export function wantsPage(req: Pick<Request, 'method' | 'path' | 'get'>): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (SERVER_PATHS.test(req.path)) return false;
  return extname(req.path) === '' || (req.get('Accept') ?? '').includes('text/html');
}

/**
 * A production build: hashed assets cached for a year, the favicons a day, everything else
 * (index.html first) revalidated each time. Unknown GETs that want a page get index.html (the SPA routes them),
 * with the headers `onPage` sets (preload hints, cookies) and the status `statusOf` gives (404
 * where the storefront will show its 404 page); a missing script or chunk stays a 404,
 * so a stale chunk fails loudly and the app reloads.
 */
export function staticSite(
  staticDir: string,
  onPage: (req: Request, res: Response) => void = () => {},
  statusOf: (req: Request) => number = () => 200,
): Router {
  const router = Router();
  const indexFile = join(staticDir, 'index.html');
  const cacheControl = (filePath: string): string =>
    isHashedAsset(filePath)
      ? 'public, max-age=31536000, immutable'
      : FIXED_ICON.test(basename(filePath))
        ? FIXED_ICON_CACHE
        : 'no-cache';
  // the build's files go out as the build compressed them, never compressed per request
  router.use((_req, res, next) => {
    markStaticAnswer(res);
    next();
  });
  router.use(precompressedFiles(staticDir, cacheControl));
  router.use(
    express.static(staticDir, {
      index: false,
      // whole files only, as their compressed copies are sent
      acceptRanges: false,
      setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControl(filePath)),
    }),
  );
  router.use(async (req, res, next) => {
    if (!wantsPage(req)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    onPage(req, res);
    // the same page either way: only a crawler reads the status (a 404 is never answered 304)
    res.status(statusOf(req));
    if (await sendCompressedCopy(req, res, indexFile)) return;
    res.sendFile(indexFile, (error) => {
      if (error) next();
    });
  });
  return router;
}
