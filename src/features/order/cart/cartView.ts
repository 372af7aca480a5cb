/**
 * What the cart panel shows, worked out from the order and the shop. Pure: no React, no store.
 */
import type { Article, Form, Lang, OrderItem, Variant } from '../../../api/types';
import { personalisationStateOf } from '../../personalisation/personalisationValidity';

export type { PersonalisationState } from '../../personalisation/personalisationValidity';

/**
 * The item's personalisation as the cart shows it: 'none', or whether its data satisfies its
 * form's schema (spec section 5; a form the order does not carry counts as complete).
 */
export const personalisationState = personalisationStateOf;

/**
 * Whether the inscription line belongs to this item: it has one, or its article lets the visitor
 * write one (spec section 5: a VOUCHER with inscription ENABLED, or EMAIL_SHIPPING_ONLY by e-mail).
 */
export function showsInscription(item: OrderItem, article: Article | undefined): boolean {
  if (item.inscription) return true;
  if (!article) return false;
  return (
    (article.type === 'VOUCHER' && article.inscription === 'ENABLED') ||
    (article.inscription === 'EMAIL_SHIPPING_ONLY' && item.deliveryOption === 'EMAIL')
  );
}

/** What one of a variant costs when it is not chosen by the visitor: the discounted price if any. */
export const chargedPrice = (variant: Variant): number => variant.totalDiscounted ?? variant.price;

/** The item's line amount: its own price, its bundle's child items and its chosen options. */
export function itemAmount(item: OrderItem, variants: ReadonlyMap<string, Variant>): number {
  const children = item.childItems.reduce((sum, child) => sum + child.price, 0);
  const options = item.options.reduce((sum, option) => {
    const variant = variants.get(option.variantId);
    return sum + (variant ? chargedPrice(variant) : 0);
  }, 0);
  return item.price + children + options;
}

/** The child items of a bundle as counts per variant, in the order they first appear. */
export function childItemCounts(item: OrderItem): { variantId: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const child of item.childItems)
    counts.set(child.variantId, (counts.get(child.variantId) ?? 0) + 1);
  return [...counts].map(([variantId, count]) => ({ variantId, count }));
}

/**
 * What the lines of one placement's group share (CartItems.tsx builds it once per group): the
 * placement's article (the remove button's name, the inscription rule) and the order's lookups.
 */
export interface CartGroupView {
  article: Article | undefined;
  articleName: string;
  variants: ReadonlyMap<string, Variant>;
  articles: ReadonlyMap<string, Article>;
  forms: readonly Form[];
  currency: string;
  lang: Lang;
}
