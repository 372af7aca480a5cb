import type {
  Article,
  ChildItem,
  DeliveryCode,
  Lang,
  OrderItem,
  Placement,
  PlacementOption,
  Variant,
} from '../../src/api/types';
import type { Problems } from '../http/apiErrors';
import { Catalog } from '../shopState/catalog';
import { formatAmount, message } from '../messages/messages';
import { isRecord } from './requestBody';
import { seatFitsVariant, seatRow } from './seats';
import { placementVisible } from '../shopState/shopAccess';

export const MAX_ITEMS_PER_CALL = 50;
export const MAX_BUNDLE_CHILDREN = 20;
export const MAX_INSCRIPTION_LENGTH = 500;
/** the highest price a visitor may choose: CHF 100 000.00 */
export const MAX_CHOICE_PRICE = 100_000_00;

/** A validated new item, before it gets its ids. */
export type DraftItem = Omit<OrderItem, 'id' | 'childItems'> & {
  childItems: Omit<ChildItem, 'id'>[];
};

interface Context {
  catalog: Catalog;
  lang: Lang;
  /** the request carries the shop access token: hidden placements may be ordered */
  access: boolean;
  problems: Problems;
}

const isEmpty = (value: unknown): boolean => value === undefined || value === null || value === '';

/** Inscription step eligibility, as in the spec (section 5). */
export const inscriptionAllowed = (article: Article, delivery: DeliveryCode | null): boolean =>
  (article.type === 'VOUCHER' && article.inscription === 'ENABLED') ||
  (article.inscription === 'EMAIL_SHIPPING_ONLY' && delivery === 'EMAIL');

function delivery(
  ctx: Context,
  article: Article,
  raw: unknown,
  field: string,
): DeliveryCode | null {
  const codes = article.deliveryOptions.map((option) => option.code);
  if (isEmpty(raw)) {
    if (codes.length === 1) return codes[0];
    if (codes.length > 1) ctx.problems.add(message(ctx.lang, 'deliveryRequired'), field);
    return null;
  }
  if (typeof raw !== 'string' || !(codes as string[]).includes(raw)) {
    ctx.problems.add(message(ctx.lang, 'deliveryInvalid'), field);
    return null;
  }
  return raw as DeliveryCode;
}

function inscription(
  ctx: Context,
  article: Article,
  code: DeliveryCode | null,
  raw: unknown,
  field: string,
): string | null {
  if (isEmpty(raw)) return null;
  if (typeof raw !== 'string') ctx.problems.add(message(ctx.lang, 'invalidValue'), field);
  else if (!inscriptionAllowed(article, code))
    ctx.problems.add(message(ctx.lang, 'inscriptionNotAllowed'), field);
  else if (raw.length > MAX_INSCRIPTION_LENGTH) {
    ctx.problems.add(
      message(ctx.lang, 'inscriptionTooLong', { max: MAX_INSCRIPTION_LENGTH }),
      field,
    );
  } else return raw;
  return null;
}

function price(ctx: Context, variant: Variant, raw: unknown, field: string): number {
  if (variant.priceStrategy !== 'CHOICE') return Catalog.chargedPrice(variant);
  const currency = ctx.catalog.fixture.shop.currency;
  const min = variant.minPrice ?? 0;
  if (isEmpty(raw)) ctx.problems.add(message(ctx.lang, 'priceRequired'), field);
  else if (typeof raw !== 'number' || !Number.isInteger(raw))
    ctx.problems.add(message(ctx.lang, 'invalidValue'), field);
  else if (raw < min)
    ctx.problems.add(
      message(ctx.lang, 'priceTooLow', { amount: formatAmount(min, currency) }),
      field,
    );
  else if (raw > MAX_CHOICE_PRICE) {
    ctx.problems.add(
      message(ctx.lang, 'priceTooHigh', { amount: formatAmount(MAX_CHOICE_PRICE, currency) }),
      field,
    );
  } else return raw;
  return 0;
}

function childItems(
  ctx: Context,
  variant: Variant,
  raw: unknown,
  field: string,
): DraftItem['childItems'] {
  const list = isEmpty(raw) ? [] : raw;
  if (!Array.isArray(list)) {
    ctx.problems.add(message(ctx.lang, 'invalidValue'), field);
    return [];
  }
  if (variant.bundleItems.length === 0) {
    if (list.length > 0) ctx.problems.add(message(ctx.lang, 'notABundle'), field);
    return [];
  }
  if (list.length > MAX_BUNDLE_CHILDREN) {
    ctx.problems.add(message(ctx.lang, 'maxValue', { max: MAX_BUNDLE_CHILDREN }), field);
    return [];
  }
  const children: DraftItem['childItems'] = [];
  list.forEach((entry: unknown, index) => {
    const variantId = isRecord(entry) ? entry.variantId : undefined;
    const child = typeof variantId === 'string' ? ctx.catalog.variant(variantId) : undefined;
    if (!child || !variant.bundleItems.some((bundled) => bundled.variantId === child.id)) {
      ctx.problems.add(message(ctx.lang, 'bundleChildInvalid'), `${field}.${index}.variantId`);
    } else children.push({ variantId: child.id, price: Catalog.chargedPrice(child) });
  });
  for (const bundled of variant.bundleItems) {
    const count = children.filter((child) => child.variantId === bundled.variantId).length;
    if (count < bundled.minAmount) {
      const label = ctx.catalog.variant(bundled.variantId)?.label[ctx.lang] ?? bundled.variantId;
      ctx.problems.add(
        message(ctx.lang, 'bundleChildrenMissing', { min: bundled.minAmount, label }),
        field,
      );
    }
  }
  return children;
}

