import type { Request } from 'express';
import { HEADERS } from '../../src/api/headers';
import type { Placement, Shop } from '../../src/api/types';
import type { ShopState } from './state';

/** Whether the request carries a valid shop access token (X-Auth-Token). */
export const hasShopAccess = (state: ShopState, req: Request): boolean =>
  state.catalog.grantsAccess(req.get(HEADERS.accessToken));

/** Placements the request may see and order: hidden ones only with the access token. */
export const placementVisible = (placement: Placement, access: boolean): boolean =>
  access || !placement.hidden;

/**
 * The shop as a visitor sees it. Without the access token, hidden placements are left out,
 * together with their seating charts and the articles and variants nothing visible uses.
 */
export function visibleShop(shop: Shop, access: boolean): Shop {
  if (access) return shop;
  const placements = shop.placements.filter((p) => placementVisible(p, false));
  const usedArticles = new Set<string>();
  for (const p of placements) {
    usedArticles.add(p.articleId);
    for (const option of [...p.options.article, ...p.options.general])
      usedArticles.add(option.articleId);
  }
  const hiddenOnly = new Set(
    shop.placements
      .filter((p) => p.hidden && !usedArticles.has(p.articleId))
      .map((p) => p.articleId),
  );
  const visibleIds = new Set(placements.map((p) => p.id));
  return {
    ...shop,
    placements,
    seatingCharts: shop.seatingCharts.filter((chart) => visibleIds.has(chart.placementId)),
    articles: shop.articles.filter((article) => !hiddenOnly.has(article.id)),
    variants: shop.variants.filter((variant) => !hiddenOnly.has(variant.articleId)),
  };
}
