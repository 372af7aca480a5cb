/**
 * The one check of an address the storefront writes into an href from the server's data (a rich
 * text's links, the shop's favicon): http(s) or relative only. Its own module, so the pages that
 * only need this (every page's header) do not carry the rich-text sanitizer (safeHtml.ts).
 */

/** Characters browsers skip or strip when they read a URL: controls, spaces, invisible marks. */
// eslint-disable-next-line no-control-regex
const IGNORED_IN_URLS = /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g;

/**
 * The href kept on a link, or null when it is not http(s) and not relative. Control characters
 * and whitespace are taken out before the scheme is read, as browsers do ('java\tscript:'), and
 * the href is kept without them: what was checked is what is written.
 */
export function safeHref(raw: string | null | undefined): string | null {
  if (raw == null) return null;
  const compact = raw.replace(IGNORED_IN_URLS, '');
  if (compact === '') return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  if (scheme) return /^https?$/i.test(scheme[1]) ? compact : null;
  // no scheme: relative. A colon before the first / ? # would make some parsers read a scheme.
  const beforePath = compact.split(/[/?#]/)[0];
  if (beforePath.includes(':')) return null;
  // a backslash is read as a slash by browsers; '/\evil' is still http(s), but keep it plain
  if (compact.includes('\\')) return null;
  return compact;
}
