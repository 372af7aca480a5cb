/** The order's life on a real store against the demo server: lazy creation, restore, the 404 rule. */
import { selectErrorAlert } from '../errors/errorAlertSlice';
import { demoApiPerTest } from '../../test/demoApi';
import { selectOrderId, selectCurrentOrder } from '../orderModel/currentOrder';
import { amountChanged, orderRestoreRequested } from '../orderModel/orderEvents';
import {
  selectOrderActive,
  selectOrderPhase,
  selectSecondsLeft,
  selectOrderExpiresAt,
} from './orderSelectors';
import { selectVariantAmount } from './amountSelectors';
import { ORDER_STORAGE_KEY, readStoredOrder } from './orderStorage';
import {
  advance,
  createOrder,
  PASS_DRAW,
  scriptedFaults,
  settle,
  silenceErrorReports,
  until,
  withFakeClock,
} from './orderTestKit';
import { orderApi } from './orderApi';
import { orderRead } from '../orderModel/orderRead';

const start = demoApiPerTest();
withFakeClock();
silenceErrorReports();
beforeEach(() => window.localStorage.clear());

const ORDER_POST = (api: Awaited<ReturnType<typeof start>>) =>
  api.requests.filter(
    (request) => request.method === 'POST' && request.path === '/api/shop/v2/order',
  );
const IMPRO = { placementId: 'pl-improtheater', variantId: 'var-impro-erwachsene' };

