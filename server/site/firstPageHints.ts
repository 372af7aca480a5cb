/**
 * Preload hints on the page answer (issue 9): a Link header naming the core texts of the page's
 * language and the chunks of the page its address shows, so the browser downloads them together
 * with main.js instead of after it has run. The files come from the build's list
 * (builds/first-pages.json, config/firstPageManifest.ts), read once when the server starts.
 * Since the pages are rendered on the server, only the answers that are no rendered page carry
 * them (the shell, the redirects: pageAnswers.ts): a rendered page names its scripts in its HTML
 * and runs them after its first paint (docs/decisions/paint-before-scripts.md).
 *
 * No crossorigin attribute: webpack loads its chunks (and mini-css-extract its stylesheets)
 * without one, and a preload only serves a request made in the same mode; else the browser
 * downloads each file twice.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Request, Response } from 'express';
import {
  FIRST_PAGE_MANIFEST,
  isFirstPageManifest,
  type FirstPageFiles,
  type FirstPageManifest,
} from '../../config/firstPages';
import { firstPageRoute, type FirstPageRoute } from './firstPageRoute';

/**
 * The build's list in `staticDir`; null when there is none (a build from before the list) or it
 * is not one (with a warning): the pages are then served without preload hints.
 */
export function readFirstPageManifest(staticDir: string): FirstPageManifest | null {
  const file = join(staticDir, FIRST_PAGE_MANIFEST);
  if (!existsSync(file)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    parsed = undefined;
  }
  if (isFirstPageManifest(parsed)) return parsed;
  console.warn(`${file} is not a first-page list: the pages are served without preload hints.`);
  return null;
}

const links = ({ js, css }: FirstPageFiles): string[] => [
  ...js.map((file) => `<${file}>; rel=preload; as=script`),
  ...css.map((file) => `<${file}>; rel=preload; as=style`),
];

/** The Link header's value for `route`: its language's texts, then its page's chunks, if any. */
export function preloadLinks(manifest: FirstPageManifest, route: FirstPageRoute): string {
  const texts = links(manifest.texts[route.lang]);
  const page = route.page ? links(manifest.pages[route.page]) : [];
  return [...texts, ...page].join(', ');
}

/**
 * Sets the Link header on a page answer for `req`'s address. The root path's language comes from
 * the language cookie and Accept-Language, so its answer varies by them.
 */
export function firstPageHints(manifest: FirstPageManifest): (req: Request, res: Response) => void {
  return (req, res) => {
    const route = firstPageRoute(req.path, req.headers.cookie, req.get('Accept-Language'));
    const value = preloadLinks(manifest, route);
    if (value) res.append('Link', value);
    if (route.byVisitor) res.vary('Accept-Language').vary('Cookie');
  };
}
