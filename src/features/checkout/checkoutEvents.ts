/**
 * The checkout's events: what the visitor did on the checkout page, and what the server and the
 * payment provider answered. Named as events, never as setters. This file imports no slice and no
 * saga, so pages and sagas may use it. The tracking domain events of the checkout (beginCheckout,
 * addPaymentInfo, purchase) are the tracking feature's (src/features/tracking/trackingEvents.ts).
 */
import { createAction } from '@reduxjs/toolkit';
import type { VisitorMessage } from '../../api/errors';
import type { CheckoutAnswer, FormData } from '../../api/types';

// ------------------------------------------------------------------ dispatched by the checkout page

export interface CheckoutSubmittedPayload {
  orderId: string;
  /** the buyer form's values, as posted (spec section 7: form) */
  form: FormData;
  /** the chosen payment method's id */
  paymentMethod: string;
  /** the total the visitor saw and agreed to pay, minor units (the shop refuses another) */
  expectedTotal?: number;
}

/** The visitor asked to pay. Ignored while a payment of this page is already under way. */
export const checkoutSubmitted = createAction<CheckoutSubmittedPayload>('checkout/submitted');

/**
 * The checkout page was shown again from the browser's back-forward cache (the visitor came back
 * from the payment provider without paying): nothing waits for the provider any more.
 */
export const checkoutPageRestored = createAction('checkout/pageRestored');

// ------------------------------------------------------------------ dispatched by the checkout saga

/** A submission passed the double-submit guard: the checkout call is on its way. */
export const checkoutStarted = createAction<{ orderId: string }>('checkout/started');

export interface PaymentStartedPayload extends CheckoutAnswer {
  orderId: string;
  paymentMethod: string;
}

/**
 * The server accepted the checkout: the order waits for the payment provider (spec section 4:
 * checkout sets the waiting-for-payment-provider flag).
 */
export const paymentStarted = createAction<PaymentStartedPayload>('checkout/paymentStarted');

export interface CheckoutRejectedPayload {
  orderId: string;
  /** what the visitor is told: the server's own words, or a key of the errors namespace */
  message: VisitorMessage;
  /** the HTTP status, when the server answered */
  status: number | null;
  /** the fields the server named ('form.email', 'paymentMethod'), each with its words */
  fieldProblems: { field: string; detail: string }[];
  /** the order, read again after the refusal, is not the one the visitor saw (basket or total) */
  orderChanged?: boolean;
}

/** The server refused the checkout (or it could not be reached). The form stays as it was. */
export const checkoutRejected = createAction<CheckoutRejectedPayload>('checkout/rejected');

/**
 * The payment lightbox could not be used: its script did not load, or it called onError. The
 * visitor is told so and sent to the provider's hosted page instead.
 */
export const lightboxFailed = createAction<{ orderId: string; reason: string }>(
  'checkout/lightboxFailed',
);
