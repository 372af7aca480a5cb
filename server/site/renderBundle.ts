/**
 * The build's render bundle (dist/server/render.js, config/serverBundle.ts), loaded into the
 * server: its renderPage renders a page (src/app/render/renderPage.tsx). Loaded again when the
 * file changes (npm start rebuilds it while it runs).
 */
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { RenderPage } from '../../src/app/render/renderContract';

const load = createRequire(__filename);

/** The bundle at `file` as it is now: loaded once per version of the file; null while there is none. */
export function renderBundle(file: string): () => RenderPage | null {
  let loaded: { version: number; render: RenderPage } | null = null;
  return () => {
    if (!existsSync(file)) return null;
    const version = statSync(file).mtimeMs;
    if (loaded?.version === version) return loaded.render;
    delete load.cache[load.resolve(file)];
    const bundle = load(file) as { renderPage?: unknown };
    if (typeof bundle.renderPage !== 'function')
      throw new Error(`${file} is not a render bundle (it has no renderPage)`);
    loaded = { version, render: bundle.renderPage as RenderPage };
    return loaded.render;
  };
}
