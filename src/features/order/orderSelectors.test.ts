/**
 * What the screens read about the visitor's order: whether it is known, loading, failed or being
 * read again, open, extendable, empty, and how many of a variant it holds. Each on a real store
 * (no sagas: the states are made by the events that make them) against the demo shop.
 */
import type { Order } from '../../api/types';
import { createShopStore } from '../../app/shopStore';
import type { AppStore } from '../../state/rootState';
import { demoApiPerTest } from '../../test/demoApi';
import {
  amountChanged,
  orderCreationStarted,
  orderRestored,
  orderStarted,
  reservationExtensionRefused,
  reservationExtensionRequested,
} from '../orderModel/orderEvents';
import { orderRead } from '../orderModel/orderRead';
import { orderApi } from './orderApi';
import {
  countVariantItems,
  selectOrderActive,
  selectOrderHoldsNothing,
  selectOrderItemCount,
  selectOrderKnown,
  selectOrderMissing,
  selectOrderOpen,
  selectOrderReading,
  selectExtensionOffered,
  selectReservationExtendable,
} from './orderSelectors';

const start = demoApiPerTest();
const IMPRO = { placementId: 'pl-improtheater', variantId: 'var-impro-erwachsene' };

async function shopStore(): Promise<AppStore> {
  return createShopStore(undefined, (await start()).services);
}

/** A new order of the demo shop, made current and its answer in the store. */
async function withOrder(store: AppStore): Promise<Order> {
  const order = await store.dispatch(orderApi.endpoints.createOrder.initiate('shop-demo')).unwrap();
  store.dispatch(orderStarted({ orderId: order.id, expiresAt: Date.now() + 60_000 }));
  await store.dispatch(orderRead.util.upsertQueryData('getOrder', order.id, order));
  return order;
}

/** The current order's answer replaced by `change` of it (as a later read would bring it). */
const answer = (store: AppStore, order: Order, change: Partial<Order>) =>
  store.dispatch(orderRead.util.upsertQueryData('getOrder', order.id, { ...order, ...change }));

