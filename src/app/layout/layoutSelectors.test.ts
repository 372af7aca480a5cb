import { makeStore } from '../store';
import type { RootState } from '../../state/rootState';
import { demoApiPerTest } from '../../test/demoApi';
import { orderStarted } from '../../features/orderModel/orderEvents';
import { selectCartItemCount, selectShopApiBusy } from './layoutSelectors';
import { orderApi } from '../../features/order/orderApi';
import { shopQuery } from '../../features/shop/shopQuery';

const start = demoApiPerTest();

/** The state with these shop API cache entries. */
function withEntries(
  queries: Record<string, object>,
  mutations: Record<string, object> = {},
): RootState {
  const state = makeStore().getState();
  return { ...state, shopApi: { ...state.shopApi, queries, mutations } } as unknown as RootState;
}

describe('selectShopApiBusy', () => {
  it('is true while a query or a mutation is pending', () => {
    expect(selectShopApiBusy(withEntries({}))).toBe(false);
    expect(
      selectShopApiBusy(
        withEntries({ 'getShop("demo")': { status: 'pending', endpointName: 'getShop' } }),
      ),
    ).toBe(true);
    expect(
      selectShopApiBusy(
        withEntries({ 'getShop("demo")': { status: 'fulfilled', endpointName: 'getShop' } }),
      ),
    ).toBe(false);
    expect(
      selectShopApiBusy(withEntries({}, { abc: { status: 'pending', endpointName: 'addItems' } })),
    ).toBe(true);
    expect(
      selectShopApiBusy(withEntries({}, { abc: { status: 'rejected', endpointName: 'addItems' } })),
    ).toBe(false);
  });

  it('ignores the background build-freshness poll', () => {
    expect(
      selectShopApiBusy(
        withEntries({
          'getLatestBuild(undefined)': { status: 'pending', endpointName: 'getLatestBuild' },
        }),
      ),
    ).toBe(false);
  });

  it('follows a real request on the demo server', async () => {
    const api = await start({ latencyMs: [100, 100] });
    const store = api.makeStore();
    const request = store.dispatch(shopQuery.endpoints.getShop.initiate('demo'));
    expect(selectShopApiBusy(store.getState())).toBe(true);
    await request;
    expect(selectShopApiBusy(store.getState())).toBe(false);
    request.unsubscribe();
  });
});

describe('selectCartItemCount', () => {
  it("is 0 without an order and the cached order's item count with one", async () => {
    const api = await start();
    const store = api.makeStore();
    expect(selectCartItemCount(store.getState())).toBe(0);
    const order = await store
      .dispatch(orderApi.endpoints.createOrder.initiate('shop-demo'))
      .unwrap();
    store.dispatch(orderStarted({ orderId: order.id, expiresAt: Date.now() + 60_000 }));
    expect(selectCartItemCount(store.getState())).toBe(0);
    await store
      .dispatch(
        orderApi.endpoints.addItems.initiate({
          orderId: order.id,
          items: [{ variant: 'var-einfuehrung', placementId: 'pl-sinfonie-einfuehrung' }],
        }),
      )
      .unwrap();
    expect(selectCartItemCount(store.getState())).toBe(1);
  });
});
