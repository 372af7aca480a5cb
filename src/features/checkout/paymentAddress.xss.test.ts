/**
 * The payment provider's address comes from the shop API's checkout answer: a redirect is
 * followed with location.assign and a lightbox script is loaded from it. A javascript: or data:
 * address there would run in the shop's page, so only http(s) is followed. Tested on a real
 * store against the real demo API, behind a hostile provider that rewrites the checkout answer.
 */
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { Server } from 'node:http';
import { createDemoApi } from '../../../server/demoApi/demoApi';
import { armPayload, corpusPayload } from '../../../server/demoFixture/xssCorpus';
import { startFeatureSaga } from '../../state/featureSagas';
import { makeStore } from '../../app/store';
import { createCookieFetch } from '../../test/cookieFetch';
import '../../test/demoApi';
import { silenceErrorReports, until } from '../order/orderTestKit';
import { waitFor } from '@testing-library/react';
import { checkoutSubmitted } from './checkoutEvents';
import { checkoutSaga } from './checkoutSaga';
import { LIGHTBOX_FALLBACK_DELAY_MS } from './checkoutSaga';
import { selectCheckout } from './checkoutSlice';
import { buyer, DEMO, readyOrder, spyOnNavigation } from './checkoutTestKit';
import * as provider from './paymentProvider';

silenceErrorReports();
jest.setTimeout(30_000);

const HOSTILE_ADDRESSES = [
  'javascript:__xss(1)',
  'JaVaScRiPt:__xss(2)',
  ' \tjava\nscript:__xss(3)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCg0KTwvc2NyaXB0Pg==',
  'vbscript:alert(5)',
  armPayload(corpusPayload('bare-javascript-url'), 6).payload,
];

describe('providerUrl', () => {
  it.each(HOSTILE_ADDRESSES)('refuses %j', (address) => {
    expect(() => provider.providerUrl(address)).toThrow(/not http\(s\)/);
  });

  it('keeps http(s) and relative addresses as they are', () => {
    expect(provider.providerUrl('/stand-ins/payment/pay?order=1')).toBe(
      '/stand-ins/payment/pay?order=1',
    );
    expect(provider.providerUrl('https://pay.example/x?y=1')).toBe('https://pay.example/x?y=1');
  });
});

describe('a checkout answer with a hostile address', () => {
  let server: Server | null = null;
  let forgedUrl = '';
  beforeEach(() => {
    localStorage.clear();
    provider.forgetLightboxScripts();
  });
  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise((done) => server?.close(done));
    server = null;
  });

  /** The demo API behind a provider that answers every checkout with `forgedUrl`. */
  async function hostileStore() {
    const app = express();
    app.use((req, res, next) => {
      if (req.method === 'POST' && /\/checkout$/.test(req.path)) {
        const json = res.json.bind(res);
        res.json = (body: Record<string, unknown>) =>
          json(res.statusCode < 300 ? { ...body, url: forgedUrl } : body);
      }
      next();
    });
    app.use(createDemoApi());
    const running = app.listen(0, '127.0.0.1');
    server = running;
    await new Promise((done) => running.once('listening', done));
    const { port } = running.address() as AddressInfo;
    const cookies = createCookieFetch();
    const store = makeStore(undefined, {
      origin: `http://127.0.0.1:${port}`,
      fetchFn: cookies.fetch,
      retryBackoff: () => Promise.resolve(),
    });
    // paying: as the checkout page starts it
    startFeatureSaga(store, checkoutSaga);
    return store;
  }

  it.each(HOSTILE_ADDRESSES)(
    'redirect: does not follow %j, and says the payment failed',
    async (address) => {
      forgedUrl = address;
      const store = await hostileStore();
      const order = await readyOrder(store);
      const navigate = spyOnNavigation();
      store.dispatch(
        checkoutSubmitted({ orderId: order.id, paymentMethod: DEMO.redirect, form: buyer }),
      );
      await until(() => selectCheckout(store.getState()).rejection !== null, 'the refusal');
      expect(navigate).not.toHaveBeenCalled();
      expect(selectCheckout(store.getState())).toMatchObject({
        submitting: false,
        waitingForPaymentProvider: false,
        rejection: { message: { messageKey: 'errors.generic' } },
      });
    },
  );

  it('lightbox: loads no script from it, falls back to the hosted page, and does not follow that either', async () => {
    forgedUrl = 'javascript:__xss(7)';
    const store = await hostileStore();
    const order = await readyOrder(store);
    const navigate = spyOnNavigation();
    const load = jest.spyOn(provider, 'loadLightboxScript');
    const info = jest.spyOn(console, 'info').mockImplementation(() => {});
    store.dispatch(
      checkoutSubmitted({ orderId: order.id, paymentMethod: DEMO.lightbox, form: buyer }),
    );
    // the lightbox failure is shown for LIGHTBOX_FALLBACK_DELAY_MS, then the hosted page is tried
    await waitFor(() => expect(selectCheckout(store.getState()).rejection).not.toBeNull(), {
      timeout: LIGHTBOX_FALLBACK_DELAY_MS + 5000,
    });
    expect(info).toHaveBeenCalledWith(
      expect.stringContaining('falling back to the hosted page'),
      expect.stringContaining('not http(s)'),
    );
    expect(load).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(document.querySelector('script[data-payment-lightbox]')).toBeNull();
  });
});
