/**
 * Tracking events -> gtag calls for the shop's analytics measurements (pure).
 *
 * Every active measurement whose flag for the event type is on gets the GA4 ecommerce event
 * (add_to_cart, view_cart, begin_checkout, add_payment_info, purchase, view_item, select_item,
 * view_item_list), addressed to it with send_to.
 *
 * Page views (spec section 9: "the analytics measurement page-view event covers only
 * add-to-basket, view-basket and view-item-list"): a measurement sends page_view only together
 * with those three event types, and only when its pageView flag is on; a pageView domain event
 * (a route change) sends nothing to a measurement itself (it is the ad pixels' page view). The
 * page_view carries the page the event happened on as GA4 reads it, page_location (the full
 * address, without its query) and page_title, with the categoryId and placementId route params;
 * each showing of a page is counted once per measurement (`PageCounting`), however many of the
 * three events happen on it. The tag is configured with send_page_view: false, and the shop's
 * data stream must not send page views on history changes (Google: enhanced measurement sends
 * those whatever send_page_view says; docs/decisions/ga4-page-views.md).
 *
 * Events whose items belong to several differing shop events are labelled 'mixed'.
 */
import type { TrackingIntegration } from '../../../api/types';
import type { TrackingEvent, TrackingEventType, TrackingItem } from '../trackingTypes';
import { toMajor } from '../values';

/** gtag(...args) */
export type GtagCall =
  ['config', string, Record<string, unknown>] | ['event', string, Record<string, unknown>];

export const MIXED = 'mixed';

/** The GA4 event name of each type (pageView: see PAGE_VIEW_COVERS). */
export const ANALYTICS_EVENT_NAMES: Record<TrackingEventType, string> = {
  addToBasket: 'add_to_cart',
  viewBasket: 'view_cart',
  beginCheckout: 'begin_checkout',
  addPaymentInfo: 'add_payment_info',
  purchase: 'purchase',
  viewItem: 'view_item',
  selectItem: 'select_item',
  viewItemList: 'view_item_list',
  pageView: 'page_view',
};

/** The event types a measurement's page_view goes with (spec section 9). */
export const PAGE_VIEW_COVERS: readonly TrackingEventType[] = [
  'addToBasket',
  'viewBasket',
  'viewItemList',
];

const activeOnes = (measurements: readonly TrackingIntegration[]) =>
  measurements.filter((measurement) => measurement.active && measurement.id);

/** Set-up once the tag is loaded: one config per active measurement, without automatic page views. */
export function analyticsSetupCalls(measurements: readonly TrackingIntegration[]): GtagCall[] {
  return activeOnes(measurements).map((measurement) => [
    'config',
    measurement.id,
    { send_page_view: false },
  ]);
}

/** The shop event label: the one id (and name) every item shares, 'mixed' when they differ. */
export function shopEventLabel(items: readonly TrackingItem[]): { id?: string; name?: string } {
  const ids = new Set(items.map((item) => item.eventId).filter((id) => id !== undefined));
  if (ids.size > 1) return { id: MIXED, name: MIXED };
  const item = items.find((candidate) => candidate.eventId !== undefined);
  return item ? { id: item.eventId, name: item.eventName } : {};
}

const defined = (params: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined));

function gaItem(item: TrackingItem): Record<string, unknown> {
  return defined({
    item_id: item.id,
    item_name: item.name,
    item_variant: item.variantName,
    item_category: item.categoryName,
    item_category2: item.eventName,
    item_list_name: item.listName,
    index: item.index,
    price: toMajor(item.price),
    quantity: item.quantity,
  });
}

function ecommerceParams(event: TrackingEvent): Record<string, unknown> {
  const label = shopEventLabel(event.items);
  return defined({
    currency: event.currencyCode,
    value: event.conversionValue,
    items: event.items.map(gaItem),
    transaction_id: event.transactionId,
    payment_type: event.paymentType,
    item_list_name: event.listName,
    article_name: event.articleName,
    shop_event_id: label.id,
    shop_event_name: label.name,
    tracking_event_id: event.trackingEventId,
  });
}

/** What the browser knows of the pages: the ones each measurement counted, the origin. */
export interface PageCounting {
  /** `${measurementId} ${page}` of each showing of a page a measurement has counted */
  counted: Set<string>;
  /** the storefront's origin, e.g. https://shop.example (page_location is a full URL) */
  origin: string;
}

const pageKey = (event: TrackingEvent): string | undefined =>
  event.page ? (event.page.viewId ?? event.page.path) : undefined;

function pageViewParams(event: TrackingEvent, pages: PageCounting): Record<string, unknown> {
  const label = shopEventLabel(event.items);
  const path = event.page?.path;
  return defined({
    page_location: path !== undefined && pages.origin ? `${pages.origin}${path}` : undefined,
    page_title: event.page?.title,
    page_type: event.page?.routeId,
    category_id: event.page?.categoryId,
    placement_id: event.page?.placementId,
    shop_event_id: label.id,
    shop_event_name: label.name,
    tracking_event_id: event.trackingEventId,
  });
}

/** The gtag calls for one tracking event, for every active measurement whose flags allow them. */
export function analyticsEventCalls(
  event: TrackingEvent,
  measurements: readonly TrackingIntegration[],
  pages: PageCounting = { counted: new Set(), origin: '' },
): GtagCall[] {
  const page = pageKey(event);
  const calls: GtagCall[] = [];
  for (const measurement of activeOnes(measurements)) {
    if (event.type !== 'pageView' && measurement.events[event.type]) {
      calls.push([
        'event',
        ANALYTICS_EVENT_NAMES[event.type],
        { ...ecommerceParams(event), send_to: measurement.id },
      ]);
    }
    const counted = page !== undefined && pages.counted.has(`${measurement.id} ${page}`);
    if (PAGE_VIEW_COVERS.includes(event.type) && measurement.events.pageView && !counted) {
      if (page !== undefined) pages.counted.add(`${measurement.id} ${page}`);
      calls.push([
        'event',
        'page_view',
        { ...pageViewParams(event, pages), send_to: measurement.id },
      ]);
    }
  }
  return calls;
}
