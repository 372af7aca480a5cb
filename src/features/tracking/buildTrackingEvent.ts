/**
 * Domain event -> tracking event (spec section 3), a pure function of the event, the shop, the
 * current order and the page. Names sent to the trackers are the shop's German names (the default
 * language, any other when German is missing), so reports do not split by interface language.
 * Part of the 'tracking' chunk with the providers: only needed with full consent.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Order, OrderItem, Placement, Shop } from '../../api/types';
import { localise } from '../../lib/localisedText';
import { basketItemsAdded, basketViewed } from '../orderModel/orderEvents';
import { lowestPrice } from '../shop/shopSelectors';
import * as trackingEvents from './trackingEvents';
import type { PageContext, TrackingEvent, TrackingEventType, TrackingItem } from './trackingTypes';
import { toMajor } from './values';

/** the language of the names the trackers get */
const TRACKING_LANG = 'de';

export interface TrackingContext {
  shop: Shop;
  /** the current order, when there is one */
  order?: Order;
  /** the page the last page view named */
  page?: PageContext;
  /** a fresh tracking event id, for events that did not bring one */
  newId: () => string;
}

/** The most items one list view sends (GA4 takes at most 200 items per event). */
export const MAX_LIST_ITEMS = 200;

export type BuildTrackingEvent = typeof buildTrackingEvent;

// ------------------------------------------------------------------ items

interface ShopIndex {
  placements: Map<string, Placement>;
  articles: Map<string, Shop['articles'][number]>;
  variants: Map<string, Shop['variants'][number]>;
  events: Map<string, Shop['events'][number]>;
  categories: Map<string, Shop['categories'][number]>;
}

const indexes = new WeakMap<Shop, ShopIndex>();

function indexOf(shop: Shop): ShopIndex {
  let index = indexes.get(shop);
  if (!index) {
    const byId = <T extends { id: string }>(list: readonly T[]) =>
      new Map(list.map((entry) => [entry.id, entry] as const));
    index = {
      placements: byId(shop.placements),
      articles: byId(shop.articles),
      variants: byId(shop.variants),
      events: byId(shop.events),
      categories: byId(shop.categories),
    };
    indexes.set(shop, index);
  }
  return index;
}

const categoryName = (index: ShopIndex, categoryId: string | undefined): string | undefined => {
  const category = categoryId ? index.categories.get(categoryId) : undefined;
  return category ? localise(category.name, TRACKING_LANG) || category.id : undefined;
};

/** What the article and its event say about an item. */
function describe(index: ShopIndex, articleId: string, placement?: Placement) {
  const article = index.articles.get(articleId);
  const event = article?.eventId ? index.events.get(article.eventId) : undefined;
  return {
    id: articleId,
    name: (article && localise(article.name, TRACKING_LANG)) || placement?.slug || articleId,
    eventId: event?.id,
    eventName: event ? localise(event.name, TRACKING_LANG) || event.id : undefined,
    categoryId: placement?.categoryId,
    categoryName: categoryName(index, placement?.categoryId),
  };
}

/** Drop the keys whose value is undefined (the trackers get no empty fields). */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

/** Order items as tracking items: one line per placement, variant and price, with the count. */
export function orderTrackingItems(shop: Shop, items: readonly OrderItem[]): TrackingItem[] {
  const index = indexOf(shop);
  const lines = new Map<string, TrackingItem>();
  for (const item of items) {
    const price = item.price + item.childItems.reduce((sum, child) => sum + child.price, 0);
    const key = `${item.placementId}|${item.variant}|${price}`;
    const line = lines.get(key);
    if (line) {
      line.quantity += 1;
      continue;
    }
    const placement = index.placements.get(item.placementId);
    const variant = index.variants.get(item.variant);
    const articleId = placement?.articleId ?? variant?.articleId ?? item.variant;
    lines.set(
      key,
      compact<TrackingItem>({
        ...describe(index, articleId, placement),
        placementId: item.placementId,
        variantId: item.variant,
        variantName: variant ? localise(variant.label, TRACKING_LANG) || variant.id : undefined,
        price,
        quantity: 1,
      }),
    );
  }
  return [...lines.values()];
}

/** A placement as one tracking item at the lowest price it is to be had for. */
export function placementTrackingItem(
  shop: Shop,
  placementId: string,
  list?: { name?: string; index?: number },
): TrackingItem | null {
  const index = indexOf(shop);
  const placement = index.placements.get(placementId);
  if (!placement) return null;
  return compact<TrackingItem>({
    ...describe(index, placement.articleId, placement),
    placementId,
    price: lowestPrice(placement, index.variants)?.amount ?? 0,
    quantity: 1,
    listName: list?.name,
    index: list?.index,
  });
}

// ------------------------------------------------------------------ the event

