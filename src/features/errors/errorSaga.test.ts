/** The error saga on a real store, against the real demo server. */
import { message } from '../../../server/messages/messages';
import { shopApi } from '../../api/shopApi';
import { setErrorReporter, type ErrorReporter } from '../../lib/errorReporting';
import { demoApiPerTest, startTestApi } from '../../test/demoApi';
import { presaleCodeSubmitted, presaleTokenEntered } from '../orderModel/orderEvents';
import { until } from '../order/orderTestKit';
import { PRESALE_ADDRESS_REQUEST, PRESALE_REQUEST } from '../presale/presaleRequest';
import { checkoutApi } from '../checkout/checkoutApi';
// the status page's code: it answers an unknown order itself (ownAnswers.ts)
import '../checkout/orderStatusAnswers';
import { selectErrorAlert } from './errorAlertSlice';
import { FAILED_CALLS } from './failedCall';
import { orderApi } from '../order/orderApi';
import { shopEndpoints } from '../../test/shopEndpoints';

const endpoints = shopEndpoints;
const hidden = { visible: false, detail: null, messageKey: null, failed: null };
const start = demoApiPerTest();
let previousReporter: ErrorReporter;

beforeEach(() => {
  previousReporter = setErrorReporter(() => {});
});
afterEach(() => {
  setErrorReporter(previousReporter);
});

