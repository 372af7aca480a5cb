/**
 * Memoised selectors over the getShop result: placements per category in `sequence` order,
 * look-ups by id, the lowest price of each placement. Each is built from a pure function of the
 * shop (exported too, for code that holds a Shop rather than the state).
 */
import { createSelector } from '@reduxjs/toolkit';
import { skipToken } from '@reduxjs/toolkit/query';
import { siteConfig } from '../../../config/site';
import type { Article, Placement, SeatingChart, Shop, ShopEvent, Variant } from '../../api/types';
import type { RootState } from '../../state/rootState';
import { selectAccessToken } from '../session/sessionSlice';
import { shopQuery } from './shopQuery';
import { variantAvailability } from './availability';

// ------------------------------------------------------------------ pure functions of a shop

const byId = <T extends { id: string }>(list: readonly T[]): ReadonlyMap<string, T> =>
  new Map(list.map((entry) => [entry.id, entry]));

/** Placements in the order a visitor sees them: by sequence, then by id so ties are stable. */
export const comparePlacements = (a: Placement, b: Placement): number =>
  a.sequence - b.sequence || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Every category's placements, sorted by sequence (hidden ones included; see visiblePlacements). */
export function placementsByCategory(shop: Shop): ReadonlyMap<string, readonly Placement[]> {
  const grouped = new Map<string, Placement[]>();
  for (const placement of shop.placements) {
    const list = grouped.get(placement.categoryId);
    if (list) list.push(placement);
    else grouped.set(placement.categoryId, [placement]);
  }
  for (const list of grouped.values()) list.sort(comparePlacements);
  return grouped;
}

/** Whether a visitor sees a placement: hidden ones only with an access token. */
export const isPlacementVisible = (placement: Placement, hasAccessToken: boolean): boolean =>
  hasAccessToken || !placement.hidden;

/** The lowest price a placement is to be had for. */
export interface LowestPrice {
  /** minor units */
  amount: number;
  /** the visitor chooses the price (CHOICE): amount is the least they may pay */
  choice: boolean;
}

/**
 * What one of a variant costs at least: the chosen price's minimum for CHOICE, else the
 * discounted price when there is one; a bundle adds its minimum child items.
 */
export function variantMinimumPrice(
  variant: Variant,
  variants: ReadonlyMap<string, Variant>,
  depth = 0,
): number {
  const own =
    variant.priceStrategy === 'CHOICE'
      ? (variant.minPrice ?? variant.price)
      : (variant.totalDiscounted ?? variant.price);
  if (depth > 4) return own;
  return variant.bundleItems.reduce((sum, bundled) => {
    const child = variants.get(bundled.variantId);
    return child ? sum + bundled.minAmount * variantMinimumPrice(child, variants, depth + 1) : sum;
  }, own);
}

/**
 * The cheapest of a placement's variants that can still be bought ('ab CHF 240.00' must not name
 * a sold-out room); when every one is sold out, the cheapest of them (the card says sold out).
 * Null when the placement has no variant the shop knows.
 */
export function lowestPrice(
  placement: Placement,
  variants: ReadonlyMap<string, Variant>,
): LowestPrice | null {
  let best: LowestPrice | null = null;
  let bestSoldOut: LowestPrice | null = null;
  for (const variantId of placement.variantIds) {
    const variant = variants.get(variantId);
    if (!variant) continue;
    const price = {
      amount: variantMinimumPrice(variant, variants),
      choice: variant.priceStrategy === 'CHOICE',
    };
    if (variantAvailability(variant) === 'SOLD_OUT') {
      if (bestSoldOut === null || price.amount < bestSoldOut.amount) bestSoldOut = price;
    } else if (best === null || price.amount < best.amount) best = price;
  }
  return best ?? bestSoldOut;
}

// ------------------------------------------------------------------ selectors

const selectShopResult = shopQuery.endpoints.getShop.select(siteConfig.shopSlug ?? skipToken);

/** The shop as loaded (undefined until it is). */
export const selectShop = (state: RootState): Shop | undefined => selectShopResult(state).data;

export const selectHasAccessToken = (state: RootState): boolean =>
  Boolean(selectAccessToken(state));

export const selectPlacementsByCategory = createSelector([selectShop], (shop) =>
  shop ? placementsByCategory(shop) : new Map<string, readonly Placement[]>(),
);

/** Every category's placements the visitor may see, in sequence order. */
export const selectVisiblePlacementsByCategory = createSelector(
  [selectPlacementsByCategory, selectHasAccessToken],
  (grouped, hasToken) => {
    if (hasToken) return grouped;
    const visible = new Map<string, readonly Placement[]>();
    for (const [categoryId, list] of grouped)
      visible.set(
        categoryId,
        list.filter((p) => isPlacementVisible(p, false)),
      );
    return visible as ReadonlyMap<string, readonly Placement[]>;
  },
);

const EMPTY: readonly Placement[] = [];

/** One category's visible placements in sequence order: `useAppSelector((s) => selectCategoryPlacements(s, id))`. */
export const selectCategoryPlacements = createSelector(
  [selectVisiblePlacementsByCategory, (_state: RootState, categoryId: string) => categoryId],
  (grouped, categoryId) => grouped.get(categoryId) ?? EMPTY,
);

/** The placements the visitor may see, in shop order. */
export const selectVisiblePlacements = createSelector(
  [selectShop, selectHasAccessToken],
  (shop, hasToken) =>
    shop ? shop.placements.filter((placement) => isPlacementVisible(placement, hasToken)) : EMPTY,
);

export const selectPlacementsById = createSelector([selectShop], (shop) =>
  byId<Placement>(shop?.placements ?? []),
);
export const selectArticlesById = createSelector([selectShop], (shop) =>
  byId<Article>(shop?.articles ?? []),
);
export const selectVariantsById = createSelector([selectShop], (shop) =>
  byId<Variant>(shop?.variants ?? []),
);
export const selectEventsById = createSelector([selectShop], (shop) =>
  byId<ShopEvent>(shop?.events ?? []),
);

/** The seating chart of each seated placement, by placement id. */
export const selectSeatingChartsByPlacement = createSelector(
  [selectShop],
  (shop): ReadonlyMap<string, SeatingChart> =>
    new Map((shop?.seatingCharts ?? []).map((chart) => [chart.placementId, chart])),
);

/** The lowest price of every placement, by placement id (null: no known variant). */
export const selectLowestPrices = createSelector(
  [selectShop, selectVariantsById],
  (shop, variants) => {
    const prices = new Map<string, LowestPrice | null>();
    for (const placement of shop?.placements ?? [])
      prices.set(placement.id, lowestPrice(placement, variants));
    return prices as ReadonlyMap<string, LowestPrice | null>;
  },
);

export const selectLowestPrice = (state: RootState, placementId: string): LowestPrice | null =>
  selectLowestPrices(state).get(placementId) ?? null;

export const selectVariant = (state: RootState, variantId: string): Variant | undefined =>
  selectVariantsById(state).get(variantId);
export const selectArticle = (state: RootState, articleId: string): Article | undefined =>
  selectArticlesById(state).get(articleId);
export const selectEvent = (state: RootState, eventId: string): ShopEvent | undefined =>
  selectEventsById(state).get(eventId);
