/**
 * carryOutOrderChange, the one way a change of the order is made, run on a real store against the
 * demo server: what it sends, what it keeps in the API's state, what it tells the tracking and
 * which refusal it hands back to say at the field.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { runSaga } from 'redux-saga';
import { makeStore } from '../../app/store';
import type { Order } from '../../api/types';
import type { AppStore } from '../../state/rootState';
import { demoApiPerTest, type TestApi } from '../../test/demoApi';
import { selectOrderId } from '../orderModel/currentOrder';
import { basketItemsAdded } from '../orderModel/orderEvents';
import { orderApi } from './orderApi';
import { carryOutOrderChange, type ChangeOutcome, type OrderChange } from './orderChange';
import { createOrder, silenceErrorReports, until } from './orderTestKit';

const start = demoApiPerTest();
silenceErrorReports();
beforeEach(() => window.localStorage.clear());

const IMPRO = { placementId: 'pl-improtheater', variant: 'var-impro-erwachsene' };
const STUDENT = { placementId: 'pl-improtheater', variant: 'var-impro-student' };

/** The change carried out on `store` as a saga would; every action it dispatched, in `seen`. */
function carryOut(
  store: AppStore,
  orderId: string,
  change: OrderChange,
  callKey?: string,
  seen: UnknownAction[] = [],
): Promise<ChangeOutcome> {
  const io = {
    dispatch: (action: UnknownAction) => {
      seen.push(action);
      return store.dispatch(action);
    },
    getState: store.getState,
  };
  return runSaga(io, carryOutOrderChange, orderId, change, callKey).toPromise();
}

async function orderWith(store: AppStore, items = [IMPRO]): Promise<Order> {
  const order = await createOrder(store);
  const outcome = await carryOut(store, order.id, { kind: 'itemsAdded', items });
  if (!outcome.ok) throw new Error('the first items were not added');
  await until(() => selectOrderId(store.getState()) === order.id, 'the order current');
  return outcome.order;
}

/** The mutations the API's state keeps, by their cache key. */
const keptCalls = (store: AppStore) =>
  Object.keys(store.getState()[orderApi.reducerPath].mutations);

/** A store whose shop answers every removal of an item with 422 and its own words. */
function refusingRemovals(api: TestApi): AppStore {
  return makeStore(undefined, {
    ...api.services,
    fetchFn: async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (request.method === 'DELETE' && request.url.includes('/items/'))
        return new Response(JSON.stringify({ errors: [{ detail: 'Dieser Platz bleibt.' }] }), {
          status: 422,
          headers: { 'Content-Type': 'application/json' },
        });
      return api.services.fetchFn!(input, init);
    },
  });
}

describe('a change of the order', () => {
  it('tells the tracking the items the shop added with this change, not those the order held', async () => {
    const api = await start();
    const store = api.makeStore();
    const order = await orderWith(store);
    const seen: UnknownAction[] = [];
    const outcome = await carryOut(
      store,
      order.id,
      { kind: 'itemsAdded', items: [STUDENT] },
      undefined,
      seen,
    );
    expect(outcome.ok).toBe(true);
    const added = seen.filter(basketItemsAdded.match);
    expect(added).toHaveLength(1);
    expect(added[0].payload.items.map((item) => item.variant)).toEqual([STUDENT.variant]);
  });

  it("keeps a swapped ticket's seat held only when asked to", async () => {
    const api = await start();
    const sent: string[] = [];
    const store = makeStore(undefined, {
      ...api.services,
      fetchFn: (input, init) => {
        const request = input instanceof Request ? input : new Request(input, init);
        if (request.method === 'DELETE') sent.push(request.url.split('/items/')[1]);
        return api.services.fetchFn!(input, init);
      },
    });
    const order = await orderWith(store, [IMPRO, STUDENT]);
    const [first, second] = order.items;
    await carryOut(store, order.id, { kind: 'itemRemoved', itemId: first.id, keepSeatHold: true });
    await carryOut(store, order.id, { kind: 'itemRemoved', itemId: second.id });
    expect(sent).toEqual([`${first.id}?keepSeatHold=true`, second.id]);
  });

  it('is kept in the API state under the key it is asked under, and otherwise not at all', async () => {
    const api = await start();
    const store = api.makeStore();
    const order = await orderWith(store, [IMPRO, STUDENT]);
    // the order's creation (by the test kit) is kept; the adds that followed are not
    const before = keptCalls(store);
    await carryOut(store, order.id, { kind: 'itemRemoved', itemId: order.items[0].id }, 'seat A1');
    expect(keptCalls(store)).toEqual([...before, 'seat A1']);
    await carryOut(store, order.id, { kind: 'itemRemoved', itemId: order.items[1].id });
    expect(keptCalls(store)).toEqual([...before, 'seat A1']);
  });

  it("hands back the shop's words as a refusal for a voucher code only", async () => {
    const api = await start();
    const store = refusingRemovals(api);
    const order = await orderWith(store);
    const removal = await carryOut(store, order.id, {
      kind: 'itemRemoved',
      itemId: order.items[0].id,
    });
    expect(removal).toMatchObject({ ok: false, refusal: null });
    const voucher = await carryOut(store, order.id, { kind: 'voucherRedeemed', code: 'USED-2025' });
    expect(voucher).toMatchObject({ ok: false, refusal: expect.any(String) });
  });
});
