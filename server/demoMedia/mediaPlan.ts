/**
 * Which files the demo shop's posters come in, and their names. A file's name carries a hash of
 * everything it is made from (the poster's SVG, its width, its format and the encoder's settings),
 * so a changed poster gets a new name: the files can be cached for a year (immutable), and the
 * render cache knows a file is current by its name alone.
 */
import { createHash } from 'node:crypto';
import type { ImageRendition } from '../../src/api/types';
import {
  POSTER_HEIGHT,
  POSTER_IDS,
  POSTER_WIDTH,
  POSTERS,
  posterSvg,
  type PosterId,
} from './posterArt';

/** Where the demo server answers the posters' files. */
export const MEDIA_PATH = '/media/demo/';

/** The widths of every poster: a phone, a laptop, a wide or high-density screen. */
export const POSTER_WIDTHS = [480, 960, 1440] as const;

/** The formats, best first, with the encoder's settings (part of each file's hash). */
export const POSTER_FORMATS = [
  { type: 'image/avif', extension: 'avif', format: 'avif', options: { quality: 50, effort: 2 } },
  { type: 'image/webp', extension: 'webp', format: 'webp', options: { quality: 78 } },
  { type: 'image/jpeg', extension: 'jpg', format: 'jpeg', options: { quality: 80, mozjpeg: true } },
] as const;

export type PosterFormat = (typeof POSTER_FORMATS)[number];

export interface PlannedFile {
  /** 'zauberfloete-960.3f9c2a1b7d4e.avif' */
  name: string;
  poster: PosterId;
  svg: string;
  width: number;
  height: number;
  format: PosterFormat;
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);

function plannedFile(poster: PosterId, width: number, format: PosterFormat): PlannedFile {
  const svg = posterSvg(POSTERS[poster]);
  const hash = hashOf(JSON.stringify([svg, width, format.format, format.options]));
  return {
    name: `${poster}-${width}.${hash}.${format.extension}`,
    poster,
    svg,
    width,
    height: Math.round((width * POSTER_HEIGHT) / POSTER_WIDTH),
    format,
  };
}

/** Every file of every poster. */
export function plannedFiles(): PlannedFile[] {
  return POSTER_IDS.flatMap((poster) =>
    POSTER_WIDTHS.flatMap((width) =>
      POSTER_FORMATS.map((format) => plannedFile(poster, width, format)),
    ),
  );
}

/** A planned file by its name, or undefined: the demo server answers no other name. */
export function plannedFileNamed(name: string): PlannedFile | undefined {
  return plannedFiles().find((file) => file.name === name);
}

/** A poster's files as the shop API lists them (Picture.renditions). */
export function posterRenditions(poster: PosterId): ImageRendition[] {
  return plannedFiles()
    .filter((file) => file.poster === poster)
    .map((file) => ({
      url: `${MEDIA_PATH}${file.name}`,
      width: file.width,
      type: file.format.type,
    }));
}
