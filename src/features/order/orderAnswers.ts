/**
 * Which actions carry an order answer, and the one rule for its time: the server says how many
 * seconds the reservation has left; that becomes an absolute expiresAt once, on receipt.
 */
import { isAnyOf, type Action } from '@reduxjs/toolkit';
import type { Order } from '../../api/types';
import { answersFailuresItself } from '../../api/ownAnswers';
import { personalisationApi } from '../personalisation/personalisationApi';
import { orderRead, type OrderReadMeta } from '../orderModel/orderRead';
import { orderApi } from './orderApi';

/** Every call that answers with the order, by its owner. */
const endpoints = {
  ...orderApi.endpoints,
  getOrder: orderRead.endpoints.getOrder,
  savePersonalisation: personalisationApi.endpoints.savePersonalisation,
};

/** ms since the epoch when a reservation with `secondsLeft` seconds, received at `receivedAt`, ends. */
export const expiresAtOf = (secondsLeft: number, receivedAt: number): number =>
  receivedAt + Math.max(0, secondsLeft) * 1000;

/** Whole seconds from `now` until `expiresAt`, rounded up, never below 0 (what the server says too). */
export const secondsUntil = (expiresAt: number, now: number): number =>
  Math.max(0, Math.ceil((expiresAt - now) / 1000));

/** A new order was created (for the shop, or from a presale token). */
export const isOrderCreated = isAnyOf(
  endpoints.createOrder.matchFulfilled,
  endpoints.createPresaleOrder.matchFulfilled,
);

/** A call answered with an existing order (fetched or changed). */
export const isOrderAnswer = isAnyOf(
  endpoints.getOrder.matchFulfilled,
  endpoints.addItems.matchFulfilled,
  endpoints.removeItem.matchFulfilled,
  endpoints.addVoucher.matchFulfilled,
  endpoints.removeVoucher.matchFulfilled,
  endpoints.savePersonalisation.matchFulfilled,
  endpoints.setInsurance.matchFulfilled,
  endpoints.extendReservation.matchFulfilled,
);

export type OrderAnswerAction = Action & { payload: Order };

/**
 * An order read that answered after the order was written into the cache while it was on its way
 * (getOrder in orderModel/orderRead.ts): its answer may be older than the cache's, so it says nothing new, not
 * even about the reservation time.
 */
export function isSupersededOrderRead(action: Action): boolean {
  if (!endpoints.getOrder.matchFulfilled(action)) return false;
  const meta = action.meta.baseQueryMeta as OrderReadMeta | undefined;
  return meta?.superseded === true;
}

interface RejectedGetOrder {
  payload?: { status?: unknown };
  meta: { arg: { originalArgs: string }; condition?: boolean; aborted?: boolean };
}

/** getOrder failed for real (not skipped, not aborted): the order id and the HTTP status. */
export function getOrderFailure(action: Action): { orderId: string; status: unknown } | null {
  if (!endpoints.getOrder.matchRejected(action)) return null;
  const { payload, meta } = action as unknown as RejectedGetOrder;
  if (meta.condition || meta.aborted) return null;
  return { orderId: meta.arg.originalArgs, status: payload?.status };
}

/** The calls that change an existing order. */
const isOrderChangeRejected = isAnyOf(
  endpoints.addItems.matchRejected,
  endpoints.removeItem.matchRejected,
  endpoints.addVoucher.matchRejected,
  endpoints.removeVoucher.matchRejected,
  endpoints.savePersonalisation.matchRejected,
  endpoints.setInsurance.matchRejected,
  endpoints.extendReservation.matchRejected,
);

/** No answer came (the connection dropped, or the call timed out): the server may have done it. */
const UNANSWERED: ReadonlySet<unknown> = new Set(['FETCH_ERROR', 'TIMEOUT_ERROR']);

interface RejectedOrderChange {
  payload?: { status?: unknown };
  meta: { arg: { originalArgs?: { orderId?: unknown } }; condition?: boolean; aborted?: boolean };
}

/**
 * The id of the order a change was asked of when no answer came for it (not skipped, not
 * aborted), else null: whether the change was made only the order itself can tell.
 */
export function unansweredOrderChange(action: Action): string | null {
  if (!isOrderChangeRejected(action)) return null;
  const { payload, meta } = action as unknown as RejectedOrderChange;
  if (meta.condition || meta.aborted || !UNANSWERED.has(payload?.status)) return null;
  const orderId = meta.arg.originalArgs?.orderId;
  return typeof orderId === 'string' ? orderId : null;
}

/**
 * The id of the order a voucher code was refused for (422), else null. "Already applied" may come
 * after a redemption whose answer was lost and whose read afterwards failed too: the basket would
 * never show the code the shop holds, and every press would hear "already applied" again. Found
 * by basketUnderFaults.test.ts at 50 % faults (1 visitor of 30, 30 presses).
 */
export function voucherRefusedOrder(action: Action): string | null {
  if (!endpoints.addVoucher.matchRejected(action)) return null;
  const { payload, meta } = action as unknown as RejectedOrderChange;
  if (meta.condition || meta.aborted || payload?.status !== 422) return null;
  const orderId = meta.arg.originalArgs?.orderId;
  return typeof orderId === 'string' ? orderId : null;
}

/**
 * Failures the order answers itself, so the shared error alert stays quiet about them: a 404 on
 * the order read (the order is gone: forgotten silently, onGetOrderFailure), a refused voucher
 * code (422: the basket shows the server's message under the field), and an extension of the
 * reservation (the reservation notice or the expiry dialog, where the visitor asked, says why not).
 */
answersFailuresItself(
  (action, status) =>
    (endpoints.getOrder.matchRejected(action) && status === 404) ||
    (endpoints.addVoucher.matchRejected(action) && status === 422) ||
    endpoints.extendReservation.matchRejected(action),
);
