/**
 * What a round of amount changes does, computed from the server's order, the wanted amounts and
 * the shop (pure): surplus items removed newest first, missing items added (bundles with their
 * minimum child items). An amount asked for while the order was not known comes on top of what
 * the order holds.
 */
import type { NewOrderItem, Order, Shop, Variant } from '../../api/types';
import { amountKey, type PendingAmount } from './pendingAmounts';
import { placeholderCustomisation } from './placeholderCustomisation';

export interface AmountPlan {
  /** item ids to remove, one call each, newest first */
  removals: string[];
  /** the items to add, all in one call */
  additions: NewOrderItem[];
  /** the wanted amount of every key this round takes care of (by amountKey) */
  targets: Record<string, number>;
}

/** A bundle's minimum child items: minAmount of each bundle item. */
export function bundleChildren(variant: Variant): NewOrderItem['childItems'] {
  if (variant.bundleItems.length === 0) return undefined;
  return variant.bundleItems.flatMap((bundled) =>
    Array.from({ length: Math.max(0, bundled.minAmount) }, () => ({
      variantId: bundled.variantId,
    })),
  );
}

/** One new item of a variant on a placement, or null when the shop does not sell it there. */
export function newItemFor(
  shop: Shop,
  placementId: string,
  variantId: string,
): NewOrderItem | null {
  const placement = shop.placements.find((candidate) => candidate.id === placementId);
  const variant = shop.variants.find((candidate) => candidate.id === variantId);
  const article =
    placement && shop.articles.find((candidate) => candidate.id === placement.articleId);
  if (!placement || !variant || !article || !placement.variantIds.includes(variantId)) return null;
  const item: NewOrderItem = {
    variant: variant.id,
    placementId: placement.id,
    ...placeholderCustomisation(article, variant),
  };
  const childItems = bundleChildren(variant);
  if (childItems) item.childItems = childItems;
  return item;
}

export function planAmountChanges(
  order: Order | undefined,
  wanted: readonly PendingAmount[],
  shop: Shop,
): AmountPlan {
  const plan: AmountPlan = { removals: [], additions: [], targets: {} };
  const items = order?.items ?? [];
  const surplus: number[] = [];
  for (const { placementId, variantId, amount: asked, onTopOfOrder } of wanted) {
    // the pending amount as asked: what amountsApplied matches
    plan.targets[amountKey(placementId, variantId)] = asked;
    const held: number[] = [];
    items.forEach((item, index) => {
      if (item.placementId === placementId && item.variant === variantId) held.push(index);
    });
    const amount = onTopOfOrder ? held.length + asked : asked;
    if (held.length > amount) {
      surplus.push(...held.slice(amount));
    } else if (held.length < amount) {
      const item = newItemFor(shop, placementId, variantId);
      for (let i = held.length; item && i < amount; i += 1) {
        plan.additions.push(
          item.childItems
            ? { ...item, childItems: item.childItems.map((child) => ({ ...child })) }
            : { ...item },
        );
      }
    }
  }
  // the server lists items in the order they were added: the newest are last
  plan.removals = surplus.sort((a, b) => b - a).map((index) => items[index].id);
  return plan;
}
