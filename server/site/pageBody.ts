/**
 * A page's HTML as it goes out: compressed here, in one call, in the encoding the request accepts
 * (brotli first, then gzip; contentEncoding.ts), with its Content-Length. A page is made for one
 * request, so it is compressed for speed, not for the last byte: brotli quality PAGE_BROTLI_QUALITY
 * (the build's files are compressed once, at 11, by `npm run build`). The per-request compression
 * stream of the API's answers (dynamicCompression.ts) leaves a page alone (it is already encoded),
 * and no ETag is computed over a body no one will ask for again by it (a page is `no-cache` or
 * kept by a shared cache for its s-maxage; pageCaching.ts). Figures: docs/bench.md, the server.
 */
import type { Request, Response } from 'express';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { chooseEncoding } from './contentEncoding';
import type { PagePiece } from '../../src/app/render/renderContract';

/**
 * brotli's quality for a page: 3 costs about half of 4 on the categories home's 67 KB (0.26
 * against 0.54 ms) for an answer 5 % larger (12.6 against 12.0 KB, still inside the first round
 * trip's 14 KB), and 4 about half of 5 (docs/bench.md)
 */
export const PAGE_BROTLI_QUALITY = 3;
/** gzip's level for a client without brotli: zlib's default */
const PAGE_GZIP_LEVEL = 6;
/** below this a page is sent as it is (as the compression middleware's threshold) */
const COMPRESS_FROM_BYTES = 1024;

const ENCODINGS = ['br', 'gzip'] as const;

/**
 * A page's bytes: each piece of text encoded apart, the pieces already encoded as they are (the
 * data block's kept shop answer: not joined to the markup's text, flattened and encoded again).
 */
const bytesOf = (html: string | readonly PagePiece[]): Buffer =>
  typeof html === 'string'
    ? Buffer.from(html)
    : Buffer.concat(html.map((piece) => (typeof piece === 'string' ? Buffer.from(piece) : piece)));

/** `html` as sent to a request with this Accept-Encoding: its bytes and their encoding. */
export function encodedPage(
  html: string | readonly PagePiece[],
  acceptEncoding: string | undefined,
): { bytes: Buffer; encoding: (typeof ENCODINGS)[number] | null } {
  const bytes = bytesOf(html);
  const encoding =
    bytes.length < COMPRESS_FROM_BYTES ? null : chooseEncoding(acceptEncoding, ENCODINGS);
  if (encoding === 'br')
    return {
      encoding,
      bytes: brotliCompressSync(bytes, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
    };
  if (encoding === 'gzip') return { encoding, bytes: gzipSync(bytes, { level: PAGE_GZIP_LEVEL }) };
  return { encoding: null, bytes };
}

/** Sends `html` as the page's answer with `status` (its headers only for HEAD). */
export function sendPage(
  req: Request,
  res: Response,
  status: number,
  html: string | readonly PagePiece[],
): void {
  const { bytes, encoding } = encodedPage(html, req.get('Accept-Encoding'));
  res.status(status);
  res.type('html');
  res.vary('Accept-Encoding');
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', bytes.length);
  if (req.method === 'HEAD') res.end();
  else res.end(bytes);
}
