/**
 * Which customisation steps an item needs (spec sections 4 and 5), as pure functions of the item
 * and its shop context. No React, no store.
 *
 * - delivery: the article has delivery options; it resolves itself when there is exactly one.
 * - inscription: the article is a VOUCHER with inscription ENABLED, or its inscription is
 *   EMAIL_SHIPPING_ONLY and the item's delivery option is EMAIL.
 * - options: the placement has one or more options.article entries (the screen then offers the
 *   options.article and the options.general entries).
 * - choicePrice: the variant's price strategy is CHOICE.
 *
 * An item is customisable when a step applies to it that does not resolve itself; it is
 * customised when it is customisable or its placement has a personalisation form.
 */
import type {
  Article,
  DeliveryCode,
  NewOrderItem,
  Placement,
  Shop,
  Variant,
} from '../../api/types';

export type CustomisationStep = 'delivery' | 'inscription' | 'options' | 'choicePrice';

/** The steps in the order the flow walks them (delivery first: the inscription depends on it). */
export const STEPS: readonly CustomisationStep[] = [
  'delivery',
  'inscription',
  'options',
  'choicePrice',
];

/** The longest inscription the storefront accepts (the server allows more). */
export const INSCRIPTION_MAX_LENGTH = 200;

/** The highest price a visitor may choose, minor units: CHF 10,000.00 (the server allows more). */
export const CHOICE_PRICE_MAX = 10_000_00;

/** What an item is: its placement, article and variant in the shop. */
export interface ItemContext {
  placement: Placement;
  article: Article;
  variant: Variant;
}

/** The item's placement, article and variant, or null when the shop does not sell it there. */
export function itemContext(
  shop: Shop,
  item: Pick<NewOrderItem, 'placementId' | 'variant'>,
): ItemContext | null {
  const placement = shop.placements.find((candidate) => candidate.id === item.placementId);
  const variant = shop.variants.find((candidate) => candidate.id === item.variant);
  const article =
    placement && shop.articles.find((candidate) => candidate.id === placement.articleId);
  if (!placement || !variant || !article || !placement.variantIds.includes(variant.id)) return null;
  return { placement, article, variant };
}

/** The one delivery option an article resolves to by itself, or null when there are 0 or several. */
export function autoDeliveryOption(article: Article): DeliveryCode | null {
  return article.deliveryOptions.length === 1 ? article.deliveryOptions[0].code : null;
}

/** The item's delivery option: the chosen one, else the one the article resolves to. */
export const effectiveDelivery = (item: NewOrderItem, article: Article): DeliveryCode | null =>
  item.deliveryOption ?? autoDeliveryOption(article);

/** Inscription eligibility for an article and a delivery option (spec section 5). */
export const inscriptionAllowed = (article: Article, delivery: DeliveryCode | null): boolean =>
  (article.type === 'VOUCHER' && article.inscription === 'ENABLED') ||
  (article.inscription === 'EMAIL_SHIPPING_ONLY' && delivery === 'EMAIL');

/** Whether a step applies to an item. */
export function stepApplies(
  step: CustomisationStep,
  item: NewOrderItem,
  { placement, article, variant }: ItemContext,
): boolean {
  switch (step) {
    case 'delivery':
      return article.deliveryOptions.length > 0;
    case 'inscription':
      return inscriptionAllowed(article, effectiveDelivery(item, article));
    case 'options':
      return placement.options.article.length > 0;
    case 'choicePrice':
      return variant.priceStrategy === 'CHOICE';
  }
}

/** Whether a step resolves itself for an item (only delivery does, with exactly one option). */
export function stepAutoResolved(
  step: CustomisationStep,
  _item: NewOrderItem,
  { article }: ItemContext,
): boolean {
  return step === 'delivery' && autoDeliveryOption(article) !== null;
}

/** The step applies to the item and does not resolve itself: the visitor is asked. */
export const stepNeedsVisitor = (
  step: CustomisationStep,
  item: NewOrderItem,
  context: ItemContext,
): boolean => stepApplies(step, item, context) && !stepAutoResolved(step, item, context);

/** Some step needs the visitor for this item. */
export const isCustomisable = (item: NewOrderItem, context: ItemContext): boolean =>
  STEPS.some((step) => stepNeedsVisitor(step, item, context));

/** Customisable, or personalised with a form. */
export const isCustomised = (item: NewOrderItem, context: ItemContext): boolean =>
  isCustomisable(item, context) || context.placement.personalisation !== null;

/** The item with what resolves itself filled in (the single delivery option). */
export function autoResolve(item: NewOrderItem, { article }: ItemContext): NewOrderItem {
  const auto = autoDeliveryOption(article);
  return auto !== null && item.deliveryOption === undefined
    ? { ...item, deliveryOption: auto }
    : item;
}
