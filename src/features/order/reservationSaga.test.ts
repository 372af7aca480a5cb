/** The reservation countdown on a real store against the demo server, on jest's fake clock. */
import { demoApiPerTest } from '../../test/demoApi';
import { selectOrderExpiresAt, selectOrderId } from '../session/sessionSlice';
import { opened, selectCartOpen } from './cartSlice';
import { amountChanged, expiryConfirmed } from './orderEvents';
import {
  selectExpiryDialogOpen,
  selectOrderActive,
  selectOrderPhase,
  selectSecondsLeft,
} from './orderSelectors';
import { advance, createOrder, until, withFakeClock } from './orderTestKit';

const start = demoApiPerTest();
withFakeClock();

describe('the reservation countdown', () => {
  it('turns the answer into an absolute expiresAt once and ticks every second', async () => {
    const api = await start({ reservationSeconds: 600 });
    const store = api.makeStore();
    const receivedAt = Date.now();
    const order = await createOrder(store);
    expect(selectOrderId(store.getState())).toBe(order.id);
    expect(selectOrderExpiresAt(store.getState())).toBe(receivedAt + 600_000);
    expect(selectOrderActive(store.getState())).toBe(true);
    expect(selectSecondsLeft(store.getState())).toBe(600);

    await advance(1000);
    expect(selectSecondsLeft(store.getState())).toBe(599);
    await advance(59_000);
    expect(selectSecondsLeft(store.getState())).toBe(540);
    // the absolute time does not move with the ticks
    expect(selectOrderExpiresAt(store.getState())).toBe(receivedAt + 600_000);
  });

  it('at 0 the reservation expires and the confirmation opens', async () => {
    const api = await start({ reservationSeconds: 3 });
    const store = api.makeStore();
    await createOrder(store);
    expect(selectExpiryDialogOpen(store.getState())).toBe(false);

    await advance(2000);
    expect(selectSecondsLeft(store.getState())).toBe(1);
    expect(selectExpiryDialogOpen(store.getState())).toBe(false);
    await advance(1000);
    expect(selectSecondsLeft(store.getState())).toBe(0);
    expect(selectOrderPhase(store.getState())).toBe('expired');
    expect(selectOrderActive(store.getState())).toBe(false);
    expect(selectExpiryDialogOpen(store.getState())).toBe(true);

    // no more ticks after 0
    await advance(5000);
    expect(selectSecondsLeft(store.getState())).toBe(0);
  });

  it('confirming discards the order, creates a new one and closes the cart', async () => {
    const api = await start({ reservationSeconds: 2 });
    const store = api.makeStore();
    const first = await createOrder(store);
    store.dispatch(opened());
    await advance(2000);
    expect(selectExpiryDialogOpen(store.getState())).toBe(true);

    store.dispatch(expiryConfirmed());
    expect(selectExpiryDialogOpen(store.getState())).toBe(false);
    expect(selectCartOpen(store.getState())).toBe(false);
    await until(() => selectOrderActive(store.getState()), 'the new order');
    const second = selectOrderId(store.getState());
    expect(second).not.toBeNull();
    expect(second).not.toBe(first.id);
    expect(api.requestsTo('/api/shop/v2/order', 'POST')).toHaveLength(2);
    expect(selectSecondsLeft(store.getState())).toBe(2);
    expect(window.localStorage.getItem('billett.order')).toContain(second);
  });

  it('an add renews the reservation: expiresAt moves out and the count starts over', async () => {
    const api = await start({ reservationSeconds: 60 });
    const store = api.makeStore();
    await createOrder(store);
    const firstExpiry = selectOrderExpiresAt(store.getState())!;
    await advance(20_000);
    expect(selectSecondsLeft(store.getState())).toBe(40);

    store.dispatch(
      amountChanged({
        placementId: 'pl-improtheater',
        variantId: 'var-impro-erwachsene',
        amount: 1,
      }),
    );
    await advance(500);
    await until(() => api.requestsTo('/api/shop/v2/order/', 'POST').length === 1, 'the add');
    await until(() => selectOrderExpiresAt(store.getState()) !== firstExpiry, 'the renewal');
    expect(selectOrderExpiresAt(store.getState())).toBe(firstExpiry + 20_500);
    expect(selectSecondsLeft(store.getState())).toBe(60);
    await advance(1000);
    expect(selectSecondsLeft(store.getState())).toBe(59);
  });
});
