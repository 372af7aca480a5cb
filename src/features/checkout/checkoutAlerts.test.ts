/**
 * Which failed checkout and status calls the shared error alert tells, on a real store against the
 * demo server: a refused checkout (409, 422) is the checkout page's to show above its button, and
 * an unknown order's status is the status page's 404; every other failure is the alert's, also a
 * 409 or a 404 of another call.
 */
import { startFeatureSaga } from '../../state/featureSagas';
import { errorSaga } from '../errors/errorSaga';
import { selectErrorVisible } from '../errors/errorAlertSlice';
import { orderApi } from '../order/orderApi';
import { silenceErrorReports, until } from '../order/orderTestKit';
import { checkoutApi } from './checkoutApi';
// the status page's rule, registered when its code loads, as the page loads it
import './orderStatusAnswers';
import {
  buyer,
  chamberAdult,
  checkoutServerPerTest,
  completePayment,
  DEMO,
  readyOrder,
} from './checkoutTestKit';
import type { TestApi } from '../../test/demoApi';

const start = checkoutServerPerTest();
silenceErrorReports();

function alertingStore(api: TestApi) {
  const store = api.makeStore();
  startFeatureSaga(store, errorSaga);
  return store;
}
type Store = ReturnType<typeof alertingStore>;

/** The call's HTTP status once it failed (it must fail). */
async function failedStatus(result: Promise<unknown>): Promise<unknown> {
  try {
    await result;
  } catch (error) {
    return (error as { status?: unknown }).status;
  }
  throw new Error('the call did not fail');
}

const pay = (store: Store, orderId: string, expectedTotal?: number) =>
  store
    .dispatch(
      checkoutApi.endpoints.payOrder.initiate(
        { orderId, form: buyer, paymentMethod: DEMO.redirect, expectedTotal },
        { track: false },
      ),
    )
    .unwrap();

describe('the error alert about the checkout', () => {
  it('stays quiet about a checkout refused with 409 or 422: the checkout page says why', async () => {
    const { api } = await start();
    const store = alertingStore(api);
    const order = await readyOrder(store);
    expect(await failedStatus(pay(store, order.id, order.totals.total + 100))).toBe(409);
    expect(await failedStatus(pay(store, order.id, -1))).toBe(422);
    const empty = await store.dispatch(orderApi.endpoints.createOrder.initiate('demo')).unwrap();
    expect(await failedStatus(pay(store, empty.id))).toBe(422);
    expect(selectErrorVisible(store.getState())).toBe(false);
  });

  it('tells a checkout that failed on the server (500): the page has nothing else to say', async () => {
    const { api, knobs } = await start();
    const store = alertingStore(api);
    const order = await readyOrder(store);
    knobs.failCheckout = true;
    expect(await failedStatus(pay(store, order.id))).toBe(500);
    await until(() => selectErrorVisible(store.getState()), 'the alert');
  });

  it('tells a 409 of another call: a ticket refused for a paid order', async () => {
    const { api } = await start();
    const store = alertingStore(api);
    const order = await readyOrder(store);
    await pay(store, order.id);
    await completePayment(api, order.id, 'paid');
    const adding = store
      .dispatch(orderApi.endpoints.addItems.initiate({ orderId: order.id, items: [chamberAdult] }))
      .unwrap();
    expect(await failedStatus(adding)).toBe(409);
    await until(() => selectErrorVisible(store.getState()), 'the alert');
  });
});

describe('the error alert about the order status', () => {
  it('stays quiet about an unknown order’s status (the 404 page), and tells a 404 of another call', async () => {
    const { api } = await start();
    const store = alertingStore(api);
    await readyOrder(store, []);
    const status = store.dispatch(checkoutApi.endpoints.getOrderStatus.initiate('no-such-order'));
    expect(await failedStatus(status.unwrap())).toBe(404);
    status.unsubscribe();
    expect(selectErrorVisible(store.getState())).toBe(false);

    // the same unknown order paid for: a checkout's 404 is the alert's
    expect(await failedStatus(pay(store, 'no-such-order'))).toBe(404);
    await until(() => selectErrorVisible(store.getState()), 'the alert');
  });
});
