/**
 * The one way the storefront changes the visitor's order. What the visitor asks for is an event
 * (the amounts: orderModel/orderEvents.ts amountChanged; the basket's one-call changes:
 * orderModel/basketEvents.ts; the seats: seating/seatingEvents.ts; the customisation flow's
 * add) that a saga carries out through carryOutOrderChange. What a change's failure does is
 * written once, here and in what every change's call passes through:
 * - one idempotency key per change, made here once: the base query's retries of a lost answer
 *   repeat it, so the shop does the change once (api/retryPolicy.ts: what is sent again);
 * - a change whose answer was lost (or a code refused as if applied) puts the order in doubt
 *   and has it read again, in the same dispatch as the failure (orderLifecycleSaga.ts);
 * - the error alert says what failed and why (errors/errorSaga.ts), except a refusal said where
 *   the visitor asked: the outcome's `refusal` (a voucher code, 422);
 * - nothing is changed in the basket before the shop answered: a failed change leaves it as it
 *   was; an answer becomes the order's cache entry by one path (orderLifecycleSaga.ts).
 * The saga that asked gets the outcome to go on with: the amounts try again in rounds, a ticket
 * type swap puts the old seat back, the cart panel says what came of it (basketChanges.ts).
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, select } from 'redux-saga/effects';
import { isApiError } from '../../api/errors';
import { callEndpoint } from '../../api/sagaThunk';
import type { NewOrderItem, Order } from '../../api/types';
import { newId } from '../../lib/ids';
import { selectCurrentOrder } from '../orderModel/currentOrder';
import { basketItemsAdded } from '../orderModel/orderEvents';
import { orderApi } from './orderApi';

/** A change of the order, in the shop's words. */
export type OrderChange =
  | { kind: 'itemsAdded'; items: NewOrderItem[] }
  /** `keepSeatHold`: a seat's ticket swapped for another type keeps its seat held */
  | { kind: 'itemRemoved'; itemId: string; keepSeatHold?: boolean }
  | { kind: 'voucherRedeemed'; code: string }
  | { kind: 'voucherRemoved'; voucherId: string }
  | { kind: 'insuranceChosen'; enabled: boolean };

/** The order the change left; or what it failed with, and the shop's refusal to say at the field. */
export type ChangeOutcome =
  { ok: true; order: Order } | { ok: false; error: unknown; refusal: string | null };

/** `callKey`: the call is kept in the API's state under it (the seat page reads it, seatCalls.ts). */
const optionsOf = (callKey?: string) =>
  callKey === undefined ? { track: false } : { fixedCacheKey: callKey };

const { endpoints } = orderApi;

/** What travels with one change: its idempotency key, and an add's tracking event id. */
interface ChangeIds {
  idempotencyKey: string;
  trackingEventId: string;
}

/** The endpoint call that makes `change`. */
function callOf(orderId: string, change: OrderChange, ids: ChangeIds, callKey?: string) {
  const options = optionsOf(callKey);
  const { idempotencyKey, trackingEventId } = ids;
  switch (change.kind) {
    case 'itemsAdded': {
      const args = { orderId, items: change.items, trackingEventId, idempotencyKey };
      return endpoints.addItems.initiate(args, options);
    }
    case 'itemRemoved': {
      const { itemId, keepSeatHold } = change;
      const args = { orderId, itemId, ...(keepSeatHold ? { keepSeatHold } : {}) };
      return endpoints.removeItem.initiate(args, options);
    }
    case 'voucherRedeemed':
      return endpoints.addVoucher.initiate({ orderId, code: change.code, idempotencyKey }, options);
    case 'voucherRemoved':
      return endpoints.removeVoucher.initiate({ orderId, voucherId: change.voucherId }, options);
    case 'insuranceChosen':
      return endpoints.setInsurance.initiate({ orderId, enabled: change.enabled }, options);
  }
}

/** The shop's own words for a refused code (422: unknown, used up, already applied), else null. */
function refusalOf(change: OrderChange, error: unknown): string | null {
  if (change.kind !== 'voucherRedeemed' || !isApiError(error)) return null;
  return error.status === 422 && error.detail !== undefined ? error.detail : null;
}

/** Carries out one change of the order with this id; see the top of this file. */
export function* carryOutOrderChange(
  orderId: string,
  change: OrderChange,
  callKey?: string,
): SagaIterator<ChangeOutcome> {
  const before = (yield select(selectCurrentOrder)) as Order | undefined;
  // made once for this change: the base query's retries send the same (never a second change)
  const ids: ChangeIds = { idempotencyKey: newId(), trackingEventId: newId() };
  let order: Order;
  try {
    order = (yield call(callEndpoint<Order>, callOf(orderId, change, ids, callKey))) as Order;
  } catch (error) {
    return { ok: false, error, refusal: refusalOf(change, error) };
  }
  if (change.kind === 'itemsAdded') {
    // items added: a tracking domain event, with the items the shop added as it answered them
    const known = new Set((before?.id === orderId ? before.items : []).map((item) => item.id));
    const items = order.items.filter((item) => !known.has(item.id));
    yield put(basketItemsAdded({ items, trackingEventId: ids.trackingEventId }));
  }
  return { ok: true, order };
}
