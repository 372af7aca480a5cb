/**
 * What follows a status answer 'paid', on a real store against the demo server, for a page where
 * the paid order is not the current one (the status page opened from the provider in a fresh tab,
 * or after another order was started): the stored order is forgotten only when it is the paid one.
 */
import { startFeatureSaga } from '../../state/featureSagas';
import { readStoredOrder, storeOrder } from '../order/orderStorage';
import { selectOrderId } from '../orderModel/currentOrder';
import { checkoutApi } from './checkoutApi';
import {
  checkOutDirectly,
  checkoutServerPerTest,
  completePayment,
  readyOrder,
} from './checkoutTestKit';
import { CHECKOUT_DRAFT_KEY } from './checkoutDraft';
import { PURCHASES_SENT_KEY } from './purchaseMemory';
import { purchaseSaga } from './purchaseSaga';
import { until } from '../order/orderTestKit';
import type { TestApi } from '../../test/demoApi';

const start = checkoutServerPerTest();

async function paidOrderId(api: TestApi): Promise<string> {
  const paying = api.makeStore();
  const paid = await readyOrder(paying);
  await checkOutDirectly(paying, paid.id);
  await completePayment(api, paid.id, 'paid');
  return paid.id;
}

/** A page with no current order that reads the order's status, as the status page does. */
async function statusPageFor(api: TestApi, orderId: string) {
  const store = api.makeStore();
  startFeatureSaga(store, purchaseSaga);
  const status = store.dispatch(checkoutApi.endpoints.getOrderStatus.initiate(orderId));
  expect((await status.unwrap()).status).toBe('paid');
  status.unsubscribe();
  return store;
}

describe('a paid order whose status page does not hold it as the current order', () => {
  it('is forgotten from storage when it is the stored order, and the form kept for it too', async () => {
    const { api } = await start();
    const paid = await paidOrderId(api);
    expect(readStoredOrder()?.orderId).toBe(paid);
    sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify({ buyer: {}, paymentMethod: 'x' }));

    const page = await statusPageFor(api, paid);
    await until(() => readStoredOrder() === null, 'the stored order forgotten');
    expect(selectOrderId(page.getState())).toBeNull();
    expect(sessionStorage.getItem(CHECKOUT_DRAFT_KEY)).toBeNull();
  });

  it('leaves another stored order alone: the basket the visitor started since', async () => {
    const { api } = await start();
    const paid = await paidOrderId(api);
    storeOrder({ orderId: 'the-next-basket', shop: 'demo' });

    await statusPageFor(api, paid);
    // the purchase is told once the saga has done its part: then storage has been looked at
    await until(() => localStorage.getItem(PURCHASES_SENT_KEY) !== null, 'the purchase told');
    expect(readStoredOrder()).toEqual({ orderId: 'the-next-basket', shop: 'demo' });
  });
});
