/** The shop and every call of the order, by the features that own them, against the real demo server. */
import { skipToken } from '@reduxjs/toolkit/query';
import { siteConfig } from '../../../config/site';
import { shopApi } from '../../api/shopApi';
import type { NewOrderItem } from '../../api/types';
import { makeStore } from '../../app/store';
import { startTestApi, type TestApi } from '../../test/demoApi';
import { shopEndpoints } from '../../test/shopEndpoints';
import { shopQueryArg } from '../shop/shopQuery';

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
const CHAMBER: NewOrderItem = {
  variant: 'var-kammermusik-erwachsene',
  placementId: 'pl-kammermusik',
};

const cachedOrder = (orderId: string) => endpoints.getOrder.select(orderId)(store.getState()).data;
const orderReads = (orderId: string) => api.requestsTo(`/api/shop/v2/order/${orderId}`, 'GET');
const newOrder = () => store.dispatch(endpoints.createOrder.initiate('shop-demo')).unwrap();
const addItems = (
  orderId: string,
  items: NewOrderItem[],
  extra: { idempotencyKey?: string } = {},
) => store.dispatch(endpoints.addItems.initiate({ orderId, items, ...extra })).unwrap();

describe('the shop', () => {
  it('is fetched with its categories', async () => {
    const shop = await store
      .dispatch(endpoints.getShop.initiate('demo', { subscribe: false }))
      .unwrap();
    expect(shop.id).toBe('shop-demo');
    expect(shop.categories.length).toBeGreaterThan(0);
    expect(shop.categories.find((category) => category.parent === null)).toBeDefined();
  });

  it('is skipped when no shop slug is configured', () => {
    const configured = siteConfig.shopSlug;
    try {
      expect(shopQueryArg()).toBe(configured);
      siteConfig.shopSlug = null;
      expect(shopQueryArg()).toBe(skipToken);
    } finally {
      siteConfig.shopSlug = configured;
    }
  });
});

describe('orders', () => {
  it('a created order lands in the getOrder cache without being fetched', async () => {
    const order = await newOrder();
    expect(order.status).toBe('open');
    expect(cachedOrder(order.id)).toEqual(order);
    await store.dispatch(endpoints.getOrder.initiate(order.id, { subscribe: false })).unwrap();
    expect(orderReads(order.id)).toHaveLength(0);
  });

  it('a presale order is created from its token', async () => {
    const order = await store
      .dispatch(endpoints.createPresaleOrder.initiate('PRESALE-2026'))
      .unwrap();
    expect(cachedOrder(order.id)).toEqual(order);
  });

  it('a missing order answers 404 with its detail', async () => {
    const result = await store.dispatch(
      endpoints.getOrder.initiate('ord-missing', { subscribe: false }),
    );
    expect(result.error).toMatchObject({ status: 404, detail: expect.any(String) });
  });

  it('adding and removing items update the cached order', async () => {
    const order = await newOrder();
    const added = await addItems(order.id, [INTRO, CHAMBER]);
    expect(added.items).toHaveLength(2);
    expect(cachedOrder(order.id)).toEqual(added);

    const removed = await store
      .dispatch(endpoints.removeItem.initiate({ orderId: order.id, itemId: added.items[0]!.id }))
      .unwrap();
    expect(removed.items).toHaveLength(1);
    expect(cachedOrder(order.id)).toEqual(removed);
    expect(orderReads(order.id)).toHaveLength(0);
  });

  it('each logical add has its own Idempotency-Key; a repeated key adds nothing', async () => {
    const order = await newOrder();
    await addItems(order.id, [INTRO]);
    await addItems(order.id, [INTRO]);
    const adds = api.requestsTo(`/api/shop/v2/order/${order.id}/items`, 'POST');
    expect(adds[0]!.headers['idempotency-key']).not.toBe(adds[1]!.headers['idempotency-key']);
    expect(cachedOrder(order.id)!.items).toHaveLength(2);

    await addItems(order.id, [CHAMBER], { idempotencyKey: 'same-add' });
    const repeated = await addItems(order.id, [CHAMBER], { idempotencyKey: 'same-add' });
    expect(repeated.items).toHaveLength(3);
  });

  it('vouchers are redeemed and removed', async () => {
    const order = await newOrder();
    await addItems(order.id, [INTRO]);
    const redeemed = await store
      .dispatch(endpoints.addVoucher.initiate({ orderId: order.id, code: 'SOMMER10' }))
      .unwrap();
    expect(redeemed.vouchers).toEqual([expect.objectContaining({ code: 'SOMMER10' })]);
    expect(cachedOrder(order.id)).toEqual(redeemed);

    const voucherId = redeemed.vouchers[0]!.id;
    const without = await store
      .dispatch(endpoints.removeVoucher.initiate({ orderId: order.id, voucherId }))
      .unwrap();
    expect(without.vouchers).toEqual([]);
    expect(cachedOrder(order.id)).toEqual(without);
  });

  it('insurance is switched on', async () => {
    const order = await newOrder();
    await addItems(order.id, [INTRO]);
    const insured = await store
      .dispatch(endpoints.setInsurance.initiate({ orderId: order.id, enabled: true }))
      .unwrap();
    expect(insured.insurance.enabled).toBe(true);
    expect(cachedOrder(order.id)!.insurance.enabled).toBe(true);
  });

  it('items are personalised', async () => {
    const order = await newOrder();
    const added = await addItems(order.id, [CHAMBER]);
    const itemId = added.items[0]!.id;
    const data = { firstName: 'Anna', lastName: 'Muster', email: null };
    const personalised = await store
      .dispatch(
        endpoints.savePersonalisation.initiate({ orderId: order.id, items: { [itemId]: data } }),
      )
      .unwrap();
    expect(personalised.items[0]!.personalisation).toMatchObject({ formId: 'form-ticketholder' });
    expect(cachedOrder(order.id)).toEqual(personalised);
  });
});