describe('the order lifecycle', () => {
  it('has no order until one is needed; then it is created once and remembered', async () => {
    const api = await start();
    const store = api.makeStore();
    expect(selectOrderPhase(store.getState())).toBe('none');
    expect(selectOrderActive(store.getState())).toBe(false);
    await advance(5000);
    expect(ORDER_POST(api)).toHaveLength(0);

    store.dispatch(amountChanged({ ...IMPRO, amount: 1 }));
    await advance(500);
    await until(
      () =>
        selectVariantAmount(store.getState(), IMPRO.placementId, IMPRO.variantId) === 1 &&
        selectCurrentOrder(store.getState())?.items.length === 1,
      'the item',
    );
    expect(ORDER_POST(api)).toHaveLength(1);
    expect(selectOrderActive(store.getState())).toBe(true);
    const orderId = selectOrderId(store.getState())!;
    expect(readStoredOrder()).toEqual({ orderId, shop: 'demo' });
    // the new order's answer is in the cache: holding it fetches nothing
    expect(api.requestsTo(`/api/shop/v2/order/${orderId}`, 'GET')).toHaveLength(0);
  });

  it('restores the stored order after a reload: a second store reads the same storage', async () => {
    const api = await start({ reservationSeconds: 600 });
    const first = api.makeStore();
    const order = await createOrder(first);
    await first.dispatch(
      orderApi.endpoints.addItems.initiate({
        orderId: order.id,
        items: [{ ...IMPRO, variant: IMPRO.variantId }],
      }),
    );
    await advance(100_000);

    const second = api.makeStore();
    second.dispatch(orderRestoreRequested());
    expect(selectOrderId(second.getState())).toBe(order.id);
    expect(selectOrderPhase(second.getState())).toBe('starting');
    // an amount change meanwhile waits for the restored order instead of creating another
    second.dispatch(amountChanged({ ...IMPRO, amount: 2 }));
    await until(() => selectOrderActive(second.getState()), 'the restored order');
    expect(selectOrderExpiresAt(second.getState())).toBe(Date.now() + 500_000);
    expect(selectSecondsLeft(second.getState())).toBe(500);
    expect(selectVariantAmount(second.getState(), IMPRO.placementId, IMPRO.variantId)).toBe(2);

    await advance(500);
    await until(() => selectCurrentOrder(second.getState())?.items.length === 2, 'the second item');
    expect(ORDER_POST(api)).toHaveLength(1);
    expect(selectOrderId(second.getState())).toBe(order.id);
  });

  it('forgets a stored order the server no longer has: expired-confirmed, no message', async () => {
    let serverSkew = 0;
    const api = await start({ reservationSeconds: 60, now: () => Date.now() + serverSkew });
    const first = api.makeStore();
    const order = await createOrder(first);
    serverSkew = 61_000; // the reservation ran out on the server while the page was closed

    const second = api.makeStore();
    second.dispatch(orderRestoreRequested());
    await until(() => selectOrderPhase(second.getState()) === 'expiredConfirmed', 'the 404');
    expect(selectOrderId(second.getState())).toBeNull();
    expect(selectOrderActive(second.getState())).toBe(false);
    expect(selectErrorAlert(second.getState()).visible).toBe(false);
    expect(window.localStorage.getItem(ORDER_STORAGE_KEY)).toBeNull();
    expect(api.requestsTo(`/api/shop/v2/order/${order.id}`, 'GET')).toHaveLength(1);
  });

  it("ignores another shop's stored order and does nothing without one", async () => {
    const api = await start();
    window.localStorage.setItem(
      ORDER_STORAGE_KEY,
      JSON.stringify({ orderId: 'ord-x', shop: 'other' }),
    );
    const store = api.makeStore();
    store.dispatch(orderRestoreRequested());
    expect(selectOrderPhase(store.getState())).toBe('none');
    expect(window.localStorage.getItem(ORDER_STORAGE_KEY)).toBeNull();
    store.dispatch(orderRestoreRequested());
    expect(selectOrderPhase(store.getState())).toBe('none');
    expect(api.requestsTo('/api/shop/v2/order')).toHaveLength(0);
  });

  it('keeps a restored order when fetching it fails for another reason, and says so', async () => {
    const api = await start();
    const order = await createOrder(api.makeStore());
    const failing = await start({ failureRate: 1, random: () => 0.1 });
    // the same storage, a server that answers 500 to everything
    const store = failing.makeStore();
    store.dispatch(orderRestoreRequested());
    await until(() => selectOrderPhase(store.getState()) === 'active', 'the failed fetch');
    expect(selectOrderId(store.getState())).toBe(order.id);
    expect(selectErrorAlert(store.getState()).visible).toBe(true);
  });

  it('a creation failure shows the error and leaves no order', async () => {
    const api = await start({ failureRate: 1, random: () => 0.1 });
    const store = api.makeStore();
    store.dispatch(amountChanged({ ...IMPRO, amount: 1 }));
    await advance(500);
    await until(() => selectErrorAlert(store.getState()).visible, 'the alert');
    await until(
      () => selectVariantAmount(store.getState(), IMPRO.placementId, IMPRO.variantId) === 0,
      'the revert',
    );
    expect(selectOrderPhase(store.getState())).toBe('none');
    expect(selectOrderId(store.getState())).toBeNull();
  });

  it.each([
    ['no answer (a dropped connection): the order is read again', 0.9, 1],
    ['a 500 (the server said it failed): the order is not read', 0.1, 0],
  ])('a voucher redeemed by the server while this page got %s', async (_what, kind, rereads) => {
    // faults(): random() < 0.5 fails the request, then random() < 0.5 answers 500, else it drops
    // the connection (before handling the request when the next random() < 0.5, else after)
    let failVoucher = false;
    const api = await start(
      scriptedFaults((request, n) =>
        failVoucher && /^POST .*\/voucher$/.test(request) ? (n === 1 ? 0.1 : kind) : PASS_DRAW,
      ),
    );
    const store = api.makeStore();
    const order = await createOrder(store);
    await until(() => selectOrderActive(store.getState()), 'the order');
    // the server redeems the code while this page gets no word of it (here: another tab)
    await api
      .makeStore()
      .dispatch(orderApi.endpoints.addVoucher.initiate({ orderId: order.id, code: 'SOMMER10' }))
      .unwrap();
    const reads = () => api.requestsTo(`/api/shop/v2/order/${order.id}`, 'GET').length;
    const readsBefore = reads();

    failVoucher = true;
    const answer = await store.dispatch(
      orderApi.endpoints.addVoucher.initiate({ orderId: order.id, code: 'SOMMER10' }),
    );
    expect(answer.error).toMatchObject({ status: kind > 0.5 ? 'FETCH_ERROR' : 500 });
    await until(() => selectErrorAlert(store.getState()).visible, 'the alert');
    await until(() => reads() === readsBefore + rereads, 'the reads');
    // the read reached the server: wait for its answer in the store (on a busy machine a few
    // hundred event-loop turns are not enough for it)
    await until(
      () => orderRead.endpoints.getOrder.select(order.id)(store.getState()).status !== 'pending',
      'the answer of the read',
    );
    await advance(2000);
    await settle();
    expect(reads()).toBe(readsBefore + rereads);
    expect(selectCurrentOrder(store.getState())?.vouchers.map((v) => v.code)).toEqual(
      rereads === 1 ? ['SOMMER10'] : [],
    );
  });

  it('writes a change’s answer into the order cache before anyone hears the call is over', async () => {
    const api = await start();
    const store = api.makeStore();
    const order = await createOrder(store);
    await until(() => selectOrderActive(store.getState()), 'the order');
    expect(order.insurance.enabled).toBe(false);

    // what a subscriber (a rendering screen) can see after each notification: the insurance
    // call's state and the insurance of the order in the cache
    const seen: string[] = [];
    const unsubscribe = store.subscribe(() => {
      const state = store.getState();
      const call = Object.values(state.shopApi.mutations).find(
        (entry) => entry?.endpointName === 'setInsurance',
      );
      const shown = selectCurrentOrder(state)?.insurance.enabled;
      const entry = `${call?.status ?? 'none'} / order ${String(shown)}`;
      if (seen.at(-1) !== entry) seen.push(entry);
    });
    const answer = await store
      .dispatch(orderApi.endpoints.setInsurance.initiate({ orderId: order.id, enabled: true }))
      .unwrap();
    unsubscribe();

    expect(answer.insurance.enabled).toBe(true);
    // never 'fulfilled / order false': the box showed the old state, enabled, until the order came
    expect(seen).not.toContain('fulfilled / order false');
    expect(seen.at(-1)).toBe('fulfilled / order true');
    expect(selectCurrentOrder(store.getState())?.insurance.enabled).toBe(true);
  });
});
