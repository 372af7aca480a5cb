/**
 * Which items of an order are the same ticket (issue 19, the basket): one line with a quantity.
 * Two items are interchangeable when the visitor could not tell which of them they hold: the
 * same placement, variant, delivery option, inscription and price (a price of choice), the same
 * options and the same bundle child items (as sets: their order in the answer does not matter),
 * and no seat. A seat makes an item unique; its personalisation does not (it is filled in per
 * ticket, after the ticket is in the order). Pure: no React, no store.
 */
import type { NewOrderItem, OrderItem, Variant } from '../../api/types';

/** What makes an item the ticket it is; null for a seated item, which is unique. */
export function lineKeyOf(item: OrderItem): string | null {
  if (item.seatLabel) return null;
  const options = item.options.map((option) => `${option.articleId}/${option.variantId}`).sort();
  const children = item.childItems.map((child) => `${child.variantId}/${child.price}`).sort();
  return JSON.stringify([
    item.placementId,
    item.variant,
    item.deliveryOption ?? null,
    item.inscription ?? null,
    item.price,
    options,
    children,
  ]);
}

/**
 * A new item that is one more of this item's line: the same choices, sent so that the shop
 * makes the same ticket (the price only for a price of choice; the shop prices the others).
 */
export function lineItemLike(item: OrderItem, variant: Variant | undefined): NewOrderItem {
  const like: NewOrderItem = { variant: item.variant, placementId: item.placementId };
  if (item.deliveryOption) like.deliveryOption = item.deliveryOption;
  if (item.inscription) like.inscription = item.inscription;
  if (variant?.priceStrategy === 'CHOICE') like.price = item.price;
  if (item.options.length > 0)
    like.options = item.options.map(({ articleId, variantId }) => ({ articleId, variantId }));
  if (item.childItems.length > 0)
    like.childItems = item.childItems.map(({ variantId }) => ({ variantId }));
  return like;
}

/** How many items of the order are of this line. */
export function countLineItems(items: readonly OrderItem[] | undefined, lineKey: string): number {
  let count = 0;
  for (const item of items ?? []) if (lineKeyOf(item) === lineKey) count += 1;
  return count;
}

/**
 * The items of a line that go first when it holds fewer: those with no personalisation filled
 * in before those with (what the visitor typed is kept), the newest first among each.
 */
export function removalOrder(items: readonly OrderItem[], indices: readonly number[]): number[] {
  const filled = (index: number) => (items[index].personalisation?.data ? 1 : 0);
  return [...indices].sort((a, b) => filled(a) - filled(b) || b - a);
}
