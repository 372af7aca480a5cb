/**
 * Test wiring for the checkout: a real demo server (with a knob that makes the next checkout call
 * fail, and a clock the test can move), an order with items made through the real shop API and
 * made current by the order lifecycle, and the payment provider's browser side spied on.
 * Used by tests only.
 */
import { API_PREFIX } from '../../api/headers';
import type { CheckoutAnswer, Lang, NewOrderItem, Order } from '../../api/types';
import type { AppStore } from '../../state/rootState';
import { demoApiPerTest, type TestApi } from '../../test/demoApi';
import type { DemoServerOptions } from '../../../server/listen';
import { routeLanguageEntered } from '../locale/localeSlice';
import { selectOrderActive } from '../order/orderSelectors';
import { until } from '../order/orderTestKit';
import { selectOrderId } from '../orderModel/currentOrder';
import * as provider from './paymentProvider';
import { checkoutApi } from './checkoutApi';
import { orderApi } from '../order/orderApi';
import { shopQuery } from '../shop/shopQuery';

/** Ids of the seeded demo shop (server/testing/fixtureIds.ts, not importable from src/). */
export const DEMO = {
  lightbox: 'card-lightbox',
  /** Wallee's payment method configuration id of the lightbox method (the fixture's) */
  lightboxConfiguration: 1207,
  redirect: 'twint-redirect',
  presaleToken: 'PRESALE-2026',
} as const;
/** Zauberflöte, adult, CHF 75.00 + 5.00 by post; no personalisation. */
export const fluteByPost: NewOrderItem = {
  variant: 'var-zauberfloete-erwachsene',
  placementId: 'pl-zauberfloete',
  deliveryOption: 'POST',
};
/** Kammermusik, adult, CHF 35.00, personalised with form-ticketholder. */
export const chamberAdult: NewOrderItem = {
  variant: 'var-kammermusik-erwachsene',
  placementId: 'pl-kammermusik',
};
/** A valid buyer form. */
export const buyer = {
  firstName: 'Anna',
  lastName: 'Muster',
  email: 'anna@example.ch',
  terms: true,
};

export interface CheckoutKnobs {
  /** the next checkout call fails with a 500 (the demo server's fault injection) */
  failCheckout: boolean;
  /** the server's clock runs this far ahead of the real one (ms) */
  serverAhead: number;
}

/** `const start = checkoutServerPerTest()`: each test gets its own demo server (closed after it). */
export function checkoutServerPerTest() {
  const start = demoApiPerTest();
  beforeEach(() => {
    localStorage.clear();
    // the checkout form kept for the tab (checkoutDraft.ts): each test starts with an empty one
    sessionStorage.clear();
    provider.forgetLightboxScripts();
  });
  return async (
    options: { reservationSeconds?: number; fixture?: DemoServerOptions['fixture'] } = {},
  ) => {
    const knobs: CheckoutKnobs = { failCheckout: false, serverAhead: 0 };
    let failNext = false;
    const api = await start({
      ...options,
      now: () => Date.now() + knobs.serverAhead,
      failureRate: 1,
      onRequest: (info) => {
        failNext =
          knobs.failCheckout &&
          info.method === 'POST' &&
          /\/checkout$/.test(info.path.split('?')[0]);
      },
      // faults(): no latency draw (latency is 0), then the failure check (< 1 fails), then the kind (< 0.5: a 500)
      random: () => (failNext ? 0 : 1),
    });
    return { api, knobs };
  };
}

/** An order with `items` on the demo server, current in `store` (the lifecycle took the answer). */
export async function readyOrder(
  store: AppStore,
  items: NewOrderItem[] = [fluteByPost],
  lang: Lang = 'de',
): Promise<Order> {
  store.dispatch(routeLanguageEntered(lang));
  await store.dispatch(shopQuery.endpoints.getShop.initiate('demo')).unwrap();
  let order = await store.dispatch(orderApi.endpoints.createOrder.initiate('demo')).unwrap();
  if (items.length > 0) {
    order = await store
      .dispatch(orderApi.endpoints.addItems.initiate({ orderId: order.id, items }))
      .unwrap();
  }
  await until(
    () => selectOrderId(store.getState()) === order.id && selectOrderActive(store.getState()),
    'the order to be current',
  );
  return order;
}

/** The checkout calls the server saw for an order. */
export const checkoutCalls = (api: TestApi, orderId: string) =>
  api.requestsTo(`${API_PREFIX}/order/${orderId}/checkout`, 'POST');

/** The external navigations the saga asked for (none happens: jsdom cannot leave the page). */
export function spyOnNavigation(): jest.SpyInstance<void, [string]> {
  return jest.spyOn(provider, 'assignLocation').mockImplementation(() => {});
}

/** Checks an order out outside the page (as another tab would) and returns the answer. */
export function checkOutDirectly(
  store: AppStore,
  orderId: string,
  paymentMethod: string = DEMO.redirect,
): Promise<CheckoutAnswer> {
  return store
    .dispatch(
      checkoutApi.endpoints.payOrder.initiate(
        { orderId, form: buyer, paymentMethod },
        { track: false },
      ),
    )
    .unwrap();
}

/** The payment provider's answer, as the hosted page's buttons give it (GET complete). */
export async function completePayment(
  api: TestApi,
  orderId: string,
  result: 'paid' | 'failed' | 'cancelled',
  lang: Lang = 'de',
): Promise<void> {
  const response = await fetch(
    `${api.url}/stand-ins/payment/complete?order=${encodeURIComponent(orderId)}&lang=${lang}&result=${result}`,
    { redirect: 'manual' },
  );
  if (response.status !== 303)
    throw new Error(`completing the payment answered ${response.status}`);
}
