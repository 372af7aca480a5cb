/**
 * The order's events: what the visitor did, what the server said, what the clock said. Named as
 * events (past tense), never as setters. This file imports no slice and no saga, so any component,
 * slice or saga may use it: the current order's id (currentOrder.ts), the order feature's slices
 * and sagas, the pages. The public ones (for pages and the cart panel) come first; then which
 * order is the current one; then what the order sagas say.
 */
import { createAction } from '@reduxjs/toolkit';
import type { VisitorMessage } from '../../api/errors';
import type { NewOrderItem, OrderItem } from '../../api/types';

// ------------------------------------------------------------------ dispatched by pages and panels

export interface AmountChangedPayload {
  placementId: string;
  variantId: string;
  /** the absolute amount the visitor now wants of this variant on this placement (0 or more) */
  amount: number;
  /**
   * Set when the visitor could not see what the order holds (an order restored after a reload
   * whose answer has not come, or could not be fetched): `amount` is then what they want on top
   * of what it holds. A change made blind adds; it never takes away items the visitor did not see.
   */
  onTopOfOrder?: boolean;
  /**
   * Set by a basket line's stepper: `amount` is how many of this line (identical tickets,
   * orderLines.ts) the visitor wants, not of the whole variant.
   */
  line?: AmountLine;
}

/** One line of the basket, as an amount change names it. */
export interface AmountLine {
  /** orderLines.lineKeyOf of its items */
  key: string;
  /** what one more item of the line is (orderLines.lineItemLike) */
  like: NewOrderItem;
  /** how many items of the line the order held when the visitor changed it */
  held: number;
}

/** The visitor set how many of a variant they want (article page amount control, cart panel). */
export const amountChanged = createAction<AmountChangedPayload>('order/amountChanged');

/** A presale token arrived (?presaleToken= on any page): a presale order is started from it. */
export const presaleTokenEntered = createAction<string>('order/presaleTokenEntered');

/** The visitor submitted a code on the presale page: a presale order is started from it. */
export const presaleCodeSubmitted = createAction<string>('order/presaleCodeSubmitted');

/**
 * The storefront started: a stored order (local storage 'billett.order') is fetched again.
 * Dispatched once at boot (app/start/startStorefront.tsx), not at store creation, so test stores
 * start clean.
 */
export const orderRestoreRequested = createAction('order/restoreRequested');

/** The visitor asked to fetch the current order again (its answer is missing: fetching it failed). */
export const orderRefreshRequested = createAction('order/refreshRequested');

/** The cart panel was opened (dispatched by the panel; a tracking domain event). */
export const basketViewed = createAction('basket/viewed');

/** The visitor asked to keep the reservation (the running-out warning, the expiry dialog). */
export const reservationExtensionRequested = createAction('order/reservationExtensionRequested');

/** The visitor closed the reservation notice (the warning, or the word that it was extended). */
export const reservationNoticeClosed = createAction('order/reservationNoticeClosed');

// ------------------------------------------------------------------ which order is the current one

export interface OrderStartedPayload {
  orderId: string;
  /** when the reservation ends, ms since the epoch (computed once, on receipt) */
  expiresAt: number;
}

/** An order was created (for the shop, or from a presale token): it is the current one now. */
export const orderStarted = createAction<OrderStartedPayload>('order/started');

/** An order id was found in storage at start; it is being fetched again. */
export const orderRestored = createAction<{ orderId: string }>('order/restored');

/** The order is gone (paid, or an empty one's reservation ran out): it is forgotten. */
export const orderDiscarded = createAction('order/discarded');

/** The visitor confirmed the expiry dialog: the order is forgotten, a new one made, the cart closed. */
export const expiryConfirmed = createAction('order/expiryConfirmed');

/** The server does not know the order any more (404): it is expired-confirmed, silently. */
export const orderNotFound = createAction<{ orderId: string }>('order/notFound');

// ------------------------------------------------------------------ dispatched by the order sagas

export interface ItemsAddedPayload {
  /** the items the server added, as it answered them */
  items: OrderItem[];
  /** sent with the add call too (X-Tracking-Event-Id), so the server's and the pixel's events match */
  trackingEventId: string;
}

/** Items were added to the order (a tracking domain event: addToBasket). */
export const basketItemsAdded = createAction<ItemsAddedPayload>('basket/itemsAdded');

/** Creating a new order was asked of the server. */
export const orderCreationStarted = createAction('order/creationStarted');

/** Creating a new order failed (the error alert says why). */
export const orderCreationFailed = createAction('order/creationFailed');

/** Fetching the current order failed for another reason than 404 (the error alert says why). */
export const orderRefreshFailed = createAction<{ orderId: string }>('order/refreshFailed');

/**
 * A change of the order was left in doubt (its answer lost, or a code refused as if applied): the
 * server may hold what the cache does not show, until an order read made after it answers.
 */
export const orderInDoubt = createAction<{ orderId: string }>('order/inDoubt');

/** A second of the reservation passed: this many whole seconds are left. */
export const reservationTicked = createAction<number>('order/reservationTicked');

/** The reservation countdown reached 0. */
export const reservationExpired = createAction('order/reservationExpired');

export interface ReservationWarningPayload {
  /** the threshold reached (seconds, reservation/warningThresholds.ts WARN_AT) */
  threshold: number;
  /** whole seconds left when it was reached */
  secondsLeft: number;
}

/** The reservation is running out: the visitor is warned (once per threshold reached). */
export const reservationWarningRaised = createAction<ReservationWarningPayload>(
  'order/reservationWarningRaised',
);

/** The server extended the reservation the visitor asked to keep (its answer renewed the time). */
export const reservationExtended = createAction('order/reservationExtended');

export interface ReservationExtensionRefusal {
  /** what the visitor is told: the server's detail (the limit, a seat taken), or a network message */
  message: VisitorMessage;
  /** it may work when asked again (no answer, or a server error): the offer stays */
  retryable: boolean;
}

/** The reservation could not be extended. */
export const reservationExtensionRefused = createAction<ReservationExtensionRefusal>(
  'order/reservationExtensionRefused',
);

/** A round of amount changes was applied: these desired amounts (by amount key) are now the server's. */
export const amountsApplied = createAction<Record<string, number>>('order/amountsApplied');

/**
 * Amounts asked for on top of an order not known then are now known as whole amounts (by amount
 * key: the amount asked for, and the whole amount it makes with what the order held when it was
 * read): a round sent again adds only what is still missing, never the same on top twice.
 */
export const amountsResolved =
  createAction<Record<string, { asked: number; whole: number }>>('order/amountsResolved');

/** A round of amount changes failed: every pending amount is dropped, the server's order counts. */
export const amountsReverted = createAction('order/amountsReverted');

/** A variant's amount the visitor asked for that the order could not be brought to. */
export interface AmountProblem {
  placementId: string;
  variantId: string;
  /** the basket line (orderLines.lineKeyOf) when the visitor changed a line */
  lineKey?: string;
  /** how many the visitor wanted */
  wanted: number;
  /** how many the order holds */
  held: number;
  /** why (the last failed call's message) */
  message: VisitorMessage;
}

/** Amounts the visitor asked for could not be reached: they are told exactly what was not done. */
export const amountsNotReached = createAction<AmountProblem[]>('order/amountsNotReached');

/** A page became visible again after being hidden. */
export const pageBecameVisible = createAction('order/pageBecameVisible');

/**
 * The server answered with a fresh reservation time (ms since the epoch) for the current order:
 * the reservation clock takes it.
 */
export const reservationRenewed = createAction<number>('order/reservationRenewed');
