import { makeStore } from '../../app/store';
import {
  accessTokenReceived,
  orderDiscarded,
  orderStarted,
  selectAccessToken,
  selectOrderId,
} from './sessionSlice';

describe('session', () => {
  it('starts without token and order', () => {
    expect(makeStore().getState().session).toEqual({
      accessToken: null,
      orderId: null,
    });
  });

  it('keeps a received access token', () => {
    const store = makeStore();
    store.dispatch(accessTokenReceived('secret-token'));
    expect(selectAccessToken(store.getState())).toBe('secret-token');
  });

  it('starts and discards an order', () => {
    const store = makeStore();
    store.dispatch(orderStarted({ orderId: 'ord_1', expiresAt: 1_000 }));
    expect(selectOrderId(store.getState())).toBe('ord_1');
    store.dispatch(orderDiscarded());
    expect(selectOrderId(store.getState())).toBeNull();
  });

  it('keeps the token when the order goes', () => {
    const store = makeStore();
    store.dispatch(accessTokenReceived('t'));
    store.dispatch(orderStarted({ orderId: 'ord_1', expiresAt: 1_000 }));
    store.dispatch(orderDiscarded());
    expect(selectAccessToken(store.getState())).toBe('t');
  });

  it('names its actions as events', () => {
    expect(orderStarted({ orderId: 'o', expiresAt: 1 }).type).toBe('session/orderStarted');
    expect(accessTokenReceived('t').type).toBe('session/accessTokenReceived');
  });
});
