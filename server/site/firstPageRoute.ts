/**
 * What the storefront will show for a page request, read on the server as the browser will read
 * it: the language of its first texts (src/features/locale/firstLanguage.ts) and, for the pages a
 * visitor lands on, which page (the routes of src/app/routes.tsx, matched as React Router matches
 * them: segments decoded, case-insensitive, trailing slashes ignored).
 */
import type { Lang } from '../../src/api/types';
import { repairedPath } from '../../src/app/addressRepair';
import type { FirstPage } from '../../config/firstPages';
import { parseCookies, safeDecode } from '../http/cookies';
import {
  DEFAULT_LANG,
  detectLanguage,
  LANGUAGE_COOKIE,
  languageOfPath,
} from '../../src/lib/languages';

export interface FirstPageRoute {
  /** the language whose core texts the page loads first */
  lang: Lang;
  /** the page it shows, when it is one of the first pages; null for every other address */
  page: FirstPage | null;
  /** the language came from the visitor (language cookie, Accept-Language), not the path */
  byVisitor: boolean;
}

/**
 * The browser's languages from Accept-Language, as navigator.languages lists them: by weight,
 * ties in the header's order, none with q=0, no '*'.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const weight = params.find((param) => /^q=/i.test(param));
      const q = weight === undefined ? 1 : Number(weight.slice(2));
      return { tag, q: Number.isFinite(q) ? q : 0, index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/** A path segment as React Router compares it with a route's literal segment. */
const segmentIs = (segment: string, literal: string): boolean =>
  safeDecode(segment).toLowerCase() === literal;

/**
 * `path` is the request's path as sent (still percent-encoded); `cookieHeader` and
 * `acceptLanguage` decide the language of the root path, which redirects to the categories home
 * in the visitor's language (LanguageRedirect: the language cookie, then the browser's, else German).
 */
export function firstPageRoute(
  path: string,
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
): FirstPageRoute {
  // the storefront repairs the address before it reads it (src/app/addressRepair.ts)
  const repaired = repairedPath(path);
  // the first texts: the path's language (the one rule, as the render reads it); on a path
  // starting '//' (the root among them) the visitor's; else German (firstLanguage)
  const named = languageOfPath(repaired);
  const byVisitor = (repaired.split('/')[1] ?? '') === '';
  const lang = named
    ? named
    : byVisitor
      ? detectLanguage(
          parseCookies(cookieHeader)[LANGUAGE_COOKIE],
          acceptedLanguages(acceptLanguage),
        )
      : DEFAULT_LANG;
  const segments = repaired.replace(/\/+$/, '').split('/').slice(1);
  // the root (and '//'): LanguageRedirect sends it to the categories home
  if (segments.length === 0) return { lang, page: 'categories-home', byVisitor };
  const [, kind, id, ...rest] = segments;
  if (!named || rest.length > 0) return { lang, page: null, byVisitor };
  if (segments.length === 1) return { lang, page: 'categories-home', byVisitor };
  if (!kind || !id) return { lang, page: null, byVisitor };
  if (segmentIs(kind, 'c')) return { lang, page: 'category', byVisitor };
  if (segmentIs(kind, 'a')) return { lang, page: 'article', byVisitor };
  return { lang, page: null, byVisitor };
}
