/**
 * Seats on the chart become order items, one request at a time in the order the visitor asked:
 * a seat the chart has held in seats.io with the order's hold token (onHoldSucceeded) is added
 * (with its seat label) to the order; a seat the chart released has its item removed; another
 * ticket type swaps the item for one of the new variant, the seat staying held (keepSeatHold).
 * The order is made when the chart opens (seatingChartOpened), since the chart needs its hold
 * token. A seat skips the customisation dialog: it gets the delivery option the page chose (else
 * the article's first).
 *
 * Each call is made the one way every change of the order is (order/orderChange.ts: one
 * idempotency key, a lost answer reads the order, the error alert says what failed), under the
 * seat's fixed cache key (seatCalls.ts): the page reads from it what is under way and what the
 * server refused (409: the seat is taken) and puts the chart right. The order is fetched again
 * after a failure, which also notices an order the server no longer has.
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import { buffers, type Channel, type SagaIterator } from 'redux-saga';
import { actionChannel, call, fork, put, select, take, takeLeading } from 'redux-saga/effects';
import type {
  Article,
  NewOrderItem,
  Order,
  OrderItem,
  Placement,
  Shop,
  Variant,
} from '../../api/types';
import { ensureOrder, refreshOrder } from '../order/orderLifecycleSaga';
import { selectOrderActive, selectOrderHoldsNothing } from '../order/orderSelectors';
import { orderDiscarded } from '../orderModel/orderEvents';
import { selectCurrentOrder } from '../orderModel/currentOrder';
import { selectShop } from '../shop/shopSelectors';
import { seatCallKey } from './seatCalls';
import {
  seatDeselected,
  seatingChartOpened,
  seatingSessionEnded,
  seatSelected,
  seatTicketTypeChanged,
  type SeatPayload,
  type SeatSelectedPayload,
} from './seatingEvents';
import { newSeatItem } from './seatingModel';
import { carryOutOrderChange, type ChangeOutcome, type OrderChange } from '../order/orderChange';

/** Any of the four events (their type strings tell them apart; the payloads overlap). */
type SeatAction = PayloadAction<SeatPayload | SeatSelectedPayload | SessionEndedPayload>;
type SessionEndedPayload = ReturnType<typeof seatingSessionEnded>['payload'];

interface SeatContext {
  placement: Placement;
  article: Article;
  variant: Variant;
}

/** The placement, article and variant of a request, when the shop sells the variant there. */
function contextOf(shop: Shop | undefined, payload: SeatSelectedPayload): SeatContext | null {
  const placement = shop?.placements.find((candidate) => candidate.id === payload.placementId);
  const article =
    placement && shop?.articles.find((candidate) => candidate.id === placement.articleId);
  const variant = shop?.variants.find((candidate) => candidate.id === payload.variantId);
  if (!placement || !article?.seatsio || !variant || !placement.variantIds.includes(variant.id))
    return null;
  return { placement, article, variant };
}

const itemOnSeat = (order: Order | undefined, { placementId, seatLabel }: SeatPayload) =>
  order?.items.find((item) => item.placementId === placementId && item.seatLabel === seatLabel);

/** The server's order with this id: from the cache, else fetched. */
function* orderWithId(orderId: string): SagaIterator<Order | null> {
  const cached = (yield select(selectCurrentOrder)) as Order | undefined;
  if (cached?.id === orderId) return cached;
  return (yield call(refreshOrder)) as Order | null;
}

/**
 * Add one seat's item; true when the server took it. `tracked`: the call carries the seat's
 * cache key (a quiet repair after a failed swap does not).
 */
function* addSeatItem(orderId: string, item: NewOrderItem, tracked = true): SagaIterator<boolean> {
  const key = tracked ? seatCallKey(item.placementId, item.seatLabel ?? '') : undefined;
  const change: OrderChange = { kind: 'itemsAdded', items: [item] };
  return (yield call(seatChange, orderId, change, key)) as boolean;
}

/** Remove one seat's item; true when the server removed it. `swap`: to add it anew at once. */
function* removeSeatItem(orderId: string, item: OrderItem, swap = false): SagaIterator<boolean> {
  // a swap keeps the seat held in seats.io: the new ticket type's item needs it
  const change: OrderChange = { kind: 'itemRemoved', itemId: item.id, keepSeatHold: swap };
  const key = seatCallKey(item.placementId, item.seatLabel ?? '', swap);
  return (yield call(seatChange, orderId, change, key)) as boolean;
}

/** One change for a seat; true when made. A failure reads the order (the seat may be taken). */
function* seatChange(
  orderId: string,
  change: OrderChange,
  key: string | undefined,
): SagaIterator<boolean> {
  const outcome = (yield call(carryOutOrderChange, orderId, change, key)) as ChangeOutcome;
  if (!outcome.ok) yield call(refreshOrder);
  return outcome.ok;
}

