/** The visibility refresh on a real store against the demo server, on jest's fake clock. */
import { demoApiPerTest, switchableOutage } from '../../test/demoApi';
import { selectErrorAlert } from '../errors/errorAlertSlice';
import { selectOrderId, selectCurrentOrder } from '../orderModel/currentOrder';
import { selectExpiryDialogOpen, selectOrderPhase, selectSecondsLeft } from './orderSelectors';
import { advance, createOrder, silenceErrorReports, until, withFakeClock } from './orderTestKit';
import { orderApi } from './orderApi';

const start = demoApiPerTest();
withFakeClock();
silenceErrorReports();

let visibility: DocumentVisibilityState = 'visible';
beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
afterAll(() => {
  delete (document as { visibilityState?: unknown }).visibilityState;
});
beforeEach(() => {
  visibility = 'visible';
});

function setVisibility(next: DocumentVisibilityState) {
  visibility = next;
  document.dispatchEvent(new Event('visibilitychange'));
}

const IMPRO = { variant: 'var-impro-erwachsene', placementId: 'pl-improtheater' };

describe('the visibility refresh', () => {
  it('fetches the order again when the page is visible again, and the countdown restarts from the answer', async () => {
    const api = await start({ reservationSeconds: 600 });
    const store = api.makeStore();
    const order = await createOrder(store);
    const gets = () => api.requestsTo(`/api/shop/v2/order/${order.id}`, 'GET');
    expect(gets()).toHaveLength(0);

    setVisibility('hidden');
    await advance(200_000);
    expect(selectSecondsLeft(store.getState())).toBe(400);
    // meanwhile another tab adds an item: the server renews the reservation
    const otherTab = api.makeStore();
    await otherTab.dispatch(
      orderApi.endpoints.addItems.initiate({ orderId: order.id, items: [IMPRO] }),
    );

    setVisibility('visible');
    await until(() => selectCurrentOrder(store.getState())?.items.length === 1, 'the fresh order');
    expect(gets()).toHaveLength(1);
    expect(selectSecondsLeft(store.getState())).toBe(600);
    await advance(1000);
    expect(selectSecondsLeft(store.getState())).toBe(599);
  });

  it('does not refresh without having been hidden, nor without an order', async () => {
    const api = await start();
    const store = api.makeStore();
    setVisibility('hidden');
    setVisibility('visible');
    await advance(100);
    expect(api.requestsTo('/api/shop/v2/order')).toHaveLength(0);

    const order = await createOrder(store);
    setVisibility('visible');
    await advance(100);
    expect(api.requestsTo(`/api/shop/v2/order/${order.id}`, 'GET')).toHaveLength(0);
  });

  it('marks an order the server no longer has as expired-confirmed, with no message', async () => {
    let serverSkew = 0;
    const api = await start({ reservationSeconds: 600, now: () => Date.now() + serverSkew });
    const store = api.makeStore();
    await createOrder(store);
    setVisibility('hidden');
    serverSkew = 601_000;
    setVisibility('visible');
    await until(() => selectOrderPhase(store.getState()) === 'expiredConfirmed', 'the 404');
    expect(selectOrderId(store.getState())).toBeNull();
    expect(selectSecondsLeft(store.getState())).toBeNull();
    expect(selectExpiryDialogOpen(store.getState())).toBe(false);
    expect(selectErrorAlert(store.getState()).visible).toBe(false);
    expect(window.localStorage.getItem('billett.order')).toBeNull();
    // the countdown stopped
    await advance(5000);
    expect(selectSecondsLeft(store.getState())).toBeNull();
  });

  it('shows other failures through the error alert and keeps the order', async () => {
    const outage = switchableOutage();
    const api = await start(outage.options);
    const store = api.makeStore();
    const order = await createOrder(store);
    outage.down(true);
    setVisibility('hidden');
    setVisibility('visible');
    await until(() => selectErrorAlert(store.getState()).visible, 'the alert');
    expect(selectOrderId(store.getState())).toBe(order.id);
    expect(selectOrderPhase(store.getState())).toBe('active');
  });
});
