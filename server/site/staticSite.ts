import { basename, extname } from 'node:path';
import express, { Router, type Request } from 'express';
import { markStaticAnswer, precompressedFiles } from './precompressed';

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
 * A production build's files: hashed assets cached for a year, the favicons a day, everything
 * else revalidated each time; each sent as the build compressed it. A missing script or chunk is
 * a 404, so a stale chunk fails loudly and the app reloads. Pages are not files: they are
 * rendered (pageAnswers.ts).
 */
export function staticSite(staticDir: string): Router {
  const router = Router();
  const cacheControl = (filePath: string): string =>
    isHashedAsset(filePath)
      ? 'public, max-age=31536000, immutable'
      : FIXED_ICON.test(basename(filePath))
        ? FIXED_ICON_CACHE
        : 'no-cache';
  // a page's address (no extension) names no file of the build: it is not looked for on disk
  // (two stats a page); the build's files go out as the build compressed them, never per request
  router.use((req, res, next) => {
    if (wantsPage(req) && extname(req.path) === '') return next('router');
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
  return router;
}
