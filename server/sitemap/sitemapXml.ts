import type { Lang, Shop } from '../../src/api/types';
import { visibleShop } from '../shopState/shopAccess';
import { LANGUAGES } from '../../src/lib/languages';

export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const XHTML_NS = 'http://www.w3.org/1999/xhtml';
/** The protocol's limit per sitemap file; beyond it a sitemap index would be needed. */
export const MAX_URLS = 50_000;
/** The language x-default points to (spec section 9: default de). */
export const DEFAULT_LANG: Lang = 'de';

/** Text and attribute values for XML: the five predefined entities. */
export const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&${ENTITIES[char]};`);

const ENTITIES: Record<string, string> = {
  '&': 'amp',
  '<': 'lt',
  '>': 'gt',
  '"': 'quot',
  "'": 'apos',
};

/**
 * One path segment, percent-encoded as RFC 3986 wants it: unreserved characters, sub-delims
 * (! $ & ' ( ) * + , ; =), ':' and '@' stay as they are; '/', '?', '#', '%', spaces, '<', '>',
 * quotes and everything non-ASCII are encoded. So a slug like "rock-&-roll" keeps its '&'
 * (entity-escaped in the XML) and "a<b>" becomes "a%3Cb%3E".
 */
export const pathSegment = (value: string): string =>
  encodeURIComponent(value).replace(/%(24|26|2B|2C|3B|3D|3A|40)/gi, (encoded) =>
    decodeURIComponent(encoded),
  );

/**
 * The languages the shop's pages exist in, in the storefront's order (de, en, fr, it);
 * German when the shop names none it knows (spec section 9: shop languages fallback de).
 */
export function sitemapLanguages(shop: Shop): Lang[] {
  const offered = LANGUAGES.filter((lang) => shop.languages.includes(lang));
  return offered.length > 0 ? offered : [DEFAULT_LANG];
}

/**
 * Every public page of the shop as a path after the language prefix ('' is the categories
 * home), in a stable order: home, categories, legal pages, articles, seating charts.
 * Hidden placements and the seating charts of hidden placements are left out, whatever
 * token anyone holds: the sitemap is public. The root category is left out too, since its
 * category page redirects to the home page.
 */
export function sitemapPaths(shop: Shop): string[] {
  const visible = visibleShop(shop, false);
  const root = shop.categories.find((category) => category.parent === null);
  const categoryIds = new Set(shop.categories.map((category) => category.id));
  const placementIds = new Set(visible.placements.map((placement) => placement.id));
  const paths = [
    '',
    ...shop.categories
      .filter((category) => category !== root)
      .map((category) => `/c/${pathSegment(category.id)}`),
    '/about/imprint',
    '/about/privacy-policy',
    ...visible.placements.map(
      (placement) => `/a/${pathSegment(`${placement.slug}-${placement.id}`)}`,
    ),
    ...visible.seatingCharts
      .filter((chart) => placementIds.has(chart.placementId) && categoryIds.has(chart.categoryId))
      .map(
        (chart) =>
          `/c/${pathSegment(chart.categoryId)}/${pathSegment(`${chart.slug}-${chart.seatingChartId}`)}`,
      ),
  ];
  return [...new Set(paths)];
}

/**
 * The sitemap (sitemaps.org 0.9) of the shop in one language: every page of sitemapPaths
 * under /{lang}, each with xhtml:link alternates for the shop's languages and x-default
 * (German, or the shop's first language when it has no German). No lastmod: the demo shop
 * has no modification dates, and a made-up one would only mislead crawlers. At most
 * MAX_URLS pages are listed (the most general ones first); the demo shop has a few dozen.
 *
 * @param origin scheme and host, e.g. "https://shop.example.ch" (a trailing slash is dropped)
 */
export function sitemapXml(shop: Shop, origin: string, lang: Lang): string {
  const base = origin.replace(/\/+$/, '');
  const languages = sitemapLanguages(shop);
  const fallback = languages.includes(DEFAULT_LANG) ? DEFAULT_LANG : languages[0];
  const url = (language: Lang, path: string): string => escapeXml(`${base}/${language}${path}`);

  const entries = sitemapPaths(shop)
    .slice(0, MAX_URLS)
    .map((path) => {
      const alternates = [
        ...languages.map((language) => [language, url(language, path)]),
        ['x-default', url(fallback, path)],
      ].map(
        ([hreflang, href]) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>\n`,
      );
      return `  <url>\n    <loc>${url(lang, path)}</loc>\n${alternates.join('')}  </url>\n`;
    });

  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n` +
    entries.join('') +
    '</urlset>\n'
  );
}
