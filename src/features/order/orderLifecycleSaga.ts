/**
 * The order's life (spec section 4): created lazily by ensureOrder, restored after a reload,
 * kept fresh from every answer (and read again when a change got no answer), forgotten on a 404
 * (silently) or after the visitor confirmed the expiry (then a new one is made and the cart closes).
 */
import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, fork, put, select, take, takeEvery, takeLeading } from 'redux-saga/effects';
import { siteConfig } from '../../../config/site';
import type { Order } from '../../api/types';
import {
  orderDiscarded,
  orderStarted,
  orderCreationFailed,
  orderCreationStarted,
  orderRefreshFailed,
  orderRefreshRequested,
  orderRestoreRequested,
  expiryConfirmed,
  orderNotFound,
  orderRestored,
  reservationRenewed,
  orderInDoubt,
} from '../orderModel/orderEvents';
import { selectOrderId } from '../orderModel/currentOrder';
import { closed as cartClosed } from './cartSlice';
import {
  expiresAtOf,
  getOrderFailure,
  isOrderAnswer,
  isOrderCreated,
  isSupersededOrderRead,
  type OrderAnswerAction,
  unansweredOrderChange,
  voucherRefusedOrder,
} from './orderAnswers';
import type { OrderPhase } from './orderLifecycleSlice';
import { selectOrderPhase } from './orderSelectors';
import { clearStoredOrder, readStoredOrder, storeOrder } from './orderStorage';
import { callEndpoint, dispatchThunk } from '../../api/sagaThunk';
import { orderApi } from './orderApi';
import { orderRead } from '../orderModel/orderRead';
import { dispatchedAt } from '../../state/dispatchTime';

const endpoints = { ...orderApi.endpoints, ...orderRead.endpoints };

/** What ends a 'starting' phase. */
const startSettled = [
  orderStarted.type,
  reservationRenewed.type,
  orderDiscarded.type,
  orderCreationFailed.type,
  orderRefreshFailed.type,
  orderNotFound.type,
];

/** Ask the server for a new order for the configured shop; its id, or null when that failed. */
function* createOrder(): SagaIterator<string | null> {
  const shop = siteConfig.shopSlug;
  if (!shop) return null;
  yield put(orderCreationStarted());
  try {
    // the answer is turned into orderStarted by watchOrderAnswers
    const order = (yield call(
      callEndpoint<Order>,
      endpoints.createOrder.initiate(shop, { track: false }),
    )) as Order;
    return order.id;
  } catch {
    yield put(orderCreationFailed()); // the error saga tells the visitor why
    return null;
  }
}

/**
 * The current active order's id, creating an order when there is none. Other sagas call it
 * before changing the order. Null when no order can be had now: creating failed, or the
 * reservation ran out and the visitor has not confirmed that yet.
 */
export function* ensureOrder(): SagaIterator<string | null> {
  for (;;) {
    const phase = (yield select(selectOrderPhase)) as OrderPhase;
    const orderId = (yield select(selectOrderId)) as string | null;
    if (phase === 'starting') {
      yield take(startSettled); // another saga is getting the order: use that one
    } else if (phase === 'expired') {
      return null;
    } else if (phase === 'active' && orderId !== null) {
      return orderId;
    } else {
      return (yield call(createOrder)) as string | null;
    }
  }
}

/**
 * Fetch the current order again (never from the cache). The answer restarts the timer (through
 * watchOrderAnswers); a 404 marks the order expired-confirmed, silently. Null when it failed.
 */
export function* refreshOrder(): SagaIterator<Order | null> {
  const orderId = (yield select(selectOrderId)) as string | null;
  if (orderId === null) return null;
  try {
    return (yield call(
      callEndpoint<Order>,
      endpoints.getOrder.initiate(orderId, { subscribe: false, forceRefetch: true }),
    )) as Order;
  } catch {
    return null; // watchOrderFailures has told the state; the error saga the visitor
  }
}

/**
 * Every order answer: a mutation's answer becomes the getOrder cache entry, and its reservation
 * time is converted once, here, on receipt. A mutation's answer is always written (it holds the
 * change this page asked for); a read's answer only when it is not older (getOrder in orderModel/orderRead.ts).
 *
 * The cache is written while the answer's own action is being dispatched (this saga runs inside
 * that dispatch), not a few promise turns later: a screen that shows what the visitor asked for
 * while a change is on its way (the insurance box: the call's arguments while it is pending, then
 * the order) must never render in between, when the call is over but the order is still the old
 * one: the box flipped back to its old state, enabled, until the order arrived.
 */
