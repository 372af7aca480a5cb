/** The base query against the real demo shop API: the visitor's message of a failure, and retries. */
import { message, SERVER_ERROR } from '../../server/messages/messages';
import { setErrorReporter, type ErrorReporter } from '../lib/errorReporting';
import { demoApiPerTest, seenHeader, type TestApi } from '../test/demoApi';
import { HEADERS } from './headers';
import { orderApi } from '../features/order/orderApi';
import { shopQuery } from '../features/shop/shopQuery';

const start = demoApiPerTest();
const h = (name: keyof typeof HEADERS) => seenHeader(HEADERS[name]);
const SHOP = '/api/shop/v2/shop/demo';
const reported = jest.fn();
let previousReporter: ErrorReporter;

beforeEach(() => {
  previousReporter = setErrorReporter(reported);
});
afterEach(() => {
  setErrorReporter(previousReporter);
});

type Store = ReturnType<TestApi['makeStore']>;
const getShop = (store: Store) =>
  store.dispatch(
    shopQuery.endpoints.getShop.initiate('demo', { subscribe: false, forceRefetch: true }),
  );
const createOrder = (store: Store) =>
  store.dispatch(orderApi.endpoints.createOrder.initiate('shop-demo')).unwrap();

describe('errors', () => {
  it('shows the first detail of a 422, in the visitor language, and does not repeat the call', async () => {
    const { makeStore, requestsTo } = await start();
    const store = makeStore({ locale: { lang: 'en' } });
    const order = await createOrder(store);
    const redeem = store.dispatch(
      orderApi.endpoints.addVoucher.initiate({ orderId: order.id, code: 'NOPE' }),
    );
    await expect(redeem.unwrap()).rejects.toEqual({
      status: 422,
      detail: message('en', 'voucherInvalid'),
      fieldProblems: [{ field: 'code', detail: message('en', 'voucherInvalid') }],
    });
    expect(requestsTo(`/api/shop/v2/order/${order.id}/voucher`)).toHaveLength(1);
    expect(reported).not.toHaveBeenCalled();
  });

  it('shows the detail of a 500, reports it, and gives up after two retries', async () => {
    const { makeStore, requestsTo } = await start({ failureRate: 1, random: () => 0 });
    const result = await getShop(makeStore());
    expect(result.error).toEqual({ status: 500, detail: SERVER_ERROR });
    expect(requestsTo(SHOP)).toHaveLength(3);
    expect(reported).toHaveBeenCalledTimes(1);
    expect(reported.mock.calls[0]![1]).toMatchObject({ endpoint: 'getShop', status: 500 });
  });

  it('shows the network message for a dropped connection', async () => {
    const { makeStore, requestsTo } = await start({ failureRate: 1, random: () => 0.9 });
    const result = await getShop(makeStore());
    expect(result.error).toEqual({ status: 'FETCH_ERROR', messageKey: 'errors.network' });
    expect(requestsTo(SHOP)).toHaveLength(3);
    expect(reported).not.toHaveBeenCalled();
  });
});

describe('retries', () => {
  /** A server whose API requests to `path` fail (500) the first `failures` times. */
  async function startFlaky(path: string, failures: number) {
    let seen = 0;
    let failNow = false;
    return start({
      // a fault when random() < 0.5; then random() < 0.5 picks the 500 (not a dropped connection)
      failureRate: 0.5,
      random: () => (failNow ? 0 : 0.99),
      onRequest: (info) => {
        const hit = info.path.split('?')[0]!.startsWith(path);
        if (hit) seen += 1;
        failNow = hit && seen <= failures;
      },
    });
  }

  it('repeats a GET that failed with 500 and succeeds once the fault stops', async () => {
    const { makeStore, requestsTo } = await startFlaky(SHOP, 2);
    const shop = await getShop(makeStore()).unwrap();
    expect(shop.slug).toBe('demo');
    expect(requestsTo(SHOP)).toHaveLength(3);
    expect(reported).not.toHaveBeenCalled();
  });

  it('repeats an add with the same Idempotency-Key, and the item is added once', async () => {
    const testApi = await startFlaky('/api/shop/v2/order/', 1);
    const store = testApi.makeStore();
    const order = await createOrder(store);
    const added = await store
      .dispatch(
        orderApi.endpoints.addItems.initiate({
          orderId: order.id,
          items: [{ variant: 'var-einfuehrung', placementId: 'pl-sinfonie-einfuehrung' }],
        }),
      )
      .unwrap();
    expect(added.items).toHaveLength(1);
    const adds = testApi.requestsTo(`/api/shop/v2/order/${order.id}/items`, 'POST');
    expect(adds).toHaveLength(2);
    expect(adds[1]!.headers[h('idempotencyKey')]).toBe(adds[0]!.headers[h('idempotencyKey')]);
  });

  it('never repeats a POST without an Idempotency-Key', async () => {
    const { makeStore, requestsTo } = await startFlaky('/api/shop/v2/order', 1);
    await expect(createOrder(makeStore())).rejects.toMatchObject({ status: 500 });
    expect(requestsTo('/api/shop/v2/order', 'POST')).toHaveLength(1);
  });

  it('never repeats a 422, even of an add', async () => {
    const { makeStore, requestsTo } = await start();
    const store = makeStore();
    const order = await createOrder(store);
    const add = store.dispatch(
      orderApi.endpoints.addItems.initiate({
        orderId: order.id,
        items: [{ variant: 'nope', placementId: 'nope' }],
      }),
    );
    await expect(add.unwrap()).rejects.toMatchObject({ status: 422, detail: expect.any(String) });
    expect(requestsTo(`/api/shop/v2/order/${order.id}/items`)).toHaveLength(1);
  });
});
