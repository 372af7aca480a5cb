/**
 * What a round of amount changes does, computed from the server's order, the wanted amounts and
 * the shop (pure): surplus items removed newest first, missing items added (bundles with their
 * minimum child items). An amount asked for while the order was not known comes on top of what
 * the order holds. The additions are then split into what is added at once and what the visitor
 * customises first (splitAdditions).
 */
import type { NewOrderItem, Order, Shop, Variant } from '../../api/types';
import { isCustomisable, itemContext } from '../orderModel/customisationSteps';
import { lineKeyOf, removalOrder } from './orderLines';
import { amountKey, pendingKey, type PendingAmount } from './pendingAmounts';
import { placeholderCustomisation } from './placeholderCustomisation';

export interface AmountPlan {
  /** item ids to remove, one call each, newest first */
  removals: string[];
  /** the items to add, all in one call */
  additions: NewOrderItem[];
  /**
   * more of a basket line: copies of items the visitor chose before (added in the same call as
   * `additions`, never handed to the customisation flow: their choices are made)
   */
  copies: NewOrderItem[];
  /** the wanted amount of every key this round takes care of (by pendingKey) */
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

/**
 * What a round does. Basket lines first (identical tickets, orderLines.ts): fewer removes the
 * line's items (those without personalisation first, the newest first), more adds copies of one.
 * Then the amounts of whole variants, counted on what the lines leave: fewer removes the newest
 * items of the variant that are left, more adds new ones.
 */
export function planAmountChanges(
  order: Order | undefined,
  wanted: readonly PendingAmount[],
  shop: Shop,
): AmountPlan {
  const plan: AmountPlan = { removals: [], additions: [], copies: [], targets: {} };
  const items = order?.items ?? [];
  const surplus: number[] = [];
  // per variant on a placement: items the lines add (a removal is in `surplus`)
  const copied = new Map<string, number>();
  for (const { placementId, variantId, amount: asked, line } of wanted) {
    if (!line) continue;
    plan.targets[pendingKey({ placementId, variantId, line })] = asked;
    const held: number[] = [];
    items.forEach((item, index) => {
      if (item.placementId === placementId && lineKeyOf(item) === line.key) held.push(index);
    });
    if (held.length > asked)
      surplus.push(...removalOrder(items, held).slice(0, held.length - asked));
    for (let i = held.length; i < asked; i += 1) {
      plan.copies.push(copyOf(line.like));
      const key = amountKey(placementId, variantId);
      copied.set(key, (copied.get(key) ?? 0) + 1);
    }
  }
  const gone = new Set(surplus);
  for (const { placementId, variantId, amount: asked, onTopOfOrder, line } of wanted) {
    if (line) continue;
    const key = amountKey(placementId, variantId);
    // the pending amount as asked: what amountsApplied matches
    plan.targets[key] = asked;
    const held: number[] = [];
    items.forEach((item, index) => {
      if (item.placementId === placementId && item.variant === variantId && !gone.has(index))
        held.push(index);
    });
    const counted = held.length + (copied.get(key) ?? 0);
    const amount = onTopOfOrder ? counted + asked : asked;
    if (counted > amount) {
      surplus.push(...held.slice(Math.max(0, held.length - (counted - amount))));
    } else if (counted < amount) {
      const item = newItemFor(shop, placementId, variantId);
      for (let i = counted; item && i < amount; i += 1) plan.additions.push(copyOf(item));
    }
  }
  // the server lists items in the order they were added: the newest are last
  plan.removals = surplus.sort((a, b) => b - a).map((index) => items[index].id);
  return plan;
}

/** A copy of a new item to send (its child items copied too). */
const copyOf = (item: NewOrderItem): NewOrderItem =>
  item.childItems
    ? { ...item, childItems: item.childItems.map((child) => ({ ...child })) }
    : { ...item };

export interface SplitAdditions {
  /** items that need nothing from the visitor: added at once */
  ready: NewOrderItem[];
  /** items that need the visitor: handed to the customisation flow */
  waiting: NewOrderItem[];
  /** the wanted amounts (by amountKey) the ready items and the removals take care of */
  readyTargets: Record<string, number>;
  /** the wanted amounts the customisation flow takes care of */
  waitingTargets: Record<string, number>;
}

/** The round's additions split into what can be added now and what the visitor customises first. */
export function splitAdditions(
  additions: readonly NewOrderItem[],
  targets: Record<string, number>,
  shop: Shop,
): SplitAdditions {
  const split: SplitAdditions = {
    ready: [],
    waiting: [],
    readyTargets: { ...targets },
    waitingTargets: {},
  };
  for (const item of additions) {
    const context = itemContext(shop, item);
    if (context && isCustomisable(item, context)) {
      const key = amountKey(item.placementId, item.variant);
      split.waiting.push(item);
      split.waitingTargets[key] = targets[key];
      delete split.readyTargets[key];
    } else {
      split.ready.push(item);
    }
  }
  return split;
}
