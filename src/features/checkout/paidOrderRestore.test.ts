/**
 * A paid order is never the basket again. The status page says "paid" from the server's HTML
 * before its own read of the status has come back; a visitor who leaves it that soon (a link
 * followed before the page started, the tab closed) still has the order in local storage, and the
 * next page restores it. The lifecycle lets it go when the order's answer says paid, so the next
 * ticket goes into a new order instead of being refused ("this order can no longer be changed").
 */
import { amountChanged, orderRestoreRequested } from '../orderModel/orderEvents';
import { selectCurrentOrder, selectOrderId } from '../orderModel/currentOrder';
import { selectOrderPhase } from '../order/orderSelectors';
import { readStoredOrder } from '../order/orderStorage';
import { advance, until, withFakeClock } from '../order/orderTestKit';
import { selectErrorAlert } from '../errors/errorAlertSlice';
import { makeStore } from '../../app/store';
import type { ApiServices } from '../../api/baseQuery';
import {
  checkOutDirectly,
  checkoutServerPerTest,
  completePayment,
  readyOrder,
} from './checkoutTestKit';

const start = checkoutServerPerTest();
withFakeClock();
beforeEach(() => window.localStorage.clear());

const JAZZ = { placementId: 'pl-jazz-nacht', variantId: 'var-jazz-standard' };

describe('a stored order that was paid', () => {
  it('is let go when it is restored, and the next ticket starts a new order', async () => {
    const { api } = await start();
    const paying = api.makeStore();
    const paid = await readyOrder(paying);
    await checkOutDirectly(paying, paid.id);
    await completePayment(api, paid.id, 'paid');
    // the page that paid never heard the status: the order is still in storage
    expect(readStoredOrder()?.orderId).toBe(paid.id);

    const next = api.makeStore();
    next.dispatch(orderRestoreRequested());
    await until(() => selectOrderPhase(next.getState()) === 'none', 'the paid order let go');
    expect(selectOrderId(next.getState())).toBeNull();
    expect(readStoredOrder()).toBeNull();

    next.dispatch(amountChanged({ ...JAZZ, amount: 1 }));
    await advance(500);
    await until(() => selectCurrentOrder(next.getState())?.items.length === 1, 'the new ticket');
    const fresh = selectOrderId(next.getState());
    expect(fresh).not.toBe(paid.id);
    expect(readStoredOrder()?.orderId).toBe(fresh);
    expect(selectErrorAlert(next.getState()).visible).toBe(false);
    expect(api.requestsTo(`/api/shop/v2/order/${paid.id}/items`, 'POST')).toHaveLength(1);
  });

  it('a ticket asked for while it is restored goes into a new order, also when the answer comes first', async () => {
    const { api } = await start();
    const paying = api.makeStore();
    const paid = await readyOrder(paying);
    await checkOutDirectly(paying, paid.id);
    await completePayment(api, paid.id, 'paid');

    const next = api.makeStore();
    next.dispatch(orderRestoreRequested());
    next.dispatch(amountChanged({ ...JAZZ, amount: 1 }));
    // the paid order's answer is in and the order let go before the amounts' pause is over
    await until(() => selectOrderPhase(next.getState()) === 'none', 'the paid order let go');
    await advance(500);
    await until(() => selectCurrentOrder(next.getState())?.items.length === 1, 'the new ticket');
    expect(selectOrderId(next.getState())).not.toBe(paid.id);
    expect(selectErrorAlert(next.getState()).visible).toBe(false);
  });

  it('a round waiting for the restored order goes on when the paid order is let go', async () => {
    const { api } = await start();
    const paying = api.makeStore();
    const paid = await readyOrder(paying);
    await checkOutDirectly(paying, paid.id);
    await completePayment(api, paid.id, 'paid');

    // the restore's read of the paid order is held until the amounts' round waits for it
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { fetchFn } = api.services;
    const services: ApiServices = {
      ...api.services,
      // the base query hands over a Request (a copy of it would take its body)
      fetchFn: async (input, init) => {
        const { method, url } = input as Request;
        if (method === 'GET' && new URL(url).pathname.endsWith(`/order/${paid.id}`)) await held;
        return fetchFn!(input, init);
      },
    };
    const next = makeStore(undefined, services);
    next.dispatch(orderRestoreRequested());
    next.dispatch(amountChanged({ ...JAZZ, amount: 1 }));
    await advance(500);
    expect(selectOrderPhase(next.getState())).toBe('starting');
    release();
    await until(() => selectCurrentOrder(next.getState())?.items.length === 1, 'the new ticket');
    expect(selectOrderId(next.getState())).not.toBe(paid.id);
    expect(selectErrorAlert(next.getState()).visible).toBe(false);
    // the paid order got only the items the first page added
    expect(api.requestsTo(`/api/shop/v2/order/${paid.id}/items`, 'POST')).toHaveLength(1);
  });
});