function* onOrderAnswer(action: OrderAnswerAction): SagaIterator {
  // a read that answered after a newer answer was written: the cache and the timer have that one
  if (isSupersededOrderRead(action)) return;
  const order = action.payload;
  const expiresAt = expiresAtOf(order.reservationExpiresInSeconds, dispatchedAt(action));
  // a getOrder answer is the cache entry already
  if (!endpoints.getOrder.matchFulfilled(action)) {
    // for a new order: in the cache before it becomes current, so holding it (keepOrderCached)
    // does not fetch it again
    yield put(
      orderRead.util.upsertQueryEntries([
        { endpointName: 'getOrder', arg: order.id, value: order },
      ]),
    );
  }
  if (isOrderCreated(action)) {
    yield put(orderStarted({ orderId: order.id, expiresAt }));
    return;
  }
  const current = (yield select(selectOrderId)) as string | null;
  if (order.id !== current) return;
  // a paid order is done: never the basket again, however the page learnt it (a stored order
  // restored after its status page was left before the page's own read of the status came back)
  yield put(order.status === 'paid' ? orderDiscarded() : reservationRenewed(expiresAt));
}

/** getOrder failed for the current order: 404 means gone (no message); anything else is shown. */
function* onGetOrderFailure(action: Action): SagaIterator {
  const failure = getOrderFailure(action);
  const current = (yield select(selectOrderId)) as string | null;
  if (failure === null || failure.orderId !== current) return;
  if (failure.status === 404) yield put(orderNotFound({ orderId: failure.orderId }));
  else yield put(orderRefreshFailed({ orderId: failure.orderId }));
}

/**
 * A change of the current order left in doubt: no answer came (a dropped connection, a timeout),
 * or a code was refused as if applied. The server may have made it all the same, so the order is
 * read again and the basket shows what it holds. (A refused or failed answer otherwise says the
 * change was not made: nothing to read.)
 */
const changeInDoubt = (action: Action): string | null =>
  unansweredOrderChange(action) ?? voucherRefusedOrder(action);

function* onUnansweredChange(action: Action): SagaIterator {
  const current = (yield select(selectOrderId)) as string | null;
  if (current === null || changeInDoubt(action) !== current) return;
  // until a read sent from now on answers, no one plans from the cached order (currentOrder.ts)
  yield put(orderInDoubt({ orderId: current }));
  yield call(refreshOrder);
}

function* watchOrderAnswers(): SagaIterator {
  yield takeEvery(
    (action: Action) => isOrderCreated(action) || isOrderAnswer(action),
    onOrderAnswer,
  );
  yield takeEvery(endpoints.getOrder.matchRejected, onGetOrderFailure);
  yield takeEvery((action: Action) => changeInDoubt(action) !== null, onUnansweredChange);
}

/** The order id in local storage follows the session: written when one starts, removed when it goes. */
function* persistOrder(): SagaIterator {
  yield takeEvery(orderStarted, function* write(action: ReturnType<typeof orderStarted>) {
    const shop = siteConfig.shopSlug;
    if (shop) yield call(storeOrder, { orderId: action.payload.orderId, shop });
  });
  yield takeEvery(
    [expiryConfirmed.type, orderNotFound.type, orderDiscarded.type],
    function* clear() {
      yield call(clearStoredOrder);
    },
  );
}

/**
 * Hold one subscription to the current order's getOrder entry, so the answer the mutations
 * write there stays in the cache for as long as the order is current.
 */
function* keepOrderCached(): SagaIterator {
  let subscribedTo: string | null = null;
  let subscription: { unsubscribe(): void } | null = null;
  for (;;) {
    const orderId = (yield select(selectOrderId)) as string | null;
    if (orderId !== subscribedTo) {
      subscription?.unsubscribe();
      subscription =
        orderId === null
          ? null
          : ((yield call(dispatchThunk, endpoints.getOrder.initiate(orderId))) as {
              unsubscribe(): void;
            });
      subscribedTo = orderId;
    }
    yield take([
      orderStarted.type,
      orderRestored.type,
      orderDiscarded.type,
      orderNotFound.type,
      expiryConfirmed.type,
    ]);
  }
}

/** After a reload: the stored order of this shop, fetched again; a 404 forgets it silently. */
function* restoreStoredOrder(): SagaIterator {
  const stored = readStoredOrder();
  const current = (yield select(selectOrderId)) as string | null;
  if (stored === null || current !== null) return;
  if (stored.shop !== siteConfig.shopSlug) {
    clearStoredOrder();
    return;
  }
  yield put(orderRestored({ orderId: stored.orderId }));
  yield call(refreshOrder);
}

/** The visitor confirmed the expiry: the order is already forgotten (reducers); close the cart, start anew. */
function* startOverAfterExpiry(): SagaIterator {
  yield put(cartClosed());
  yield call(ensureOrder);
}

export function* orderLifecycleSaga(): SagaIterator {
  yield fork(watchOrderAnswers);
  yield fork(persistOrder);
  yield fork(keepOrderCached);
  yield takeLeading(orderRestoreRequested, restoreStoredOrder);
  // the cart's "try again" when the order could not be fetched (a failure raises the alert again)
  yield takeLeading(orderRefreshRequested, refreshOrder);
  yield takeLeading(expiryConfirmed, startOverAfterExpiry);
}
