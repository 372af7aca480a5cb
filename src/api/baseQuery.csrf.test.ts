/** The base query against the real demo shop API: the CSRF cookie first, and the 419 rule. */
import { CSRF_MISMATCH } from '../../server/messages/messages';
import { readCookie } from '../lib/cookies';
import { demoApiPerTest, seenHeader, type TestApi } from '../test/demoApi';
import { CSRF_COOKIE, CSRF_PATH, HEADERS } from './headers';
import { buildQuery } from '../features/freshness/buildQuery';
import { orderApi } from '../features/order/orderApi';
import { shopQuery } from '../features/shop/shopQuery';

const start = demoApiPerTest();
const h = (name: keyof typeof HEADERS) => seenHeader(HEADERS[name]);

type Store = ReturnType<TestApi['makeStore']>;
const getShop = (store: Store) =>
  store.dispatch(
    shopQuery.endpoints.getShop.initiate('demo', { subscribe: false, forceRefetch: true }),
  );
const createOrder = (store: Store) =>
  store.dispatch(orderApi.endpoints.createOrder.initiate('shop-demo')).unwrap();

describe('CSRF', () => {
  it('fetches the cookie first, exactly once, for calls made at the same time', async () => {
    const { makeStore, requests } = await start();
    const store = makeStore();
    expect(readCookie(CSRF_COOKIE)).toBeNull();

    const [shop, order, build] = await Promise.all([
      getShop(store).unwrap(),
      createOrder(store),
      store
        .dispatch(buildQuery.endpoints.getLatestBuild.initiate(undefined, { subscribe: false }))
        .unwrap(),
    ]);
    expect(shop.slug).toBe('demo');
    expect(order.status).toBe('open');
    expect(build.id).toEqual(expect.any(String));

    expect(requests[0]).toMatchObject({ method: 'GET', path: CSRF_PATH });
    expect(requests.filter((request) => request.path === CSRF_PATH)).toHaveLength(1);
    const token = readCookie(CSRF_COOKIE);
    expect(token).toEqual(expect.any(String));
    for (const request of requests.slice(1)) expect(request.headers[h('csrf')]).toBe(token);
  });

  it('does not fetch it again while the cookie is there', async () => {
    const { makeStore, requestsTo } = await start();
    const store = makeStore();
    await getShop(store);
    await createOrder(store);
    await getShop(store);
    expect(requestsTo(CSRF_PATH)).toHaveLength(1);
  });

  it('answers a 419 with one fresh CSRF cookie and one repeat of the call', async () => {
    const { makeStore, requests } = await start();
    const store = makeStore();
    await getShop(store);
    document.cookie = `${CSRF_COOKIE}=stale; path=/`;
    requests.length = 0;

    const order = await createOrder(store);
    expect(order.status).toBe('open');
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/shop/v2/order',
      `GET ${CSRF_PATH}`,
      'POST /api/shop/v2/order',
    ]);
    expect(requests[0]!.headers[h('csrf')]).toBe('stale');
    expect(requests[2]!.headers[h('csrf')]).toBe(readCookie(CSRF_COOKIE));
  });

  it('repeats a call only once when the 419 persists', async () => {
    const testApi = await start();
    // a fetch that loses the CSRF header: the server can only answer 419
    const store = testApi.makeStore();
    testApi.services.fetchFn = (input, init) => {
      const request = new Request(input, init);
      request.headers.delete(HEADERS.csrf);
      return testApi.cookies.fetch(request);
    };

    await expect(createOrder(store)).rejects.toEqual({ status: 419, detail: CSRF_MISMATCH });
    expect(testApi.requestsTo('/api/shop/v2/order', 'POST')).toHaveLength(2);
    expect(testApi.requestsTo(CSRF_PATH)).toHaveLength(2);
  });
});
