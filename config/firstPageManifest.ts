/**
 * A webpack plugin writing builds/first-pages.json (config/firstPages.ts): per language the files
 * of its core texts chunk group, per first page the files of its page's chunk group (shared split
 * chunks included, those of the entry left out: the HTML loads them), JS and CSS apart, as the
 * browser requests them. A group it cannot find fails the build: a renamed chunk would otherwise
 * only lose its hints.
 */
import webpack, { type Chunk, type Compilation, type Compiler } from 'webpack';
import {
  FIRST_PAGE_GROUPS,
  FIRST_PAGE_MANIFEST,
  FIRST_PAGES,
  textsGroup,
  type FirstPageFiles,
  type FirstPageManifest,
} from './firstPages';
import { LANGUAGES } from '../src/lib/languages';

const NAME = 'FirstPageManifestPlugin';

/** output.publicPath as a prefix ending in '/'; 'auto' (decided in the browser) counts as '/'. */
function publicPathOf(compilation: Compilation): string {
  const configured = compilation.outputOptions.publicPath;
  const path =
    typeof configured === 'string' && configured !== 'auto'
      ? compilation.getPath(configured, { hash: compilation.hash })
      : '/';
  return path.endsWith('/') ? path : `${path}/`;
}

/**
 * The files of the compilation's chunk group `groupName` beyond the entry's (the HTML loads
 * those), as the browser asks for them; null when there is no such group.
 */
export function chunkGroupFiles(
  compilation: Compilation,
  groupName: string,
): FirstPageFiles | null {
  const group = compilation.namedChunkGroups.get(groupName);
  if (!group) return null;
  const publicPath = publicPathOf(compilation);
  const entryChunks = new Set<Chunk>(
    [...compilation.entrypoints.values()].flatMap((entry) => entry.chunks),
  );
  const files = group.chunks
    .filter((chunk) => !entryChunks.has(chunk))
    .flatMap((chunk) => [...chunk.files])
    .map((file) => publicPath + file);
  return {
    js: files.filter((file) => file.endsWith('.js')),
    css: files.filter((file) => file.endsWith('.css')),
  };
}

/** The manifest of a compilation whose assets have their final names; null when a group is missing. */
export function firstPageManifestOf(compilation: Compilation): FirstPageManifest | null {
  const missing: string[] = [];
  const filesOf = (groupName: string): FirstPageFiles => {
    const files = chunkGroupFiles(compilation, groupName);
    if (!files) missing.push(groupName);
    return files ?? { js: [], css: [] };
  };
  const manifest = {
    texts: Object.fromEntries(LANGUAGES.map((lang) => [lang, filesOf(textsGroup(lang))])),
    pages: Object.fromEntries(FIRST_PAGES.map((page) => [page, filesOf(FIRST_PAGE_GROUPS[page])])),
  } as FirstPageManifest;
  if (missing.length === 0) return manifest;
  compilation.errors.push(
    new webpack.WebpackError(`${NAME}: no chunk group named ${missing.join(', ')}`),
  );
  return null;
}

export class FirstPageManifestPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // after the content hashes are final (REPORT comes after OPTIMIZE_HASH)
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const manifest = firstPageManifestOf(compilation);
          if (!manifest) return;
          compilation.emitAsset(
            FIRST_PAGE_MANIFEST,
            new webpack.sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`),
          );
        },
      );
    });
  }
}
