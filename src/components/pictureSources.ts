import type { ImageRendition } from '../api/types';
import { siteConfig } from '../../config/site';
import { safeHref } from '../lib/safeHref';

/** Formats a browser may not read, best first; each gets a <source> when the picture has it. */
const MODERN_TYPES = ['image/avif', 'image/webp'];

export interface PictureSource {
  type: string;
  /** '/media/a-480.avif 480w, /media/a-960.avif 960w' */
  srcSet: string;
}

export interface PictureSources {
  /** AVIF, then WebP: the browser takes the first it reads */
  modern: PictureSource[];
  /** every browser reads it (JPEG, PNG, …): the <img>'s srcset, and src its widest file */
  fallback: PictureSource & { src: string };
}

/**
 * The one rule for a picture file's address from the shop's data: it must be the shop's own, as
 * the Content-Security-Policy's img-src allows ('self' and the shop API's origin). A path ('/media/…')
 * is on the shop API's origin (`apiOrigin`, '' = the page's own); an absolute http(s) address only
 * when it is on that origin. Everything else is null and never reaches a src or srcset: other
 * schemes (javascript:, data:), another host ('//evil.example/…', 'https://evil.example/…'),
 * addresses relative to the page ('a.jpg'), backslashes, and what safeHref refuses.
 */
export function pictureFileUrl(raw: string, apiOrigin: string = siteConfig.origin): string | null {
  // as a browser reads it: tabs and line breaks out, spaces and controls trimmed at the ends
  // eslint-disable-next-line no-control-regex
  const written = raw.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  // checked both as written and without anything a browser might skip (safeHref): both must pass
  const compact = safeHref(raw);
  if (compact === null || onShopOrigin(compact, apiOrigin) === null) return null;
  return onShopOrigin(written, apiOrigin);
}

function onShopOrigin(address: string, apiOrigin: string): string | null {
  if (address.includes('\\')) return null;
  if (address.startsWith('/')) return address.startsWith('//') ? null : `${apiOrigin}${address}`;
  if (!apiOrigin || !/^https?:\/\//i.test(address)) return null;
  try {
    return new URL(address).origin === new URL(apiOrigin).origin ? address : null;
  } catch {
    return null;
  }
}

/** An address as a srcset holds it: no space or comma in it can start another candidate. */
const inSrcSet = (url: string) => encodeURI(url).replace(/,/g, '%2C');

const srcSet = (files: readonly ImageRendition[]) =>
  [...files]
    .sort((a, b) => a.width - b.width)
    .map((file) => `${inSrcSet(file.url)} ${file.width}w`)
    .join(', ');

/**
 * On the server, the sources last worked out per renditions list, with their origin: a kept shop
 * answer is shared, frozen, by every render of it (server/site/shopReads.ts), so each picture is
 * sorted once per answer, not once per card per render (about 3 % of a home render's CPU). Held
 * weakly: a list goes with its answer.
 */
const known = /* @__PURE__ */ new WeakMap<
  readonly ImageRendition[],
  [string, PictureSources | null]
>();

function rememberedSources(
  renditions: readonly ImageRendition[],
  apiOrigin: string = siteConfig.origin,
): PictureSources | null {
  const last = known.get(renditions);
  if (last?.[0] === apiOrigin) return last[1];
  const sources = sortedSources(renditions, apiOrigin);
  known.set(renditions, [apiOrigin, sources]);
  return sources;
}

/**
 * A picture's files sorted into the `<source>`s of the modern formats and the `<img>`'s fallback,
 * keeping only the files whose address passes pictureFileUrl (null when none does). When a
 * picture comes only in modern formats, the last of them is the fallback. Remembered on the
 * server only (process.env.BILLETT_SERVER_RENDER is '1' in its bundle, config/serverBundle.ts):
 * the browser renders each card once, and its first page carries none of the memory's code.
 */
export const pictureSources =
  process.env.BILLETT_SERVER_RENDER === '1' ? rememberedSources : sortedSources;

function sortedSources(
  renditions: readonly ImageRendition[],
  apiOrigin: string = siteConfig.origin,
): PictureSources | null {
  const byType = new Map<string, ImageRendition[]>();
  for (const file of renditions) {
    const url = pictureFileUrl(file.url, apiOrigin);
    if (url === null || !(file.width > 0)) continue;
    byType.set(file.type, [...(byType.get(file.type) ?? []), { ...file, url }]);
  }
  if (byType.size === 0) return null;
  const others = [...byType.keys()].filter((type) => !MODERN_TYPES.includes(type));
  const fallbackType = others[0] ?? [...MODERN_TYPES].reverse().find((type) => byType.has(type));
  const modern = MODERN_TYPES.filter((type) => type !== fallbackType && byType.has(type)).map(
    (type) => ({ type, srcSet: srcSet(byType.get(type) ?? []) }),
  );
  const fallbackFiles = byType.get(fallbackType ?? '') ?? [];
  const widest = fallbackFiles.reduce((a, b) => (b.width > a.width ? b : a));
  return {
    modern,
    fallback: { type: widest.type, srcSet: srcSet(fallbackFiles), src: inSrcSet(widest.url) },
  };
}