describe('the error saga', () => {
  it('raises the alert with the detail of a failed call', async () => {
    const api = await start();
    const store = api.makeStore({ locale: { lang: 'en' } });
    const order = await store.dispatch(endpoints.createOrder.initiate('shop-demo')).unwrap();
    expect(selectErrorAlert(store.getState())).toEqual(hidden);

    const failed = await store.dispatch(
      endpoints.addItems.initiate({
        orderId: order.id,
        items: [{ variant: 'var-nope', placementId: 'pl-improtheater' }],
      }),
    );
    const detail = (failed as { error?: { detail?: string } }).error?.detail;
    expect(detail).toEqual(expect.any(String));
    expect(selectErrorAlert(store.getState())).toEqual({
      visible: true,
      detail,
      messageKey: null,
      failed: 'addItems',
    });
  });

  it('leaves a refused voucher code to the cart, which shows it under the field', async () => {
    const api = await start();
    const store = api.makeStore({ locale: { lang: 'en' } });
    const order = await store.dispatch(endpoints.createOrder.initiate('shop-demo')).unwrap();
    const refused = await store.dispatch(
      endpoints.addVoucher.initiate({ orderId: order.id, code: 'NOPE' }),
    );
    expect((refused as { error?: { detail?: string } }).error?.detail).toBe(
      message('en', 'voucherInvalid'),
    );
    expect(selectErrorAlert(store.getState())).toEqual(hidden);
  });

  it('leaves a code refused on the presale page to the page; a ?presaleToken= refusal is told', async () => {
    const api = await start();
    const store = api.makeStore({ locale: { lang: 'en' } });
    const presaleCalls = () => api.requestsTo('/api/shop/v2/presale/order', 'POST').length;
    const settled = (request: string) => () =>
      orderApi.endpoints.createPresaleOrder.select({
        fixedCacheKey: request,
        requestId: undefined,
      })(store.getState()).isError;

    store.dispatch(presaleCodeSubmitted('NOPE-1'));
    await until(settled(PRESALE_REQUEST), 'the page’s refusal');
    expect(presaleCalls()).toBe(1);
    expect(selectErrorAlert(store.getState())).toEqual(hidden);

    store.dispatch(presaleTokenEntered('NOPE-2'));
    await until(settled(PRESALE_ADDRESS_REQUEST), 'the address’s refusal');
    expect(selectErrorAlert(store.getState())).toEqual({
      visible: true,
      detail: message('en', 'presaleInvalid'),
      messageKey: null,
      failed: 'createPresaleOrder',
    });
  });

  it('tells any other failure of the presale page’s call (here: no connection)', async () => {
    const api = await startTestApi();
    const store = api.makeStore();
    await api.close();
    store.dispatch(presaleCodeSubmitted('PRESALE-2026'));
    await until(() => selectErrorAlert(store.getState()).visible, 'the alert');
    expect(selectErrorAlert(store.getState())).toEqual({
      visible: true,
      detail: null,
      messageKey: 'errors.network',
      failed: 'createPresaleOrder',
    });
  });

  it('says which kind of item could not be removed: a ticket, or another article', async () => {
    // failureRate 1 fails every call whose random draw is below 1: 0.2 is a 500, 1 no fault
    let draw = 1;
    const api = await start({ failureRate: 1, random: () => draw });
    const store = api.makeStore({ locale: { lang: 'de' } });
    const shop = store.dispatch(endpoints.getShop.initiate('demo'));
    await shop.unwrap();
    const created = await store.dispatch(endpoints.createOrder.initiate('shop-demo')).unwrap();
    const held = store.dispatch(endpoints.getOrder.initiate(created.id));
    const order = await store
      .dispatch(
        endpoints.addItems.initiate({
          orderId: created.id,
          items: [
            { variant: 'var-impro-erwachsene', placementId: 'pl-improtheater' },
            {
              variant: 'var-gutschein-50',
              placementId: 'pl-geschenkgutschein',
              deliveryOption: 'EMAIL',
            },
          ],
        }),
      )
      .unwrap();
    store.dispatch(endpoints.getOrder.initiate(created.id, { forceRefetch: true }));
    await until(
      () => endpoints.getOrder.select(created.id)(store.getState()).data?.items.length === 2,
      'the order with both items',
    );
    const [ticket, voucher] = order.items;
    draw = 0.2;
    await store.dispatch(endpoints.removeItem.initiate({ orderId: created.id, itemId: ticket.id }));
    expect(selectErrorAlert(store.getState())).toMatchObject({
      failed: 'removeTicket',
      detail: 'Interner Serverfehler',
    });
    await store.dispatch(
      endpoints.removeItem.initiate({ orderId: created.id, itemId: voucher.id }),
    );
    expect(selectErrorAlert(store.getState()).failed).toBe('removeItem');
    held.unsubscribe();
    shop.unsubscribe();
  });

  it('names the personalisation that could not be saved (a 500 of the screen’s call)', async () => {
    let draw = 1;
    const api = await start({ failureRate: 1, random: () => draw });
    const store = api.makeStore({ locale: { lang: 'de' } });
    const created = await store.dispatch(endpoints.createOrder.initiate('shop-demo')).unwrap();
    draw = 0.2;
    await store.dispatch(
      endpoints.savePersonalisation.initiate({ orderId: created.id, items: {} }),
    );
    expect(selectErrorAlert(store.getState())).toMatchObject({
      visible: true,
      failed: 'savePersonalisation',
    });
  });

  it('names only calls the storefront makes (a removed ticket is a removeItem)', () => {
    const calls = Object.keys({ ...endpoints, ...checkoutApi.endpoints });
    for (const failed of FAILED_CALLS.filter((name) => name !== 'removeTicket'))
      expect(calls).toContain(failed);
  });

  it('stays quiet when the background build poll fails', async () => {
    const api = await startTestApi();
    const store = api.makeStore();
    await api.close();
    const poll = await store.dispatch(
      endpoints.getLatestBuild.initiate(undefined, { subscribe: false }),
    );
    expect(poll.isError).toBe(true);
    expect(selectErrorAlert(store.getState())).toEqual(hidden);
  });

  it('stays quiet on a 404 of getOrder: the order feature handles it', async () => {
    const api = await start();
    const store = api.makeStore();
    const result = await store.dispatch(
      endpoints.getOrder.initiate('ord-missing', { subscribe: false }),
    );
    expect(result.error).toMatchObject({ status: 404 });
    expect(selectErrorAlert(store.getState())).toEqual(hidden);
  });

  it('raises the alert on a 404 of any other call', async () => {
    const api = await start();
    const store = api.makeStore();
    await store.dispatch(endpoints.setInsurance.initiate({ orderId: 'ord-gone', enabled: true }));
    expect(selectErrorAlert(store.getState())).toMatchObject({
      visible: true,
      detail: expect.any(String),
    });
  });

  it('leaves the 404 of an unknown order status to the status page, which shows the 404 page', async () => {
    const api = await start();
    const store = api.makeStore();
    await store.dispatch(endpoints.getOrderStatus.initiate('ord-missing', { subscribe: false }));
    expect(selectErrorAlert(store.getState())).toEqual(hidden);
  });

  it('leaves an order id the server refuses as too long to the status page too (its 404 page)', async () => {
    const api = await start();
    const store = api.makeStore();
    const result = await store.dispatch(
      endpoints.getOrderStatus.initiate('%ü'.repeat(3000), { subscribe: false }),
    );
    expect(result.error).toMatchObject({ status: 431 });
    expect(selectErrorAlert(store.getState())).toEqual(hidden);
  });

  it('raises the network message for a dropped connection, getOrder included', async () => {
    const api = await start({ failureRate: 1, random: () => 0.9 });
    const store = api.makeStore();
    await store.dispatch(endpoints.getOrder.initiate('ord-1', { subscribe: false }));
    expect(selectErrorAlert(store.getState())).toEqual({
      visible: true,
      detail: null,
      messageKey: 'errors.network',
      failed: 'getOrder',
    });
  });

  it('ignores calls skipped because the answer is cached', async () => {
    const api = await start();
    const store = api.makeStore();
    const first = store.dispatch(endpoints.getShop.initiate('demo'));
    await first.unwrap();
    const second = await store.dispatch(endpoints.getShop.initiate('demo', { subscribe: false }));
    expect(second.isSuccess).toBe(true);
    expect(selectErrorAlert(store.getState())).toEqual(hidden);
    first.unsubscribe();
    store.dispatch(shopApi.util.resetApiState());
  });
});