describe('the order selectors', () => {
  it('without an order: known, nothing missing unless one is being made, not open or active', async () => {
    const store = await shopStore();
    const state = store.getState();
    expect(selectOrderKnown(state)).toBe(true);
    expect(selectOrderMissing(state)).toBeNull();
    expect(selectOrderReading(state)).toBe(false);
    expect(selectOrderActive(state)).toBe(false);
    expect(selectOrderOpen(state)).toBe(false);
    expect(selectReservationExtendable(state)).toBe(false);
    // no answer, so nothing is known to be empty: a reservation ending here loses nothing unseen
    expect(selectOrderHoldsNothing(state)).toBe(false);
    expect(selectOrderItemCount(state)).toBe(0);

    store.dispatch(orderCreationStarted());
    expect(selectOrderMissing(store.getState())).toBe('loading');
  });

  it('an order started and answered: known, active, open, holding nothing', async () => {
    const store = await shopStore();
    await withOrder(store);
    const state = store.getState();
    expect(selectOrderKnown(state)).toBe(true);
    expect(selectOrderMissing(state)).toBeNull();
    expect(selectOrderActive(state)).toBe(true);
    expect(selectOrderOpen(state)).toBe(true);
    expect(selectOrderHoldsNothing(state)).toBe(true);
  });

  it('a restored order whose answer is not in: unknown, loading, not active; being read', async () => {
    const store = await shopStore();
    const { id } = await store
      .dispatch(orderApi.endpoints.createOrder.initiate('shop-demo'))
      .unwrap();
    store.dispatch(orderRestored({ orderId: id }));
    expect(selectOrderKnown(store.getState())).toBe(false);
    expect(selectOrderMissing(store.getState())).toBe('loading');
    expect(selectOrderActive(store.getState())).toBe(false);

    const read = store.dispatch(orderRead.endpoints.getOrder.initiate(id));
    expect(selectOrderReading(store.getState())).toBe(true);
    await read;
    read.unsubscribe();
    expect(selectOrderReading(store.getState())).toBe(false);
    expect(selectOrderKnown(store.getState())).toBe(true);
    expect(selectOrderMissing(store.getState())).toBeNull();
  });

  it('a read that failed is "failed", but "loading" while the order is still being made', async () => {
    const store = await shopStore();
    store.dispatch(orderRestored({ orderId: 'ord-unknown-to-the-shop' }));
    const read = store.dispatch(orderRead.endpoints.getOrder.initiate('ord-unknown-to-the-shop'));
    await read;
    read.unsubscribe();
    // the restore's phase is 'starting' until the lifecycle saga hears the answer
    expect(selectOrderMissing(store.getState())).toBe('loading');
    store.dispatch(orderStarted({ orderId: 'ord-unknown-to-the-shop', expiresAt: Date.now() }));
    expect(selectOrderMissing(store.getState())).toBe('failed');
    expect(selectOrderKnown(store.getState())).toBe(false);
  });

  it('holds something once it has an item, a voucher, or an amount waiting to be applied', async () => {
    const store = await shopStore();
    const order = await withOrder(store);
    await answer(store, order, {
      items: [{ placementId: IMPRO.placementId, variant: IMPRO.variantId } as never],
    });
    expect(selectOrderHoldsNothing(store.getState())).toBe(false);
    expect(selectOrderItemCount(store.getState())).toBe(1);

    await answer(store, order, { items: [], vouchers: [{ id: 'v-1' } as never] });
    expect(selectOrderHoldsNothing(store.getState())).toBe(false);

    await answer(store, order, { items: [], vouchers: [] });
    expect(selectOrderHoldsNothing(store.getState())).toBe(true);
    store.dispatch(amountChanged({ ...IMPRO, amount: 1 }));
    expect(selectOrderHoldsNothing(store.getState())).toBe(false);
  });

  it('can be extended only while open and with extensions left', async () => {
    const store = await shopStore();
    const order = await withOrder(store);
    const extendable = async (change: Partial<Order>) => {
      await answer(store, order, change);
      return selectReservationExtendable(store.getState());
    };
    expect(await extendable({ reservationExtensionsLeft: 1 })).toBe(true);
    expect(await extendable({ reservationExtensionsLeft: 0 })).toBe(false);
    expect(await extendable({ reservationExtensionsLeft: undefined })).toBe(false);
    expect(await extendable({ reservationExtensionsLeft: 2, status: 'pending' })).toBe(false);
    expect(selectOrderOpen(store.getState())).toBe(false);
  });

  it('offers to extend while it can be extended, until the shop refuses for good', async () => {
    const store = await shopStore();
    const order = await withOrder(store);
    const offered = () => selectExtensionOffered(store.getState());
    await answer(store, order, { reservationExtensionsLeft: 1 });
    expect(offered()).toBe(true);
    store.dispatch(reservationExtensionRequested());
    expect(offered()).toBe(true);

    // a refusal worth asking again (the shop was not reached) keeps the offer
    const unreachable = { messageKey: 'errors.network' as const };
    store.dispatch(reservationExtensionRefused({ message: unreachable, retryable: true }));
    expect(offered()).toBe(true);
    store.dispatch(reservationExtensionRequested());
    store.dispatch(
      reservationExtensionRefused({ message: { detail: 'Seats taken' }, retryable: false }),
    );
    expect(offered()).toBe(false);

    // a new request clears the refusal: the offer is back while the order allows it
    store.dispatch(reservationExtensionRequested());
    expect(offered()).toBe(true);
    await answer(store, order, { reservationExtensionsLeft: 0 });
    expect(offered()).toBe(false);
  });
});

describe('countVariantItems', () => {
  const item = (placementId: string, variant: string) => ({ placementId, variant }) as never;
  it('counts the items of that variant on that placement only', () => {
    const order = {
      items: [
        item('pl-a', 'var-x'),
        item('pl-a', 'var-y'),
        item('pl-b', 'var-x'),
        item('pl-a', 'var-x'),
      ],
    } as unknown as Order;
    expect(countVariantItems(order, 'pl-a', 'var-x')).toBe(2);
    expect(countVariantItems(order, 'pl-b', 'var-y')).toBe(0);
    expect(countVariantItems(undefined, 'pl-a', 'var-x')).toBe(0);
  });
});
