import type { ImageRendition } from '../api/types';

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

const srcSet = (files: readonly ImageRendition[]) =>
  [...files]
    .sort((a, b) => a.width - b.width)
    .map((file) => `${encodeURI(file.url)} ${file.width}w`)
    .join(', ');

/**
 * A picture's files sorted into the `<source>`s of the modern formats and the `<img>`'s fallback.
 * When a picture comes only in modern formats, the last of them is the fallback.
 */
export function pictureSources(renditions: readonly ImageRendition[]): PictureSources {
  const byType = new Map<string, ImageRendition[]>();
  for (const file of renditions) byType.set(file.type, [...(byType.get(file.type) ?? []), file]);
  const others = [...byType.keys()].filter((type) => !MODERN_TYPES.includes(type));
  const fallbackType = others[0] ?? [...MODERN_TYPES].reverse().find((type) => byType.has(type));
  const modern = MODERN_TYPES.filter((type) => type !== fallbackType && byType.has(type)).map(
    (type) => ({ type, srcSet: srcSet(byType.get(type) ?? []) }),
  );
  const fallbackFiles = byType.get(fallbackType ?? '') ?? [...renditions];
  const widest = fallbackFiles.reduce((a, b) => (b.width > a.width ? b : a));
  return {
    modern,
    fallback: { type: widest.type, srcSet: srcSet(fallbackFiles), src: encodeURI(widest.url) },
  };
}
