import { gzipSync } from 'node:zlib';

/** A script or style sheet a page loaded, with its (uncompressed) body. */
export interface LoadedAsset {
  url: string;
  kind: 'js' | 'css';
  body: Buffer;
  /** the body's bytes as the server sent them (after its Content-Encoding) */
  sent: number;
}

export interface GzipTotals {
  /** bytes after gzip (level 9), summed per kind */
  jsGzip: number;
  cssGzip: number;
  /** bytes before compression */
  jsRaw: number;
  cssRaw: number;
  /** bytes as the server sent them (brotli 11 copies from npm run serve) */
  jsSent: number;
  cssSent: number;
  jsFiles: number;
  cssFiles: number;
}

/** Bytes of `body` after gzip at level 9 (what bundle-size tools report as "gzip"). */
export const gzipSize = (body: Buffer | string): number => gzipSync(body, { level: 9 }).length;

/** Each distinct URL gzipped on its own and summed per kind (a file loaded twice counts once). */
export function gzipTotals(assets: readonly LoadedAsset[]): GzipTotals {
  const totals: GzipTotals = {
    jsGzip: 0,
    cssGzip: 0,
    jsRaw: 0,
    cssRaw: 0,
    jsSent: 0,
    cssSent: 0,
    jsFiles: 0,
    cssFiles: 0,
  };
  const seen = new Set<string>();
  for (const asset of assets) {
    if (seen.has(asset.url)) continue;
    seen.add(asset.url);
    if (asset.kind === 'js') {
      totals.jsGzip += gzipSize(asset.body);
      totals.jsRaw += asset.body.length;
      totals.jsSent += asset.sent;
      totals.jsFiles += 1;
    } else {
      totals.cssGzip += gzipSize(asset.body);
      totals.cssRaw += asset.body.length;
      totals.cssSent += asset.sent;
      totals.cssFiles += 1;
    }
  }
  return totals;
}
