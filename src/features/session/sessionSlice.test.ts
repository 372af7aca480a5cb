import { makeStore } from '../../app/store';
import { orderDiscarded, orderStarted } from '../orderModel/orderEvents';
import { accessTokenReceived, selectAccessToken } from './sessionSlice';

describe('session', () => {
  it('starts without a token', () => {
    expect(makeStore().getState().session).toEqual({ accessToken: null });
  });

  it('keeps a received access token', () => {
    const store = makeStore();
    store.dispatch(accessTokenReceived('secret-token'));
    expect(selectAccessToken(store.getState())).toBe('secret-token');
  });

  it('keeps the token when the order goes', () => {
    const store = makeStore();
    store.dispatch(accessTokenReceived('t'));
    store.dispatch(orderStarted({ orderId: 'ord_1', expiresAt: 1_000 }));
    store.dispatch(orderDiscarded());
    expect(selectAccessToken(store.getState())).toBe('t');
  });

  it('names its actions as events', () => {
    expect(accessTokenReceived('t').type).toBe('session/accessTokenReceived');
  });
});
