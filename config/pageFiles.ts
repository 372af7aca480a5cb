/**
 * builds/page-files.json: the files of every page's chunk group and of every language's texts
 * (the core texts and each namespace), for the server render. A page rendered on the server is
 * painted from its HTML before any script runs: the HTML links the page's style sheets (else it
 * would paint unstyled) and names the scripts the browser needs before it hydrates (the page's
 * chunk, its texts), so they download with main.js instead of after it.
 */
import webpack, { type Compiler } from 'webpack';
import { chunkGroupFiles } from './firstPageManifest';
import type { FirstPageFiles } from './firstPages';

export const PAGE_FILES = 'builds/page-files.json';

/** Chunk groups the server may name: the pages (page-…) and the texts (texts-…). */
const LISTED = /^(page|texts)-/;

export interface PageFilesManifest {
  groups: Record<string, FirstPageFiles>;
}

/** Each route's chunk group (src/app/routes.tsx, webpackChunkName; a test holds the two equal). */
export const PAGE_GROUPS: Readonly<Record<string, string>> = {
  'categories-home': 'page-categories-home',
  category: 'page-category',
  article: 'page-article',
  imprint: 'page-legal',
  'privacy-policy': 'page-legal',
  'order-status': 'page-order-status',
  'order-presale': 'page-order-presale',
  'seating-chart': 'page-seating-chart',
  'not-found': 'page-not-found',
  checkout: 'page-checkout',
};

/** The chunk group of a language's core texts, and of one namespace's texts in a language. */
export const coreTextsGroup = (lang: string): string => `texts-${lang}`;
export const namespaceTextsGroup = (lang: string, namespace: string): string =>
  `texts-${lang}-${namespace}-json`;

/** The files a page in `lang` showing `route` with the texts of `namespaces` needs. */
export function filesOfPage(
  manifest: PageFilesManifest,
  page: { lang: string; route: string | null; namespaces: readonly string[] },
): FirstPageFiles {
  const groups = [
    coreTextsGroup(page.lang),
    ...page.namespaces.map((namespace) => namespaceTextsGroup(page.lang, namespace)),
    ...(page.route && PAGE_GROUPS[page.route] ? [PAGE_GROUPS[page.route]] : []),
  ];
  const files = groups.map((group) => manifest.groups[group] ?? { js: [], css: [] });
  const unique = (list: string[]) => [...new Set(list)];
  return {
    js: unique(files.flatMap((file) => file.js)),
    css: unique(files.flatMap((file) => file.css)),
  };
}

export class PageFilesPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('PageFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PageFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const groups: Record<string, FirstPageFiles> = {};
          for (const name of compilation.namedChunkGroups.keys()) {
            const files = LISTED.test(name) ? chunkGroupFiles(compilation, name) : null;
            if (files) groups[name] = files;
          }
          const manifest: PageFilesManifest = { groups };
          compilation.emitAsset(
            PAGE_FILES,
            new webpack.sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`),
          );
        },
      );
    });
  }
}
