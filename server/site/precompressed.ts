import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { Request, RequestHandler, Response } from 'express';
import { COPY_SUFFIX, type CopyEncoding } from '../../config/precompress';
import { chooseEncoding } from './contentEncoding';

/**
 * The build's files served as `npm run build` compressed them (config/precompress.ts): the
 * brotli 11 or gzip 9 copy next to the file, whichever the request accepts, never compressed
 * again per request. Answers of the static site are marked (markStaticAnswer) so the server's
 * compression of dynamic answers (server/site/dynamicCompression.ts) leaves them alone, the files
 * without a copy (source maps, images) included.
 */

/** Ours, best first: brotli is about 15 % smaller than gzip on the bundle. */
const ENCODINGS: readonly CopyEncoding[] = ['br', 'gzip'];

const staticAnswers = new WeakSet<Response>();

/** This answer is a file of the build: the dynamic compression must not touch it. */
export function markStaticAnswer(res: Response): void {
  staticAnswers.add(res);
}

export const isStaticAnswer = (res: Response): boolean => staticAnswers.has(res);

const fileStats = (file: string): Promise<Stats | null> =>
  stat(file).then(
    (stats) => (stats.isFile() ? stats : null),
    () => null,
  );

/** The encodings `file` has a copy for, with the copies' stats, best first. */
async function copiesOf(file: string): Promise<Map<CopyEncoding, Stats>> {
  const copies = new Map<CopyEncoding, Stats>();
  for (const encoding of ENCODINGS) {
    const stats = await fileStats(file + COPY_SUFFIX[encoding]);
    if (stats) copies.set(encoding, stats);
  }
  return copies;
}

/** A weak validator of the copy, distinct per encoding (a representation's own ETag). */
const etagOf = (stats: Stats, encoding: CopyEncoding): string =>
  `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}-${encoding}"`;

/**
 * Sends `file`'s compressed copy when it has one the request accepts, with Content-Encoding,
 * Content-Type and Content-Length of what is sent, its own ETag and Last-Modified, and a 304
 * for a fresh conditional request. Whenever `file` has copies the answer varies by
 * Accept-Encoding (Vary is set even when it answers false). False: nothing sent, the caller
 * sends `file` as it is. Headers set before (Cache-Control, cookies, Link) stay.
 */
export async function sendCompressedCopy(
  req: Request,
  res: Response,
  file: string,
): Promise<boolean> {
  const copies = await copiesOf(file);
  if (copies.size === 0) return false;
  res.vary('Accept-Encoding');
  const encoding = chooseEncoding(req.get('Accept-Encoding'), [...copies.keys()]);
  const stats = encoding && copies.get(encoding);
  if (!encoding || !stats) return false;

  res.setHeader('ETag', etagOf(stats, encoding));
  res.setHeader('Last-Modified', stats.mtime.toUTCString());
  if (req.fresh) {
    res.status(304).end();
    return true;
  }
  res.type(extname(file));
  res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', String(stats.size));
  if (req.method === 'HEAD') {
    res.end();
    return true;
  }
  await new Promise<void>((done) => {
    const stream = createReadStream(file + COPY_SUFFIX[encoding]);
    stream.once('error', (error) => {
      res.destroy(error);
      done();
    });
    res.once('close', () => {
      stream.destroy();
      done();
    });
    stream.pipe(res);
  });
  return true;
}

/** The file a request path names inside `root`, or null (outside it, a dotfile, undecodable). */
export function fileInside(root: string, requestPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.endsWith('/')) return null;
  if (decoded.split('/').some((segment) => segment.startsWith('.'))) return null;
  const base = resolve(root);
  const file = join(base, decoded);
  return file.startsWith(base + sep) ? file : null;
}

/**
 * Middleware: a GET or HEAD of a build file that has compressed copies gets the copy the request
 * accepts, with `cacheControl(file)`; anything else goes on (express.static sends it as it is).
 */
export function precompressedFiles(
  staticDir: string,
  cacheControl: (file: string) => string,
): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = fileInside(staticDir, req.path);
    if (!file || !(await fileStats(file))) return next();
    res.setHeader('Cache-Control', cacheControl(file));
    if (!(await sendCompressedCopy(req, res, file))) next();
  };
}
