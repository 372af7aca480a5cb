import { makeStore } from '../../app/store';
import { selectOrderId } from './currentOrder';
import {
  expiryConfirmed,
  orderDiscarded,
  orderNotFound,
  orderRestored,
  orderStarted,
} from './orderEvents';

describe('the current order', () => {
  it('starts without one', () => {
    expect(makeStore().getState().currentOrder).toEqual({ id: null });
  });

  it('starts and discards an order', () => {
    const store = makeStore();
    store.dispatch(orderStarted({ orderId: 'ord_1', expiresAt: 1_000 }));
    expect(selectOrderId(store.getState())).toBe('ord_1');
    store.dispatch(orderDiscarded());
    expect(selectOrderId(store.getState())).toBeNull();
  });

  it('takes a restored id and forgets it when the visitor confirms the expiry', () => {
    const store = makeStore();
    store.dispatch(orderRestored({ orderId: 'ord_2' }));
    expect(selectOrderId(store.getState())).toBe('ord_2');
    store.dispatch(expiryConfirmed());
    expect(selectOrderId(store.getState())).toBeNull();
  });

  it('forgets an order the server does not know, but not another one current by now', () => {
    const store = makeStore();
    store.dispatch(orderStarted({ orderId: 'ord_new', expiresAt: 1_000 }));
    store.dispatch(orderNotFound({ orderId: 'ord_old' }));
    expect(selectOrderId(store.getState())).toBe('ord_new');
    store.dispatch(orderNotFound({ orderId: 'ord_new' }));
    expect(selectOrderId(store.getState())).toBeNull();
  });

  it('names its events as the order’s', () => {
    expect(orderStarted({ orderId: 'o', expiresAt: 1 }).type).toBe('order/started');
    expect(orderDiscarded().type).toBe('order/discarded');
  });
});
