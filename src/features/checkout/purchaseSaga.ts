/**
 * What follows a paid order (the status page's answer said 'paid'): the purchase tracking domain
 * event (tracking's `purchase`, 'checkout/purchased', with the order id, its items, the total and
 * the currency), exactly once per order (see purchaseMemory), and the current order is discarded on the client
 * (session, lifecycle and local storage), so the next visit starts a new one. The checkout form
 * kept for the tab (checkoutDraft.ts) is forgotten: its payment is done.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeEvery } from 'redux-saga/effects';
import type { Order, OrderItem, OrderStatusAnswer } from '../../api/types';
import type { RootState } from '../../state/rootState';
import { clearStoredOrder, readStoredOrder } from '../order/orderStorage';
import { callEndpoint } from '../../api/sagaThunk';
import { orderDiscarded } from '../orderModel/orderEvents';
import { selectOrderId } from '../orderModel/currentOrder';
import { purchase } from '../tracking/trackingEvents';
import { clearCheckoutDraft } from './checkoutDraft';
import { claimPurchase, purchaseReported, rememberPurchase } from './purchaseMemory';
import { checkoutApi } from './checkoutApi';
import { orderRead } from '../orderModel/orderRead';

/** The order's items: from the cache when it holds the order, else fetched; [] when it cannot be read. */
function* itemsOf(orderId: string): SagaIterator<OrderItem[]> {
  const cached = (yield select(
    (state: RootState) => orderRead.endpoints.getOrder.select(orderId)(state).data,
  )) as Order | undefined;
  if (cached) return cached.items;
  try {
    const order = (yield call(
      callEndpoint<Order>,
      orderRead.endpoints.getOrder.initiate(orderId, { subscribe: false, forceRefetch: true }),
    )) as Order;
    return order.items;
  } catch {
    return [];
  }
}

function* onPaid(answer: OrderStatusAnswer): SagaIterator {
  const { orderId } = answer;
  if (!purchaseReported(orderId)) {
    claimPurchase(orderId); // before the first yield: a second answer meanwhile sends nothing
    const items = (yield call(itemsOf, orderId)) as OrderItem[];
    yield put(purchase({ orderId, items, total: answer.total, currency: answer.currency }));
    yield call(rememberPurchase, orderId);
  }
  yield call(clearCheckoutDraft);
  const current = (yield select(selectOrderId)) as string | null;
  if (current === orderId) {
    yield put(orderDiscarded()); // the lifecycle clears local storage too
  } else if (readStoredOrder()?.orderId === orderId) {
    yield call(clearStoredOrder);
  }
}

export function* purchaseSaga(): SagaIterator {
  yield takeEvery(checkoutApi.endpoints.getOrderStatus.matchFulfilled, function* onStatus(action) {
    const answer = action.payload;
    if (answer.status === 'paid') yield call(onPaid, answer);
  });
}