function options(
  ctx: Context,
  placement: Placement,
  raw: unknown,
  field: string,
): PlacementOption[] {
  const list = isEmpty(raw) ? [] : raw;
  if (!Array.isArray(list)) {
    ctx.problems.add(message(ctx.lang, 'invalidValue'), field);
    return [];
  }
  const offered = [...placement.options.article, ...placement.options.general];
  const chosen: PlacementOption[] = [];
  list.forEach((entry: unknown, index) => {
    const match = isRecord(entry)
      ? offered.find((o) => o.articleId === entry.articleId && o.variantId === entry.variantId)
      : undefined;
    if (match) chosen.push({ articleId: match.articleId, variantId: match.variantId });
    else ctx.problems.add(message(ctx.lang, 'optionInvalid'), `${field}.${index}`);
  });
  return chosen;
}

function seat(
  ctx: Context,
  article: Article,
  placement: Placement,
  variant: Variant,
  raw: unknown,
  field: string,
): string | null {
  if (!article.seatsio) {
    if (!isEmpty(raw)) ctx.problems.add(message(ctx.lang, 'seatNotAllowed'), field);
    return null;
  }
  if (isEmpty(raw)) {
    ctx.problems.add(message(ctx.lang, 'seatRequired'), field);
    return null;
  }
  if (typeof raw !== 'string') {
    ctx.problems.add(message(ctx.lang, 'invalidValue'), field);
    return null;
  }
  const map = ctx.catalog.seatMap(placement.id);
  const row = map && seatRow(map, raw);
  if (!row) ctx.problems.add(message(ctx.lang, 'seatUnknown', { seat: raw }), field);
  else if (!seatFitsVariant(row, variant))
    ctx.problems.add(message(ctx.lang, 'seatWrongCategory', { seat: raw }), field);
  else return raw;
  return null;
}

function draft(ctx: Context, raw: unknown, field: string): DraftItem | null {
  if (!isRecord(raw)) {
    ctx.problems.add(message(ctx.lang, 'invalidValue'), field);
    return null;
  }
  const placement =
    typeof raw.placementId === 'string' ? ctx.catalog.placement(raw.placementId) : undefined;
  if (!placement || !placementVisible(placement, ctx.access)) {
    ctx.problems.add(message(ctx.lang, 'placementUnknown'), `${field}.placementId`);
    return null;
  }
  const variant = typeof raw.variant === 'string' ? ctx.catalog.variant(raw.variant) : undefined;
  const article = ctx.catalog.article(placement.articleId);
  if (!variant || !placement.variantIds.includes(variant.id) || !article) {
    ctx.problems.add(message(ctx.lang, 'variantUnknown'), `${field}.variant`);
    return null;
  }
  if (variant.availability === 'SOLD_OUT' || placement.availability === 'SOLD_OUT') {
    ctx.problems.add(message(ctx.lang, 'soldOut'), `${field}.variant`);
    return null;
  }
  const code = delivery(ctx, article, raw.deliveryOption, `${field}.deliveryOption`);
  return {
    variant: variant.id,
    placementId: placement.id,
    seatLabel: seat(ctx, article, placement, variant, raw.seatLabel, `${field}.seatLabel`),
    deliveryOption: code,
    inscription: inscription(ctx, article, code, raw.inscription, `${field}.inscription`),
    price: price(ctx, variant, raw.price, `${field}.price`),
    personalisation: placement.personalisation
      ? { formId: placement.personalisation.formId, data: null }
      : null,
    childItems: childItems(ctx, variant, raw.childItems, `${field}.childItems`),
    options: options(ctx, placement, raw.options, `${field}.options`),
  };
}

/**
 * The items of POST /order/:id/items, checked against the shop. Every problem of every item is
 * collected; the caller adds nothing unless `problems` stays empty.
 */
export function draftItems(ctx: Context, raw: unknown): DraftItem[] {
  if (!Array.isArray(raw) || raw.length === 0) {
    const key = raw === undefined ? 'required' : Array.isArray(raw) ? 'itemsEmpty' : 'invalidValue';
    ctx.problems.add(message(ctx.lang, key), 'items');
    return [];
  }
  if (raw.length > MAX_ITEMS_PER_CALL) {
    ctx.problems.add(message(ctx.lang, 'tooManyItems', { max: MAX_ITEMS_PER_CALL }), 'items');
    return [];
  }
  return raw
    .map((entry, index) => draft(ctx, entry, `items.${index}`))
    .filter((d): d is DraftItem => d !== null);
}
