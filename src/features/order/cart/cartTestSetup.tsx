/**
 * Test wiring for the cart panel: a real demo server whose latency and failures a test can switch
 * on and off, an order with items made through the real shop API, and the panel rendered on a
 * real store with the cart open.
 */
import { act } from '@testing-library/react';
import { API_PREFIX } from '../../../api/headers';
import type { Lang, NewOrderItem, Order } from '../../../api/types';
import type { AppStore } from '../../../state/rootState';
import { demoApiPerTest, type TestApi } from '../../../test/demoApi';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { routeLanguageEntered } from '../../locale/localeSlice';
import { orderStarted } from '../../orderModel/orderEvents';
import { opened } from '../cartSlice';
import CartPanel from './CartPanel';
import { orderApi } from '../orderApi';
import { orderRead } from '../../orderModel/orderRead';
import { shopQuery } from '../../shop/shopQuery';

/** What a test can change on the running server. */
export interface ServerKnobs {
  /** the next API requests wait 150 ms */
  slow: boolean;
  /** the next API requests fail with a 500 */
  failing: boolean;
  /** the next API requests are carried out, and their answers lost on the way back */
  losing: boolean;
}

/** `const start = cartServerPerTest()`: each test gets its own demo server (closed after it). */
export function cartServerPerTest() {
  const start = demoApiPerTest();
  // the order saga keeps the order id in local storage: no test restores another test's order
  beforeEach(() => localStorage.clear());
  return async () => {
    const knobs: ServerKnobs = { slow: false, failing: false, losing: false };
    // faults() draws random() for each API request: the latency (latency = random * 150 ms) right
    // after onRequest, then the failure check (fails when < 1) and, when failing, the kind (500 when
    // < 0.5, else the connection dropped: before handling when < 0.5, else after it)
    let latencyDrawNext = false;
    let drawsAfterLatency = 0;
    const api = await start({
      latencyMs: [0, 150],
      failureRate: 1,
      onRequest: (info) => {
        if (info.path.startsWith(API_PREFIX)) latencyDrawNext = true;
      },
      random: () => {
        if (latencyDrawNext) {
          latencyDrawNext = false;
          drawsAfterLatency = 0;
          return knobs.slow ? 1 : 0;
        }
        drawsAfterLatency += 1;
        if (knobs.losing) return drawsAfterLatency === 1 ? 0 : 0.9;
        return knobs.failing ? 0 : 1;
      },
    });
    return { api, knobs };
  };
}

export interface CartSetup {
  items?: NewOrderItem[];
  lang?: Lang;
  /** default true */
  open?: boolean;
  /** default true: start an order; false leaves the session without one */
  withOrder?: boolean;
  /** called with the ready store just before the panel is rendered (e.g. to spy on dispatch) */
  beforeRender?: (store: AppStore) => void;
}

/** An order with `items` on the demo server, the session pointing at it, and the panel rendered. */
export async function renderCart(api: TestApi, setup: CartSetup = {}) {
  const { items = [], lang = 'de', open = true, withOrder = true, beforeRender } = setup;
  const store: AppStore = api.makeStore();
  // the app has the shop (and the route's language) before the visitor can open the cart
  store.dispatch(routeLanguageEntered(lang));
  await store.dispatch(shopQuery.endpoints.getShop.initiate('demo')).unwrap();
  let order: Order | undefined;
  if (withOrder) {
    order = await store.dispatch(orderApi.endpoints.createOrder.initiate('demo')).unwrap();
    // seats are chosen on the chart first: held in seats.io with the order's hold token
    const seats = items.flatMap((item) => (item.seatLabel ? [item.seatLabel] : []));
    if (seats.length > 0) {
      const held = await fetch(
        `${api.url}/stand-ins/seatsio/api/events/demo-sinfonie-winter-2026/actions/hold`,
        {
          method: 'POST',
          body: JSON.stringify({ objects: seats, holdToken: order.seating?.holdToken }),
        },
      );
      if (held.status !== 204) throw new Error(`holding ${seats.join()} answered ${held.status}`);
    }
    if (items.length > 0) {
      order = await store
        .dispatch(orderApi.endpoints.addItems.initiate({ orderId: order.id, items }))
        .unwrap();
    }
    store.dispatch(
      orderStarted({
        orderId: order.id,
        expiresAt: Date.now() + order.reservationExpiresInSeconds * 1000,
      }),
    );
  }
  if (open) store.dispatch(opened());
  beforeRender?.(store);
  const view = renderWithProviders(<CartPanel />, { store, lang });
  return { ...view, store, order };
}

/** The order as the server holds it now (fetched again; the answer updates the panel, inside act). */
export async function serverOrder(store: AppStore, orderId: string): Promise<Order> {
  return act(() =>
    store
      .dispatch(
        orderRead.endpoints.getOrder.initiate(orderId, { forceRefetch: true, subscribe: false }),
      )
      .unwrap(),
  );
}

export { plain } from '../../../test/plainSpaces';
