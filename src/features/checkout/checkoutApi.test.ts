/** The checkout's call and the build endpoint of the shop API against the real demo server. */
import { shopApi } from '../../api/shopApi';
import type { NewOrderItem, Order } from '../../api/types';
import { startTestApi, type TestApi } from '../../test/demoApi';
import { checkoutApi } from './checkoutApi';
import { shopEndpoints } from '../../test/shopEndpoints';

let api: TestApi;
let store: ReturnType<TestApi['makeStore']>;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});
beforeEach(() => {
  store = api.makeStore();
  api.requests.length = 0;
});
afterEach(() => {
  store.dispatch(shopApi.util.resetApiState());
});

const endpoints = shopEndpoints;
const INTRO: NewOrderItem = { variant: 'var-einfuehrung', placementId: 'pl-sinfonie-einfuehrung' };

const newOrder = () => store.dispatch(endpoints.createOrder.initiate('shop-demo')).unwrap();
const addItems = (orderId: string, items: NewOrderItem[]) =>
  store.dispatch(endpoints.addItems.initiate({ orderId, items })).unwrap();

describe('checkout', () => {
  const buyer = {
    firstName: 'Anna',
    lastName: 'Muster',
    email: 'anna@example.org',
    phone: null,
    country: 'CH',
    terms: true,
  };

  async function orderReadyToPay(): Promise<Order> {
    const order = await newOrder();
    return addItems(order.id, [INTRO]);
  }

  it('answers how to pay, and the status is refetched', async () => {
    const order = await orderReadyToPay();
    const status = store.dispatch(endpoints.getOrderStatus.initiate(order.id));
    expect((await status.unwrap()).status).toBe('open');

    const answer = await store
      .dispatch(
        checkoutApi.endpoints.payOrder.initiate({
          orderId: order.id,
          form: buyer,
          paymentMethod: 'card-lightbox',
        }),
      )
      .unwrap();
    expect(answer).toEqual({ action: 'walle-lightbox', url: expect.any(String) });

    // the checkout invalidates the status: it is fetched again and now says pending
    await waitFor(
      () => endpoints.getOrderStatus.select(order.id)(store.getState()).data?.status === 'pending',
    );
    expect(api.requestsTo(`/api/shop/v2/order/${order.id}/status`)).toHaveLength(2);
    status.unsubscribe();
  });

  it('a redirect method answers with a redirect', async () => {
    const order = await orderReadyToPay();
    const answer = await store
      .dispatch(
        checkoutApi.endpoints.payOrder.initiate({
          orderId: order.id,
          form: buyer,
          paymentMethod: 'twint-redirect',
        }),
      )
      .unwrap();
    expect(answer.action).toBe('redirect');
  });
});

describe('build freshness', () => {
  it('asks for the latest build with a timestamp, never from a cache', async () => {
    const build = await store
      .dispatch(endpoints.getLatestBuild.initiate(undefined, { subscribe: false }))
      .unwrap();
    expect(build).toEqual({ id: expect.any(String) });
    expect(api.requestsTo('/builds/latest.json')).toHaveLength(1);
  });
});

/** Polls the store's state until `condition` holds: 5 s at most, as findBy and waitFor (setupTests). */
async function waitFor(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
