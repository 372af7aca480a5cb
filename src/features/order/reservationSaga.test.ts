/** The reservation countdown on a real store against the demo server, on jest's fake clock. */
import type { AppStore } from '../../state/rootState';
import { demoApiPerTest } from '../../test/demoApi';
import { selectOrderId } from '../orderModel/currentOrder';
import { opened, selectCartOpen } from './cartSlice';
import { amountChanged, expiryConfirmed } from '../orderModel/orderEvents';
import {
  selectExpiryDialogOpen,
  selectOrderActive,
  selectOrderPhase,
  selectSecondsLeft,
  selectOrderExpiresAt,
} from './orderSelectors';
import { advance, createOrder, until, withFakeClock } from './orderTestKit';
import { orderApi } from './orderApi';

const start = demoApiPerTest();
withFakeClock();

const IMPRO = { placementId: 'pl-improtheater', variantId: 'var-impro-erwachsene' };

/** The order creations the server saw (POST /order itself, not its items). */
const orderCreations = (api: Awaited<ReturnType<typeof start>>) =>
  api.requests.filter(
    (request) => request.method === 'POST' && request.path === '/api/shop/v2/order',
  );

/** A current order with one ticket in it. */
async function orderWithTicket(store: AppStore) {
  const order = await createOrder(store);
  await store
    .dispatch(
      orderApi.endpoints.addItems.initiate({
        orderId: order.id,
        items: [{ placementId: IMPRO.placementId, variant: IMPRO.variantId }],
      }),
    )
    .unwrap();
  return order;
}

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
    await orderWithTicket(store);
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
    const first = await orderWithTicket(store);
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
    expect(orderCreations(api)).toHaveLength(2);
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

  it('an order that holds nothing runs out without a word: forgotten, a new one only when needed', async () => {
    const api = await start({ reservationSeconds: 3 });
    const store = api.makeStore();
    // the new empty order a confirmed expiry leaves behind, or a basket the visitor emptied
    const empty = await createOrder(store);
    store.dispatch(opened());
    expect(window.localStorage.getItem('billett.order')).toContain(empty.id);

    await advance(3000);
    expect(selectExpiryDialogOpen(store.getState())).toBe(false);
    expect(selectOrderPhase(store.getState())).toBe('none');
    expect(selectOrderId(store.getState())).toBeNull();
    expect(selectSecondsLeft(store.getState())).toBeNull();
    expect(window.localStorage.getItem('billett.order')).toBeNull();
    // the visitor is not interrupted: the cart stays as it was, no order is made for nothing
    expect(selectCartOpen(store.getState())).toBe(true);
    await advance(10_000);
    expect(orderCreations(api)).toHaveLength(1);
    expect(selectExpiryDialogOpen(store.getState())).toBe(false);

    // the next add makes a new order
    store.dispatch(amountChanged({ ...IMPRO, amount: 1 }));
    await advance(500);
    await until(() => selectOrderActive(store.getState()), 'the new order');
    expect(selectOrderId(store.getState())).not.toBe(empty.id);
    expect(orderCreations(api)).toHaveLength(2);
  });

  it('a voucher alone, or an amount still waiting to be sent, is something to lose: the dialog opens', async () => {
    const withVoucher = await start({ reservationSeconds: 2 });
    const first = withVoucher.makeStore();
    const order = await createOrder(first);
    await first
      .dispatch(orderApi.endpoints.addVoucher.initiate({ orderId: order.id, code: 'GIFT-50' }))
      .unwrap();
    await advance(2000);
    expect(selectExpiryDialogOpen(first.getState())).toBe(true);

    const waiting = await start({ reservationSeconds: 2 });
    const second = waiting.makeStore();
    await createOrder(second);
    await advance(1800);
    // clicked + 200 ms before the end: the round is not sent yet (500 ms of quiet)
    second.dispatch(amountChanged({ ...IMPRO, amount: 1 }));
    await advance(200);
    expect(selectExpiryDialogOpen(second.getState())).toBe(true);
  });
});