/** Σ price × quantity in minor units, as major units (spec section 9: divided by 100). */
export const conversionValueOf = (items: readonly TrackingItem[]): number =>
  toMajor(items.reduce((sum, item) => sum + item.price * item.quantity, 0));

/** The one value every item shares, or undefined when they differ (or there are none). */
function shared<K extends keyof TrackingItem>(items: readonly TrackingItem[], key: K) {
  const values = new Set(items.map((item) => item[key]));
  return values.size === 1 ? (items[0][key] as TrackingItem[K]) : undefined;
}

interface EventParts {
  type: TrackingEventType;
  items: TrackingItem[];
  trackingEventId?: string;
  currency?: string;
  conversionValue?: number;
  listName?: string;
  transactionId?: string;
  paymentType?: string;
  page?: PageContext;
}

function assemble(parts: EventParts, context: TrackingContext): TrackingEvent {
  const { items } = parts;
  const eventId = shared(items, 'eventId');
  return compact<TrackingEvent>({
    type: parts.type,
    items,
    currencyCode: parts.currency ?? context.order?.currency ?? context.shop.currency,
    conversionValue: parts.conversionValue ?? conversionValueOf(items),
    trackingEventId: parts.trackingEventId ?? context.newId(),
    articleName: shared(items, 'id') !== undefined ? items[0].name : undefined,
    eventId,
    eventName: eventId !== undefined ? items[0].eventName : undefined,
    listName: parts.listName,
    transactionId: parts.transactionId,
    paymentType: parts.paymentType,
    page: parts.page ?? context.page,
  });
}

/** The items a checkout event is about: the given ones, else the (matching) current order's. */
function checkoutItems(context: TrackingContext, given?: OrderItem[], orderId?: string) {
  if (given) return orderTrackingItems(context.shop, given);
  const order = context.order;
  if (!order || (orderId !== undefined && order.id !== orderId)) return [];
  return orderTrackingItems(context.shop, order.items);
}

/** The tracking event for a domain event, or null when the event is not one of ours. */
export function buildTrackingEvent(
  action: UnknownAction,
  context: TrackingContext,
): TrackingEvent | null {
  const { shop } = context;
  if (basketItemsAdded.match(action)) {
    return assemble(
      {
        type: 'addToBasket',
        items: orderTrackingItems(shop, action.payload.items),
        trackingEventId: action.payload.trackingEventId,
      },
      context,
    );
  }
  if (basketViewed.match(action)) {
    return assemble(
      { type: 'viewBasket', items: orderTrackingItems(shop, context.order?.items ?? []) },
      context,
    );
  }
  if (trackingEvents.beginCheckout.match(action) || trackingEvents.addPaymentInfo.match(action)) {
    const payload = action.payload;
    return assemble(
      {
        type: trackingEvents.beginCheckout.match(action) ? 'beginCheckout' : 'addPaymentInfo',
        items: checkoutItems(context, payload.items),
        trackingEventId: payload.trackingEventId,
        currency: payload.currency,
        paymentType: trackingEvents.addPaymentInfo.match(action)
          ? action.payload.paymentMethod
          : undefined,
      },
      context,
    );
  }
  if (trackingEvents.purchase.match(action)) {
    const payload = action.payload;
    const items = checkoutItems(context, payload.items, payload.orderId);
    return assemble(
      {
        type: 'purchase',
        items,
        trackingEventId: payload.trackingEventId,
        currency: payload.currency,
        conversionValue: payload.total !== undefined ? toMajor(payload.total) : undefined,
        transactionId: payload.orderId,
      },
      context,
    );
  }
  if (trackingEvents.viewItem.match(action)) {
    const item = placementTrackingItem(shop, action.payload.placementId);
    return item ? assemble({ type: 'viewItem', items: [item] }, context) : null;
  }
  if (trackingEvents.selectItem.match(action)) {
    const placement = indexOf(shop).placements.get(action.payload.placementId);
    const listName = categoryName(
      indexOf(shop),
      action.payload.listCategoryId ?? placement?.categoryId,
    );
    const item = placementTrackingItem(shop, action.payload.placementId, { name: listName });
    return item ? assemble({ type: 'selectItem', items: [item], listName }, context) : null;
  }
  if (trackingEvents.viewItemList.match(action)) {
    const listName = categoryName(indexOf(shop), action.payload.categoryId);
    // the first ones a long list shows (a category may hold thousands)
    const items = action.payload.placementIds
      .slice(0, MAX_LIST_ITEMS)
      .map((placementId, position) =>
        placementTrackingItem(shop, placementId, { name: listName, index: position }),
      )
      .filter((item): item is TrackingItem => item !== null);
    return assemble({ type: 'viewItemList', items, listName, conversionValue: 0 }, context);
  }
  if (trackingEvents.pageView.match(action)) {
    return assemble(
      { type: 'pageView', items: [], conversionValue: 0, page: compact({ ...action.payload }) },
      context,
    );
  }
  return null;
}
