/** The base query against the real demo shop API: every header on every call, from state. */
import { readCookie } from '../lib/cookies';
import { accepted, rejected } from '../features/consent/consentSlice';
import { languageChosen } from '../features/locale/localeSlice';
import { accessTokenReceived } from '../features/session/sessionSlice';
import { demoApiPerTest, seenHeader, type TestApi } from '../test/demoApi';
import { CSRF_COOKIE, CSRF_PATH, HEADERS } from './headers';
import { PAGE_URL_HEADER_LIMIT } from './shopHeaders';
import { orderApi } from '../features/order/orderApi';
import { shopQuery } from '../features/shop/shopQuery';

const start = demoApiPerTest();
const h = (name: keyof typeof HEADERS) => seenHeader(HEADERS[name]);
const SHOP = '/api/shop/v2/shop/demo';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

type Store = ReturnType<TestApi['makeStore']>;
const getShop = (store: Store) =>
  store.dispatch(
    shopQuery.endpoints.getShop.initiate('demo', { subscribe: false, forceRefetch: true }),
  );
const createOrder = (store: Store) =>
  store.dispatch(orderApi.endpoints.createOrder.initiate('shop-demo')).unwrap();

describe('headers', () => {
  it('puts every header on every call', async () => {
    const { makeStore, requests } = await start();
    window.history.replaceState(null, '', '/fr/c/cat-1?x=1');
    const store = makeStore({
      session: { accessToken: 'demo-access-2026' },
      locale: { lang: 'fr' },
      consent: { status: 'accepted', dialogShown: false, policyVersion: 0 },
    });

    await getShop(store).unwrap();
    const order = await createOrder(store);
    await store
      .dispatch(
        orderApi.endpoints.addItems.initiate({
          orderId: order.id,
          items: [{ variant: 'var-einfuehrung', placementId: 'pl-sinfonie-einfuehrung' }],
          trackingEventId: 'evt-42',
        }),
      )
      .unwrap();

    const calls = requests.filter((request) => request.path !== CSRF_PATH);
    expect(calls).toHaveLength(3);
    for (const request of requests) {
      expect(request.headers).toMatchObject({
        [h('accessToken')]: 'demo-access-2026',
        [h('locale')]: 'fr',
        [h('pageUrl')]: 'http://localhost/fr/c/cat-1?x=1',
        [h('tracking')]: '1',
      });
    }
    for (const request of calls) expect(request.headers[h('csrf')]).toBe(readCookie(CSRF_COOKIE));

    const [shopCall, orderCall, addCall] = calls;
    expect(shopCall!.headers[h('trackingEventId')]).toBeUndefined();
    expect(orderCall!.headers[h('idempotencyKey')]).toBeUndefined();
    expect(addCall!.headers[h('trackingEventId')]).toBe('evt-42');
    expect(addCall!.headers[h('idempotencyKey')]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('cuts X-Page-Url of a very long address, so the shop still answers', async () => {
    const { makeStore, requestsTo } = await start();
    const path = `/de/c/${'x'.repeat(20_000)}`;
    window.history.replaceState(null, '', path);
    const store = makeStore();
    const shop = await getShop(store).unwrap();
    expect(shop.id).toBeTruthy();
    const sent = requestsTo(SHOP)[0]!.headers[h('pageUrl')]!;
    expect(sent).toHaveLength(PAGE_URL_HEADER_LIMIT);
    expect(`http://localhost${path}`.startsWith(sent)).toBe(true);
  });

  it('sends X-Tracking 0 before consent and after a rejection, 1 after acceptance', async () => {
    const { makeStore, requestsTo } = await start();
    const store = makeStore();
    await getShop(store);
    store.dispatch(accepted());
    await getShop(store);
    store.dispatch(rejected());
    await getShop(store);
    expect(requestsTo(SHOP).map((request) => request.headers[h('tracking')])).toEqual([
      '0',
      '1',
      '0',
    ]);
  });

  it('sends X-Auth-Token only while an access token is held', async () => {
    const { makeStore, requestsTo } = await start();
    const store = makeStore();
    await getShop(store);
    store.dispatch(accessTokenReceived('demo-access-2026'));
    await getShop(store);
    expect(requestsTo(SHOP).map((request) => request.headers[h('accessToken')])).toEqual([
      undefined,
      'demo-access-2026',
    ]);
  });

  it('sends the locale of the locale slice, German by default', async () => {
    const { makeStore, requestsTo } = await start();
    const store = makeStore();
    await getShop(store);
    store.dispatch(languageChosen('it'));
    await getShop(store);
    expect(requestsTo(SHOP).map((request) => request.headers[h('locale')])).toEqual(['de', 'it']);
  });
});
