/**
 * The tracking event (spec section 3): what every provider is given. Built from a domain event by
 * buildTrackingEvent, mapped to each provider's calls by the pure modules in providers/.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import type { TrackingEventFlags } from '../../api/types';
import type { PageViewPayload } from './trackingEvents';

/** The event types; they are also the names of the per-event flags of every integration. */
export type TrackingEventType = keyof TrackingEventFlags;

export const TRACKING_EVENT_TYPES: readonly TrackingEventType[] = [
  'addToBasket',
  'beginCheckout',
  'pageView',
  'purchase',
  'viewItem',
  'selectItem',
  'viewBasket',
  'viewItemList',
  'addPaymentInfo',
];

/** One line of a tracking event: an article (in one variant, when known) and how many. */
export interface TrackingItem {
  /** the article's id: the product, the same in every event of the funnel */
  id: string;
  /** the article's name */
  name: string;
  placementId: string;
  /** the variant, when the event is about one (basket and checkout) */
  variantId?: string;
  variantName?: string;
  /** one item's price, minor units (for lists: the lowest price it is to be had for) */
  price: number;
  quantity: number;
  /** the shop event the article belongs to */
  eventId?: string;
  eventName?: string;
  /** the placement's category */
  categoryId?: string;
  categoryName?: string;
  /** the list it was shown or picked in (lists and select only) */
  listName?: string;
  /** 0-based position in that list */
  index?: number;
}

/** Where the visitor is: the page the last page view named, as it named it. */
export type PageContext = PageViewPayload;

export interface TrackingEvent {
  type: TrackingEventType;
  items: TrackingItem[];
  /** ISO 4217, e.g. CHF */
  currencyCode: string;
  /** major units: minor units / 100 (spec section 9) */
  conversionValue: number;
  /** the same id the shop API call carried (X-Tracking-Event-Id) when there was one */
  trackingEventId: string;
  /** the article's name when every item is the same article */
  articleName?: string;
  /** the shop event's name and id when every item belongs to the same one */
  eventName?: string;
  eventId?: string;
  /** lists and select: the list's name */
  listName?: string;
  /** purchase: the order id */
  transactionId?: string;
  /** addPaymentInfo: the payment method id */
  paymentType?: string;
  /** the page the event happened on */
  page?: PageContext;
}

/** An action the tracking gate noted before the tracking saga ran, and when (Date.now()). */
export interface NotedAction {
  action: UnknownAction;
  at: number;
}

/** What the tracking gate hands the tracking saga as it starts it (trackingGate.ts). */
export interface TrackingHandover {
  /** the page of the last page view before `pending`, whose own wait was over */
  page?: PageContext;
  /** the tracked events and consent changes the saga would still act on, oldest first */
  pending: NotedAction[];
}
