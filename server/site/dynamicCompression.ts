import { constants as zlib } from 'node:zlib';
import compression from 'compression';
import type { RequestHandler } from 'express';
import { isStaticAnswer } from './precompressed';

/**
 * Compression of the answers made per request (API JSON, stand-ins, icons) when the client
 * accepts it, brotli first, then gzip: brotli quality 5 (the package's default is 4), a few ms
 * for a smaller answer. Never the build's files: they are sent as `npm run build` compressed
 * them, or as they are (server/site/precompressed.ts).
 */
export function dynamicCompression(): RequestHandler {
  return compression({
    brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
    filter: (req, res) => !isStaticAnswer(res) && compression.filter(req, res),
  });
}
