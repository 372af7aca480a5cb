/** Paying on a real store against the demo server: the checkout call, the provider, the guards. */
import { API_PREFIX } from '../../api/headers';
import { startFeatureSaga } from '../../state/featureSagas';
import { orderApi } from '../order/orderApi';
import type { TestApi } from '../../test/demoApi';
import { selectOrderPhase } from '../order/orderSelectors';
import { advance, silenceErrorReports, until } from '../order/orderTestKit';
import { reservationExpired } from '../orderModel/orderEvents';
import { selectCurrentOrder, selectOrderId } from '../orderModel/currentOrder';
import { takeEvery } from 'redux-saga/effects';
import { addPaymentInfo } from '../tracking/trackingEvents';
import { checkoutSubmitted, lightboxFailed, paymentStarted } from './checkoutEvents';
import { checkoutSaga, LIGHTBOX_FALLBACK_DELAY_MS } from './checkoutSaga';
import { selectCheckout, selectWaitingForPaymentProvider } from './checkoutSlice';
import {
  buyer,
  checkoutCalls,
  checkoutServerPerTest,
  DEMO,
  readyOrder,
  spyOnNavigation,
} from './checkoutTestKit';
import * as provider from './paymentProvider';
import { loadDemoFixture } from '../../../server/demoFixture/fixture';
import { lightboxScript } from '../../../server/standIns/payment/lightboxScript';

const start = checkoutServerPerTest();
silenceErrorReports();

/** A store whose checkout saga runs, as the checkout page starts it. */
function payingStore(api: TestApi) {
  const store = api.makeStore();
  startFeatureSaga(store, checkoutSaga);
  return store;
}

/** From here on the clock is jest's (the saga's delays), while real I/O still completes. */
function fakeClockFromNow() {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
}
afterEach(() => {
  jest.useRealTimers();
});

const submitted = (orderId: string, paymentMethod: string, form: Record<string, unknown> = buyer) =>
  checkoutSubmitted({ orderId, paymentMethod, form: form as typeof buyer });