/** A selected seat: its item is added, to a new order when there is none. */
export function* holdSeat(payload: SeatSelectedPayload): SagaIterator {
  const context = contextOf((yield select(selectShop)) as Shop | undefined, payload);
  if (!context) return;
  // null: creating the order failed (the alert says why) or its reservation ran out (the dialog)
  const orderId = (yield call(ensureOrder)) as string | null;
  if (orderId === null) return;
  const order = (yield call(orderWithId, orderId)) as Order | null;
  if (!order || itemOnSeat(order, payload)) return;
  const { placement, article, variant } = context;
  const item = newSeatItem(placement, article, variant, payload.seatLabel, payload.deliveryOption);
  yield call(addSeatItem, orderId, item);
}

/** A deselected seat: its item leaves the current order (there is nothing to do without one). */
export function* releaseSeat(payload: SeatPayload): SagaIterator {
  const order = (yield select(selectCurrentOrder)) as Order | undefined;
  const item = itemOnSeat(order, payload);
  if (!order || !item) return;
  yield call(removeSeatItem, order.id, item);
}

/**
 * Another ticket type for a held seat: the item is removed and one of the new variant added on
 * the same seat with the same delivery. Should the new one be refused, the old one is put back.
 */
export function* changeTicketType(payload: SeatSelectedPayload): SagaIterator {
  const context = contextOf((yield select(selectShop)) as Shop | undefined, payload);
  const order = (yield select(selectCurrentOrder)) as Order | undefined;
  const item = itemOnSeat(order, payload);
  if (!context || !order || !item || item.variant === payload.variantId) return;
  const { placement, article, variant } = context;
  const removed = (yield call(removeSeatItem, order.id, item, true)) as boolean;
  if (!removed) return;
  const swapped = newSeatItem(placement, article, variant, payload.seatLabel, item.deliveryOption);
  const added = (yield call(addSeatItem, order.id, swapped)) as boolean;
  if (added) return;
  const shop = (yield select(selectShop)) as Shop | undefined;
  const previous = shop?.variants.find((candidate) => candidate.id === item.variant);
  if (!previous) return;
  const restored = newSeatItem(
    placement,
    article,
    previous,
    payload.seatLabel,
    item.deliveryOption,
  );
  yield call(addSeatItem, order.id, restored, false);
}

function* handle(action: SeatAction): SagaIterator {
  switch (action.type) {
    case seatSelected.type:
      yield call(holdSeat, action.payload as SeatSelectedPayload);
      break;
    case seatDeselected.type:
      yield call(releaseSeat, action.payload as SeatPayload);
      break;
    case seatTicketTypeChanged.type:
      yield call(changeTicketType, action.payload as SeatSelectedPayload);
      break;
    case seatingSessionEnded.type:
      yield call(letEmptyOrderGo, action.payload as SessionEndedPayload);
      break;
  }
}

/**
 * The chart's session ended with the reservation: an order that holds nothing is let go now, as
 * it would be when its reservation runs out (reservationSaga.ts), and the page asks for the next
 * one, whose token brings the chart back. Without this the page said "your reservation is running
 * out" about nothing, and a seat chosen in the list then was lost, with no chart to hold it. It
 * waits its turn behind the seat calls: a seat on its way keeps the order.
 */
export function* letEmptyOrderGo({ orderId }: SessionEndedPayload): SagaIterator {
  const current = (yield select(selectCurrentOrder)) as Order | undefined;
  const active = (yield select(selectOrderActive)) as boolean;
  const holdsNothing = (yield select(selectOrderHoldsNothing)) as boolean;
  // only the order whose session ended: a late word about an earlier one changes nothing
  if (active && holdsNothing && current?.id === orderId) yield put(orderDiscarded());
}

/** The chart needs the order's hold token: an order is made when there is none (null: it failed). */
export function* orderForChart(): SagaIterator {
  yield call(ensureOrder);
}

export function* seatSaga(): SagaIterator {
  yield fork(function* watchOpened(): SagaIterator {
    yield takeLeading(seatingChartOpened, orderForChart);
  });
  // one request at a time, none lost: a click while a call is under way waits its turn
  const requests = (yield actionChannel(
    [seatSelected.type, seatDeselected.type, seatTicketTypeChanged.type, seatingSessionEnded.type],
    buffers.expanding(16),
  )) as Channel<SeatAction>;
  for (;;) {
    const action = (yield take(requests)) as SeatAction;
    try {
      yield call(handle, action);
    } catch {
      // never let one bad request stop the seats for good
    }
  }
}
