/**
 * The HTTP status of a page answer (issue 17, point 6): the storefront answers every page address
 * with the same HTML, and its router decides in the browser what the address shows. A crawler
 * reads the status, so the server reads the address as the router will and answers 404 where the
 * storefront will show its 404 page: an address no route matches (or whose language is not one of
 * ours), an unknown category, an unknown or hidden placement, an unknown seating chart, an unknown
 * order's status page. Everything else is 200 (the root's redirect and a wrong slug's redirect
 * happen in the browser).
 *
 * The route table is the storefront's (src/app/routes.tsx) without its pages; a test holds the two
 * equal, and the checks per route are the pages' own (the same helpers find a placement, a chart).
 */
import { matchRoutes, type RouteObject } from 'react-router';
import type { Shop } from '../../src/api/types';
import { repairedPath } from '../../src/app/addressRepair';
import { findPlacement, findSeatingChart } from '../../src/features/catalog/placementPath';
import { ACCESS_TOKEN_PARAM, PRESALE_TOKEN_PARAM } from '../../src/features/session/accessToken';
import { visibleShop } from '../shopState/shopAccess';
import { languageOfPath } from '../../src/lib/languages';

/** The storefront's route table, ids and paths only (kept equal to routes.tsx by a test). */
export const PAGE_ROUTES: RouteObject[] = [
  { id: 'root', path: '/' },
  {
    id: 'language',
    path: '/:lang',
    children: [
      {
        id: 'shop',
        children: [
          { id: 'categories-home', index: true },
          { id: 'category', path: 'c/:categoryId' },
          { id: 'article', path: 'a/:placementPath' },
          { id: 'imprint', path: 'about/imprint' },
          { id: 'privacy-policy', path: 'about/privacy-policy' },
          { id: 'order-status', path: 'order/:orderId/status' },
          { id: 'order-presale', path: 'order/presale' },
          { id: 'seating-chart', path: 'c/:categoryId/:seatingChart' },
          { id: 'not-found', path: '*' },
        ],
      },
      {
        id: 'checkout-layout',
        children: [{ id: 'checkout', path: 'order/checkout' }],
      },
    ],
  },
  // no language segment at all: the storefront's not-found page
  { id: 'unmatched', path: '*' },
];

export type PageStatus = 200 | 404;

/** What the server knows that the pages decide by. */
export interface PageFacts {
  shop: Shop;
  /** whether a token from the address (?token=, ?presaleToken=) opens hidden placements */
  grantsAccess(token: string): boolean;
  /** whether the shop has ever had this order (its status page then shows it) */
  orderExists(orderId: string): boolean;
}

/**
 * Whether the visitor brings a token that opens hidden placements, taken as the storefront takes
 * it: a presale token in the address (trimmed, not blank) moves to `token` and wins; else `token`
 * in the address; else the token the visitor's cookie keeps.
 */
function visitorGrantsAccess(
  search: URLSearchParams,
  facts: PageFacts,
  keptToken: string | undefined,
): boolean {
  const presale = search.get(PRESALE_TOKEN_PARAM)?.trim();
  const token = presale ? presale : (search.get(ACCESS_TOKEN_PARAM) ?? keptToken ?? null);
  return token !== null && facts.grantsAccess(token);
}

/** The route the storefront's router shows at `pathname` (percent-encoded, as sent), and its params. */
export function matchPage(pathname: string): { id: string; params: Record<string, string> } | null {
  const leaf = matchRoutes(PAGE_ROUTES, repairedPath(pathname))?.at(-1);
  if (!leaf) return null;
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(leaf.params)) {
    if (value !== undefined) params[name] = value;
  }
  return { id: leaf.route.id ?? '', params };
}

/**
 * The status of the page at `pathname` with the query `search` ('?a=b' or ''), for a visitor whose
 * token cookie keeps `keptToken`: 404 when the storefront will show its 404 page there, else 200.
 */
export function pageStatus(
  pathname: string,
  search: string,
  facts: PageFacts,
  keptToken?: string,
): PageStatus {
  const page = matchPage(pathname);
  if (page === null || page.id === 'unmatched') return 404;
  if (page.id === 'root') return 200;
  // LanguageGuard: the path must name one of the storefront's languages (the one rule)
  if (!languageOfPath(repairedPath(pathname))) return 404;
  const { shop } = facts;
  const visible = () =>
    visibleShop(shop, visitorGrantsAccess(new URLSearchParams(search), facts, keptToken));
  switch (page.id) {
    case 'not-found':
      return 404;
    case 'category':
      return shop.categories.some((category) => category.id === page.params.categoryId) ? 200 : 404;
    case 'article': {
      const seen = visible();
      const placement = findPlacement(page.params.placementPath, seen.placements);
      const article =
        placement && seen.articles.find((candidate) => candidate.id === placement.articleId);
      return article ? 200 : 404;
    }
    case 'seating-chart': {
      const seen = visible();
      const chart = findSeatingChart(page.params.seatingChart, seen.seatingCharts);
      const placement =
        chart && seen.placements.find((candidate) => candidate.id === chart.placementId);
      const article =
        placement && seen.articles.find((candidate) => candidate.id === placement.articleId);
      return article?.seatsio ? 200 : 404;
    }
    case 'order-status':
      return facts.orderExists(page.params.orderId ?? '') ? 200 : 404;
    default:
      return 200;
  }
}
