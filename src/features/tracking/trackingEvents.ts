/**
 * The tracking domain events the pages and the checkout dispatch (spec section 3, "Tracking
 * event"). Named as events: what the visitor did or saw, never "send this to a tracker". The
 * tracking saga turns them (and the order's basket/itemsAdded and basket/viewed) into tracking
 * events, 100 ms later and only with full consent.
 *
 * This file imports no slice and no saga, so any page, panel or saga may dispatch them:
 *
 *   dispatch(beginCheckout())                                  // checkout page shown
 *   dispatch(addPaymentInfo({ paymentMethod: 'card-lightbox' })) // payment method chosen
 *   dispatch(purchase({ orderId, total, currency }))           // payment confirmed
 *
 * Items default to the current order's items; pass them when you hold a different list.
 */
import { createAction } from '@reduxjs/toolkit';
import type { OrderItem } from '../../api/types';

// ------------------------------------------------------------------ browsing (dispatched by the catalog)

export interface PageViewPayload {
  /** the route's id (src/app/routes.tsx), e.g. 'category' */
  routeId: string;
  /** the address without the query string, e.g. /de/c/main-konzerte */
  path: string;
  /** the route params used for page-view tracking (spec section 2) */
  categoryId?: string;
  placementId?: string;
  /** this showing of the page (the navigation's location key): a page is counted once per showing */
  viewId?: string;
  /** the page's title as the visitor saw it (document.title when the page view happened) */
  title?: string;
}

/** A page was shown (once per navigation). */
export const pageView = createAction<PageViewPayload>('tracking/pageViewed');

/** An article (placement) page was shown. */
export const viewItem = createAction<{ placementId: string }>('tracking/itemViewed');

export interface SelectItemPayload {
  placementId: string;
  /** the category whose list the placement was picked from; default the placement's own */
  listCategoryId?: string;
}

/** A placement was picked from a list (its card's link followed). */
export const selectItem = createAction<SelectItemPayload>('tracking/itemSelected');

export interface ViewItemListPayload {
  /** the category whose placements are listed (the root category on the categories home) */
  categoryId: string;
  /** the placements shown, in the order shown */
  placementIds: string[];
}

/** A list of placements was shown (categories home, category page). */
export const viewItemList = createAction<ViewItemListPayload>('tracking/itemListViewed');

// ------------------------------------------------------------------ checkout (dispatched by the checkout)

export interface CheckoutTrackingPayload {
  /** default: the current order's items */
  items?: OrderItem[];
  /** default: the order's (or the shop's) currency */
  currency?: string;
  /** default: a fresh id */
  trackingEventId?: string;
}

const withDefaults = <P extends object>(payload?: P) => ({ payload: payload ?? ({} as P) });

/** The checkout page was shown with the order's items. */
export const beginCheckout = createAction('checkout/begun', withDefaults<CheckoutTrackingPayload>);

export interface PaymentInfoPayload extends CheckoutTrackingPayload {
  /** the payment method id the visitor chose */
  paymentMethod?: string;
}

/** The visitor chose how to pay (the checkout form was sent with a payment method). */
export const addPaymentInfo = createAction(
  'checkout/paymentInfoAdded',
  withDefaults<PaymentInfoPayload>,
);

export interface PurchasePayload extends CheckoutTrackingPayload {
  orderId: string;
  /** what the visitor paid, minor units; default the items' sum */
  total?: number;
}

/** The order was paid (the status page saw it paid). */
export const purchase = createAction<PurchasePayload>('checkout/purchased');