describe('the checkout saga', () => {
  it('redirect: posts the checkout, sets the waiting flag and leaves for the hosted page', async () => {
    const { api } = await start();
    const store = payingStore(api);
    const order = await readyOrder(store);
    const navigate = spyOnNavigation();

    expect(selectWaitingForPaymentProvider(store.getState())).toBe(false);
    store.dispatch(submitted(order.id, DEMO.redirect));
    expect(selectCheckout(store.getState()).submitting).toBe(true);
    await until(() => navigate.mock.calls.length > 0, 'the redirect');

    expect(navigate).toHaveBeenCalledWith(`/stand-ins/payment/pay?order=${order.id}&lang=de`);
    expect(selectWaitingForPaymentProvider(store.getState())).toBe(true);
    expect(selectCheckout(store.getState())).toMatchObject({
      submitting: false,
      providerAction: 'redirect',
      rejection: null,
    });
    // 'checkout/paymentStarted' set the flag (the only event that does)
    expect(paymentStarted.type).toBe('checkout/paymentStarted');
    const [call] = checkoutCalls(api, order.id);
    expect(call.method).toBe('POST');
    expect(checkoutCalls(api, order.id)).toHaveLength(1);
  });

  it("walle-lightbox: loads the script from the answer and starts the payment with the provider's configuration id", async () => {
    const { api } = await start();
    const store = payingStore(api);
    const order = await readyOrder(store);
    const navigate = spyOnNavigation();
    const startPayment = jest.fn();
    const load = jest.spyOn(provider, 'loadLightboxScript').mockResolvedValue({ startPayment });

    store.dispatch(submitted(order.id, DEMO.lightbox));
    await until(() => startPayment.mock.calls.length > 0, 'the lightbox');

    expect(load).toHaveBeenCalledWith(`/stand-ins/payment/lightbox.js?order=${order.id}&lang=de`);
    // Wallee's startPayment takes its payment method configuration id, never the shop's method id
    expect(startPayment).toHaveBeenCalledWith(DEMO.lightboxConfiguration, expect.any(Function));
    expect(selectCheckout(store.getState())).toMatchObject({
      waitingForPaymentProvider: true,
      providerAction: 'walle-lightbox',
      lightboxFailed: false,
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('makes one call for a double submit, and none while the order waits for the provider', async () => {
    const { api } = await start();
    const store = payingStore(api);
    const order = await readyOrder(store);
    const navigate = spyOnNavigation();

    store.dispatch(submitted(order.id, DEMO.redirect));
    store.dispatch(submitted(order.id, DEMO.redirect));
    await until(() => navigate.mock.calls.length > 0, 'the redirect');
    store.dispatch(submitted(order.id, DEMO.lightbox));
    // the saga decides while the action is dispatched: a checkout it started would be under way now
    expect(selectCheckout(store.getState())).toMatchObject({
      submitting: false,
      providerAction: 'redirect',
    });

    expect(checkoutCalls(api, order.id)).toHaveLength(1);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('never sends an expired order; the server refusing one marks it expired', async () => {
    const { api, knobs } = await start({ reservationSeconds: 60 });
    const store = payingStore(api);
    const order = await readyOrder(store);
    const navigate = spyOnNavigation();

    // the countdown reached 0 here: nothing is sent
    store.dispatch(reservationExpired());
    store.dispatch(submitted(order.id, DEMO.redirect));
    // the saga decides while the action is dispatched: a checkout it started would be under way now
    expect(selectCheckout(store.getState()).submitting).toBe(false);
    expect(checkoutCalls(api, order.id)).toHaveLength(0);

    // the server's reservation ran out while the page still counts down
    const other = payingStore(api);
    const late = await readyOrder(other);
    knobs.serverAhead = 61_000;
    other.dispatch(submitted(late.id, DEMO.redirect));
    await until(() => selectCheckout(other.getState()).rejection !== null, 'the refusal');

    expect(checkoutCalls(api, late.id)).toHaveLength(1);
    expect(selectCheckout(other.getState()).rejection).toMatchObject({
      status: 422,
      message: { detail: 'Ihre Reservation ist abgelaufen.' },
    });
    // fetched again: 404, so the lifecycle forgot it (expired-confirmed, no alert)
    await until(() => selectOrderPhase(other.getState()) === 'expiredConfirmed', 'the expiry');
    expect(selectOrderId(other.getState())).toBeNull();
    expect(selectWaitingForPaymentProvider(other.getState())).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('reads the order again after a 422: emptied in another tab, the page shows it empty', async () => {
    const { api } = await start();
    const store = payingStore(api);
    const order = await readyOrder(store);
    const navigate = spyOnNavigation();
    const reads = () => api.requestsTo(`${API_PREFIX}/order/${order.id}`, 'GET').length;
    const readsBefore = reads();

    // another tab takes the ticket out; this page still shows it
    const other = api.makeStore();
    await other
      .dispatch(
        orderApi.endpoints.removeItem.initiate({ orderId: order.id, itemId: order.items[0].id }),
      )
      .unwrap();
    expect(selectCurrentOrder(store.getState())?.items).toHaveLength(1);

    store.dispatch(submitted(order.id, DEMO.redirect));
    await until(() => selectCheckout(store.getState()).rejection !== null, 'the refusal');
    expect(selectCheckout(store.getState()).rejection).toMatchObject({
      status: 422,
      orderChanged: true,
    });
    expect(reads()).toBeGreaterThan(readsBefore);
    expect(selectCurrentOrder(store.getState())?.items).toEqual([]);
    expect(selectOrderPhase(store.getState())).toBe('active');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps a refusal with its field problems, and lets the visitor try again', async () => {
    const { api, knobs } = await start();
    const store = payingStore(api);
    const order = await readyOrder(store);
    const navigate = spyOnNavigation();

    store.dispatch(submitted(order.id, DEMO.redirect, { ...buyer, email: 'anna', terms: false }));
    await until(() => selectCheckout(store.getState()).rejection !== null, 'the refusal');
    expect(selectCheckout(store.getState())).toMatchObject({
      submitting: false,
      waitingForPaymentProvider: false,
      rejection: {
        status: 422,
        message: { detail: 'Bitte prüfen Sie Ihre Angaben.' },
        fieldProblems: [
          { field: 'form.email', detail: expect.any(String) },
          { field: 'form.terms', detail: expect.any(String) },
        ],
      },
    });
    expect(selectOrderPhase(store.getState())).toBe('active');

    knobs.failCheckout = true;
    store.dispatch(submitted(order.id, DEMO.redirect));
    await until(
      () => selectCheckout(store.getState()).rejection?.status === 500,
      'the server error',
    );
    knobs.failCheckout = false;
    store.dispatch(submitted(order.id, DEMO.redirect));
    await until(() => navigate.mock.calls.length > 0, 'the redirect');
    expect(checkoutCalls(api, order.id)).toHaveLength(3);
  });

  it('falls back to the hosted page when the lightbox script cannot load', async () => {
    const { api } = await start();
    const store = payingStore(api);
    const order = await readyOrder(store);
    const navigate = spyOnNavigation();
    const info = jest.spyOn(console, 'info').mockImplementation(() => {});

    store.dispatch(submitted(order.id, DEMO.lightbox));
    // the real loader injects the script once; the network refuses it
    await until(
      () => document.head.querySelector('script[data-payment-lightbox]') !== null,
      'the script',
    );
    const scripts = document.head.querySelectorAll<HTMLScriptElement>(
      'script[data-payment-lightbox]',
    );
    expect(scripts).toHaveLength(1);
    expect(scripts[0].getAttribute('src')).toBe(
      `/stand-ins/payment/lightbox.js?order=${order.id}&lang=de`,
    );
    fakeClockFromNow();
    scripts[0].dispatchEvent(new Event('error'));

    await until(() => selectCheckout(store.getState()).lightboxFailed, 'the failure');
    expect(info).toHaveBeenCalledWith(
      expect.stringContaining('lightbox unavailable'),
      'the lightbox script could not be loaded',
    );
    expect(lightboxFailed.type).toBe('checkout/lightboxFailed');
    // the visitor reads why, then goes to the hosted page of the redirect method
    expect(navigate).not.toHaveBeenCalled();
    await advance(LIGHTBOX_FALLBACK_DELAY_MS - 1);
    expect(checkoutCalls(api, order.id)).toHaveLength(1);
    await advance(1);
    await until(() => navigate.mock.calls.length > 0, 'the redirect');
    expect(navigate).toHaveBeenCalledWith(`/stand-ins/payment/pay?order=${order.id}&lang=de`);
    expect(document.head.querySelector('script[data-payment-lightbox]')).toBeNull();
    expect(checkoutCalls(api, order.id)).toHaveLength(2);
    expect(selectCheckout(store.getState())).toMatchObject({
      waitingForPaymentProvider: true,
      providerAction: 'redirect',
      lightboxFailed: true,
    });
  });

  it('falls back to the hosted page when the lightbox refuses: a shop API that gives no configuration id', async () => {
    // a real shop API without the optional configuration id: the lightbox method has none
    const fixture = loadDemoFixture();
    for (const method of fixture.paymentMethods) delete method.paymentMethodConfigurationId;
    const { api } = await start({ fixture });
    const store = payingStore(api);
    const order = await readyOrder(store);
    const navigate = spyOnNavigation();
    const info = jest.spyOn(console, 'info').mockImplementation(() => {});
    // the script the checkout answer names, run as the browser would (jsdom runs no <script src>):
    // the stand-in refuses as Wallee does, through its error callback
    jest.spyOn(provider, 'loadLightboxScript').mockImplementation(() => {
      new Function(
        lightboxScript({
          orderId: order.id,
          configurationIds: [DEMO.lightboxConfiguration],
          amount: 'CHF 75.00',
          completeUrl: `/stand-ins/payment/complete?order=${order.id}&lang=de`,
          lang: 'de',
        }),
      )();
      return Promise.resolve(window.LightboxCheckoutHandler as provider.LightboxHandler);
    });

    fakeClockFromNow();
    store.dispatch(submitted(order.id, DEMO.lightbox));
    await until(() => selectCheckout(store.getState()).lightboxFailed, 'the failure');
    await advance(LIGHTBOX_FALLBACK_DELAY_MS - 1);
    expect(navigate).not.toHaveBeenCalled();
    await advance(1);
    await until(() => navigate.mock.calls.length > 0, 'the redirect');
    expect(navigate).toHaveBeenCalledWith(`/stand-ins/payment/pay?order=${order.id}&lang=de`);
    expect(info).toHaveBeenCalledWith(
      expect.stringContaining('lightbox unavailable'),
      'paymentMethodConfigurationId is required',
    );
    expect(document.querySelector('[data-lightbox-stand-in]')).toBeNull();
  });

  it("starts the lightbox with the chosen method's configuration id, not the first method's", async () => {
    // another lightbox method listed first, with its own configuration id
    const fixture = loadDemoFixture();
    const card = fixture.paymentMethods.find((method) => method.id === DEMO.lightbox)!;
    fixture.paymentMethods.unshift({
      ...card,
      id: 'card-lightbox-amex',
      paymentMethodConfigurationId: 4242,
    });
    const { api } = await start({ fixture });
    const store = payingStore(api);
    const order = await readyOrder(store);
    spyOnNavigation();
    const startPayment = jest.fn();
    jest.spyOn(provider, 'loadLightboxScript').mockResolvedValue({ startPayment });

    store.dispatch(submitted(order.id, DEMO.lightbox));
    await until(() => startPayment.mock.calls.length > 0, 'the lightbox');
    expect(startPayment).toHaveBeenCalledWith(DEMO.lightboxConfiguration, expect.any(Function));
  });

  it('tells tracking which method the visitor pays with', async () => {
    const { api } = await start();
    const store = payingStore(api);
    const order = await readyOrder(store);
    spyOnNavigation();
    const told: unknown[] = [];
    startFeatureSaga(store, function* collect() {
      yield takeEvery(addPaymentInfo, (action) => {
        told.push(action.payload);
      });
    });

    store.dispatch(submitted(order.id, DEMO.redirect));
    await until(() => told.length > 0, 'the tracking event');
    expect(told).toEqual([{ paymentMethod: DEMO.redirect }]);
  });

  it('sends nothing for an order that is not the current one', async () => {
    const { api } = await start();
    const store = payingStore(api);
    const order = await readyOrder(store);
    const other = await readyOrder(api.makeStore());
    const navigate = spyOnNavigation();

    store.dispatch(submitted(other.id, DEMO.redirect));
    expect(selectCheckout(store.getState()).submitting).toBe(false);
    expect(checkoutCalls(api, other.id)).toHaveLength(0);
    // the current one is still paid as usual
    store.dispatch(submitted(order.id, DEMO.redirect));
    await until(() => navigate.mock.calls.length > 0, 'the redirect');
    expect(checkoutCalls(api, order.id)).toHaveLength(1);
  });

  it('a server error (500) is only told: the order is not read again, nor said to have changed', async () => {
    const { api, knobs } = await start();
    const store = payingStore(api);
    const order = await readyOrder(store);
    spyOnNavigation();
    const reads = () => api.requestsTo(`${API_PREFIX}/order/${order.id}`, 'GET').length;
    const readsBefore = reads();

    knobs.failCheckout = true;
    store.dispatch(submitted(order.id, DEMO.redirect));
    await until(() => selectCheckout(store.getState()).rejection !== null, 'the refusal');
    expect(selectCheckout(store.getState()).rejection).toMatchObject({
      status: 500,
      orderChanged: false,
    });
    expect(reads()).toBe(readsBefore);
  });
});