describe('changes that are sent again when their answer is lost', () => {
  /** A store whose first answer to a call matching `lose` never arrives (the server did the change). */
  function losingFirstAnswer(lose: (url: string, method: string) => boolean) {
    let lost = 0;
    const dropping = {
      ...api.services,
      fetchFn: async (input: RequestInfo, init?: RequestInit) => {
        const url = typeof input === 'string' ? input : input.url;
        const method = init?.method ?? (typeof input === 'string' ? 'GET' : input.method);
        const response = await api.services.fetchFn!(input, init);
        if (lost === 0 && lose(url, method)) {
          lost += 1;
          throw new TypeError('Failed to fetch');
        }
        return response;
      },
    };
    return { store: makeStore(undefined, dropping), lost: () => lost };
  }

  it('a removal whose answer was lost is sent again; its 404 means gone: the order as it is now', async () => {
    const order = await newOrder();
    const withItems = await addItems(order.id, [INTRO, CHAMBER]);
    const { store: losing, lost } = losingFirstAnswer(
      (url, method) => method === 'DELETE' && url.includes('/items/'),
    );
    const removed = await losing
      .dispatch(endpoints.removeItem.initiate({ orderId: order.id, itemId: withItems.items[0].id }))
      .unwrap();
    expect(lost()).toBe(1);
    expect(removed.items.map((item) => item.id)).toEqual([withItems.items[1].id]);
    const deletes = api.requestsTo(`/api/shop/v2/order/${order.id}/items/`, 'DELETE');
    expect(deletes).toHaveLength(2);
    // no error: nothing failed that the visitor asked for
    expect(losing.getState().errorAlert.visible).toBe(false);
  });

  it('a redemption whose answer was lost is sent again with its key: redeemed once, and answered', async () => {
    const order = await newOrder();
    await addItems(order.id, [INTRO]);
    const { store: losing, lost } = losingFirstAnswer(
      (url, method) => method === 'POST' && url.endsWith('/voucher'),
    );
    const redeemed = await losing
      .dispatch(endpoints.addVoucher.initiate({ orderId: order.id, code: 'SOMMER10' }))
      .unwrap();
    expect(lost()).toBe(1);
    expect(redeemed.vouchers.map((voucher) => voucher.code)).toEqual(['SOMMER10']);
    const posts = api.requestsTo(`/api/shop/v2/order/${order.id}/voucher`, 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[1].headers['idempotency-key']).toBe(posts[0].headers['idempotency-key']);
    expect(posts[0].headers['idempotency-key']).toMatch(/\S/);
  });

  it('a voucher taken off twice is taken off once: the second 404 is the order without it', async () => {
    const order = await newOrder();
    await addItems(order.id, [INTRO]);
    const redeemed = await store
      .dispatch(endpoints.addVoucher.initiate({ orderId: order.id, code: 'SOMMER10' }))
      .unwrap();
    const voucherId = redeemed.vouchers[0].id;
    const { store: losing } = losingFirstAnswer(
      (url, method) => method === 'DELETE' && url.includes('/voucher/'),
    );
    const now = await losing
      .dispatch(endpoints.removeVoucher.initiate({ orderId: order.id, voucherId }))
      .unwrap();
    expect(now.vouchers).toEqual([]);
  });

  it('a removal from an order that is gone still fails (404 with the order’s words)', async () => {
    const result = await store.dispatch(
      endpoints.removeItem.initiate({ orderId: 'ord-unknown', itemId: 'item-1' }),
    );
    expect('error' in result && result.error).toMatchObject({ status: 404 });
  });
});
