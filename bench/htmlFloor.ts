import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { COPY_SUFFIX, compressedCopies, type CopyEncoding } from '../config/precompress';
import type { BenchPage } from './pages';
import { withoutScripts } from './withoutScripts';

/** Where in the served build the HTML floor's pages are written, for the length of the run. */
export const HTML_FLOOR_FOLDER = 'bench-html-floor';

/** A page's HTML floor: its address on the storefront's server, and its size. */
export interface HtmlFloorPage {
  path: string;
  /** the rendered page's HTML and the floor's, in characters */
  renderedChars: number;
  floorChars: number;
}

export interface HtmlFloor {
  pages: Record<string, HtmlFloorPage>;
  /** takes the floor's files out of the build folder again */
  remove(): void;
}

/**
 * The HTML floor (issue 33), made in the run: each page's HTML as the storefront's server renders
 * it for a first visit (no cookie, German), every script taken out (withoutScripts), written into
 * the served build folder with brotli 11 and gzip 9 copies as the build writes its files, so the
 * same server sends it from the same origin at its own address, the style sheets and images the
 * page links unchanged.
 */
export async function writeHtmlFloor(
  baseUrl: string,
  buildFolder: string,
  benchPages: readonly BenchPage[],
): Promise<HtmlFloor> {
  const folder = join(buildFolder, HTML_FLOOR_FOLDER);
  const remove = () => rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const pages: Record<string, HtmlFloorPage> = {};
  try {
    for (const page of benchPages) {
      const answer = await fetch(baseUrl + page.path, { headers: { Accept: 'text/html' } });
      const rendered = await answer.text();
      if (answer.status !== 200)
        throw new Error(`${page.path} answered ${answer.status}: no HTML floor for it`);
      const floor = withoutScripts(rendered);
      const file = join(folder, `${page.key}.html`);
      writeFileSync(file, floor);
      const copies = await compressedCopies(Buffer.from(floor));
      for (const encoding of Object.keys(COPY_SUFFIX) as CopyEncoding[]) {
        const copy = copies[encoding];
        if (copy) writeFileSync(file + COPY_SUFFIX[encoding], copy);
      }
      pages[page.key] = {
        path: `/${HTML_FLOOR_FOLDER}/${page.key}.html`,
        renderedChars: rendered.length,
        floorChars: floor.length,
      };
    }
  } catch (error) {
    remove();
    throw error;
  }
  return { pages, remove };
}
