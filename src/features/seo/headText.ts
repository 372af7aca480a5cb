import type { Lang } from '../../api/types';
import { DEFAULT_LANG, LANGUAGES } from '../../lib/languages';

/** Query parameters that change what a page shows; every other one (tokens, utm_*, debug) is left out of canonical links. */
export const CANONICAL_QUERY_WHITELIST = ['category', 'date', 'page', 'sort'] as const;

/** 'Page · Shop · Brand', leaving out the parts that are missing. */
export function pageTitle(
  page: string | null | undefined,
  shopName: string | null | undefined,
  brand: string,
): string {
  return [page, shopName, brand]
    .filter((part): part is string => Boolean(part && part.trim()))
    .join(' · ');
}

/** The fallback page title: the last path segment in title case ('privacy-policy' -> 'Privacy Policy'). */
export function titleFromPath(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  const last = segments[segments.length - 1];
  if (!last) return '';
  let decoded = last;
  try {
    decoded = decodeURIComponent(last);
  } catch {
    // a malformed escape stays as it was
  }
  return decoded
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/** The title of an error page: 'status - message'. */
export function errorTitle(status: number, message: string): string {
  return `${status} - ${message}`;
}

/** The canonical URL: origin + lower-cased path + the whitelisted query parameters, sorted. */
export function canonicalUrl(origin: string, pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  const kept = [...params.entries()]
    .filter(([key]) => (CANONICAL_QUERY_WHITELIST as readonly string[]).includes(key))
    .sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)));
  const query = new URLSearchParams(kept).toString();
  return `${origin}${pathname.toLowerCase()}${query ? `?${query}` : ''}`;
}

/** The same page in each language, plus x-default (German), as alternate links. */
export function alternateLinks(
  canonical: string,
  lang: Lang,
): { hrefLang: string; href: string }[] {
  const url = new URL(canonical);
  const rest = url.pathname.replace(new RegExp(`^/${lang}(?=/|$)`), '');
  const inLang = (other: Lang) => `${url.origin}/${other}${rest}${url.search}`;
  return [
    ...LANGUAGES.map((other) => ({ hrefLang: other, href: inLang(other) })),
    { hrefLang: 'x-default', href: inLang(DEFAULT_LANG) },
  ];
}

const BLOCK_TAG =
  /<\/?(?:p|div|br|hr|li|ul|ol|dl|dt|dd|h[1-6]|blockquote|pre|table|thead|tbody|tr|td|th|section|article|header|footer|figure|figcaption)\b[^>]*>/gi;

/** The shop description as plain text for the description metadata. */
export function plainText(html: string): string {
  return (
    html
      .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
      // block elements and line breaks separate words; inline ones (<strong>, <a>) do not
      .replace(BLOCK_TAG, ' ')
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      // last, so '&amp;lt;' stays '&lt;'
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
