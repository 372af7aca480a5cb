/**
 * An older order answer never overwrites a newer one, on a real store against the demo server: a
 * read of the order that was on its way while a change of the order answered (its answer held back
 * after the server gave it) does not take the change back when it arrives, neither in the basket
 * nor in the reservation countdown.
 */
import type { Order } from '../../api/types';
import type { AppStore } from '../../state/rootState';
import { demoApiPerTest } from '../../test/demoApi';
import { holdAnswers } from '../../test/heldAnswers';

import { selectOrderActive, selectSecondsLeft } from './orderSelectors';
import { selectCurrentOrder } from '../orderModel/currentOrder';
import { advance, createOrder, silenceErrorReports, until, withFakeClock } from './orderTestKit';
import { shopEndpoints } from '../../test/shopEndpoints';

const start = demoApiPerTest();
withFakeClock();
silenceErrorReports();
beforeEach(() => window.localStorage.clear());

const endpoints = shopEndpoints;
const IMPRO = { variant: 'var-impro-erwachsene', placementId: 'pl-improtheater' };
const isOrderRead = (method: string, path: string) =>
  method === 'GET' && /^\/api\/shop\/v2\/order\/[^/]+$/.test(path);

interface Change {
  /** what the order holds before (an item to remove or personalise) */
  prepare?: (store: AppStore, orderId: string) => Promise<unknown>;
  /** the change, through the call a screen makes; its answer is the new order */
  make: (store: AppStore, orderId: string) => Promise<Order>;
  /** what the basket shows of it */
  shown: (order: Order | undefined) => unknown;
}

const addItem = (store: AppStore, orderId: string) =>
  store.dispatch(endpoints.addItems.initiate({ orderId, items: [IMPRO] })).unwrap();
const firstItem = (store: AppStore) => selectCurrentOrder(store.getState())!.items[0]!.id;

const CHANGES: [string, Change][] = [
  ['an added item', { make: addItem, shown: (order) => order?.items.length }],
  [
    'a removed item',
    {
      prepare: addItem,
      make: (store, orderId) =>
        store
          .dispatch(endpoints.removeItem.initiate({ orderId, itemId: firstItem(store) }))
          .unwrap(),
      shown: (order) => order?.items.length,
    },
  ],
  [
    'a redeemed voucher',
    {
      make: (store, orderId) =>
        store.dispatch(endpoints.addVoucher.initiate({ orderId, code: 'SOMMER10' })).unwrap(),
      shown: (order) => order?.vouchers.map((voucher) => voucher.code),
    },
  ],
  [
    'insurance taken',
    {
      make: (store, orderId) =>
        store.dispatch(endpoints.setInsurance.initiate({ orderId, enabled: true })).unwrap(),
      shown: (order) => order?.insurance.enabled,
    },
  ],
  [
    'a personalisation saved (the personalisation screen’s call)',
    {
      prepare: addItem,
      make: (store, orderId) =>
        store
          .dispatch(
            endpoints.savePersonalisation.initiate({
              orderId,
              items: { [firstItem(store)]: { firstName: 'Anna', lastName: 'Muster', email: null } },
            }),
          )
          .unwrap(),
      shown: (order) => order?.items[0]?.personalisation?.data,
    },
  ],
];

describe('an order read answered after a change', () => {
  it.each(CHANGES)(
    'does not take back %s: the basket and the countdown keep the change’s answer',
    async (_what, { prepare, make, shown }) => {
      const api = await start({ reservationSeconds: 600 });
      const store = api.makeStore();
      const order = await createOrder(store);
      await until(() => selectOrderActive(store.getState()), 'the order');
      await prepare?.(store, order.id);
      await advance(100_000);
      const before = shown(selectCurrentOrder(store.getState()));

      // the order is read again, the way the visibility refresh and the cart's "try again" read
      // it (refreshOrder); the server answers with the order as it is now, but the answer is slow
      const held = holdAnswers(api, isOrderRead);
      const read = store.dispatch(
        endpoints.getOrder.initiate(order.id, { subscribe: false, forceRefetch: true }),
      );
      await until(() => held.count() === 1, 'the read answered by the server');

      // meanwhile the visitor changes the order, and that answer arrives first
      const changed = await make(store, order.id);
      expect(shown(changed)).not.toEqual(before);
      expect(shown(selectCurrentOrder(store.getState()))).toEqual(shown(changed));
      expect(selectSecondsLeft(store.getState())).toBe(changed.reservationExpiresInSeconds);

      // then, ten seconds later, the read's answer arrives: it is older than the change's
      await advance(10_000);
      const readsDone = () => api.requestsTo(`/api/shop/v2/order/${order.id}`, 'GET').length;
      expect(readsDone()).toBe(1);
      held.release();
      // the read's caller is told the order as the cache holds it, the change's answer
      expect(shown((await read).data)).toEqual(shown(changed));
      await advance(0);
      expect(shown(selectCurrentOrder(store.getState()))).toEqual(shown(changed));
      // the countdown runs on from the change's answer; the read does not restart it
      expect(selectSecondsLeft(store.getState())).toBe(changed.reservationExpiresInSeconds - 10);
    },
  );

  it('a read started after the change is written as always: it shows what another tab did', async () => {
    const api = await start({ reservationSeconds: 600 });
    const store = api.makeStore();
    const order = await createOrder(store);
    await until(() => selectOrderActive(store.getState()), 'the order');
    const held = holdAnswers(api, isOrderRead);
    const read = () =>
      store.dispatch(
        endpoints.getOrder.initiate(order.id, { subscribe: false, forceRefetch: true }),
      );
    const stale = read();
    await until(() => held.count() === 1, 'the first read answered by the server');
    await store
      .dispatch(endpoints.setInsurance.initiate({ orderId: order.id, enabled: true }))
      .unwrap();
    // another tab adds an item: only a read started from now on can know
    await api
      .makeStore()
      .dispatch(endpoints.addItems.initiate({ orderId: order.id, items: [IMPRO] }))
      .unwrap();
    held.release();
    await stale;
    // the first read is not written: it started before the insurance answer
    expect(selectCurrentOrder(store.getState())?.insurance.enabled).toBe(true);
    expect(selectCurrentOrder(store.getState())?.items).toHaveLength(0);

    await advance(100_000);
    const fresh = read();
    await until(() => held.count() === 1, 'the second read answered by the server');
    held.release();
    expect((await fresh).data?.items).toHaveLength(1);
    const shown = selectCurrentOrder(store.getState());
    expect(shown?.items).toHaveLength(1);
    expect(shown?.insurance.enabled).toBe(true);
    expect(selectSecondsLeft(store.getState())).toBe(500);
  });
});
