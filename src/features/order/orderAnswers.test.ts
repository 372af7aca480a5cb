/**
 * Which of the shop's answers carry the order, and what a failed call says about it, read from
 * the actions a real store dispatches (the shop API's middleware, no sagas) against the demo
 * shop: each failure made by the shop's own answer or by a connection that gives none.
 */
import { configureStore, type Action, type Middleware } from '@reduxjs/toolkit';
import type { ApiServices } from '../../api/baseQuery';
import { shopApi } from '../../api/shopApi';
import { answeredByItsFeature } from '../../api/ownAnswers';
import { rootReducer } from '../../app/rootReducer';
import { demoApiPerTest } from '../../test/demoApi';
import { holdAnswers } from '../../test/heldAnswers';
import { orderPath, orderRead } from '../orderModel/orderRead';
import { orderApi } from './orderApi';
import { until } from './orderTestKit';
import {
  expiresAtOf,
  getOrderFailure,
  isOrderAnswer,
  isOrderCreated,
  isSupersededOrderRead,
  secondsUntil,
  unansweredOrderChange,
  voucherRefusedOrder,
} from './orderAnswers';

const start = demoApiPerTest();
const IMPRO = { variant: 'var-impro-erwachsene', placementId: 'pl-improtheater' };

type Fetch = NonNullable<ApiServices['fetchFn']>;
/** What the connection does with a request the test picks: a status of the shop, or no answer. */
type Fault = number | 'drop' | 'silence';

type Pick = (method: string, path: string) => Fault | null;

/** The demo shop's fetch, with the requests `pick` names answered by the fault it gives. */
function faulty(onward: () => Fetch, pick: Pick): Fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const fault = pick(request.method, new URL(request.url).pathname);
    if (fault === null) return onward()(request);
    if (fault === 'drop') throw new TypeError('Failed to fetch');
    if (fault === 'silence')
      return new Promise<Response>((_, reject) => {
        request.signal.addEventListener('abort', () => reject(request.signal.reason));
      });
    return new Response(JSON.stringify({ message: 'refused' }), {
      status: fault,
      headers: { 'content-type': 'application/json' },
    });
  };
}

/** A store of the shop without sagas, and every action it sees, in order. */
async function recordingShop(pick: Pick = () => null) {
  const api = await start();
  const onward = api.services.fetchFn ?? fetch;
  let made = false; // the order is made without faults
  const services: ApiServices = {
    ...api.services,
    // read at call time: a test that holds answers (holdAnswers) wraps the demo shop's fetch
    fetchFn: faulty(
      () => api.services.fetchFn ?? onward,
      (method, path) => (made ? pick(method, path) : null),
    ),
  };
  const actions: Action[] = [];
  const record: Middleware = () => (next) => (action) => {
    actions.push(action as Action);
    return next(action);
  };
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { api: services } } }).concat(
        shopApi.middleware,
        record,
      ),
  });
  const order = await store.dispatch(orderApi.endpoints.createOrder.initiate('demo')).unwrap();
  made = true;
  /** the action that settled the last call of `endpoint` */
  const settled = (endpoint: string) =>
    [...actions]
      .reverse()
      .find(
        (action) =>
          /\/(fulfilled|rejected)$/.test(action.type) &&
          (action as { meta?: { arg?: { endpointName?: string } } }).meta?.arg?.endpointName ===
            endpoint,
      )!;
  return { api, services, store, order, actions, settled };
}

describe('the reservation time of an answer', () => {
  it('ends the seconds the shop gave after the moment the answer came, never before it', () => {
    expect(expiresAtOf(90, 1_000)).toBe(91_000);
    expect(expiresAtOf(0, 1_000)).toBe(1_000);
    expect(expiresAtOf(-5, 1_000)).toBe(1_000);
  });

  it('counts whole seconds left, rounded up, and none once it has passed', () => {
    expect(secondsUntil(91_000, 1_000)).toBe(90);
    expect(secondsUntil(91_000, 89_999)).toBe(2);
    expect(secondsUntil(91_000, 90_000)).toBe(1);
    expect(secondsUntil(91_000, 91_000)).toBe(0);
    expect(secondsUntil(91_000, 95_000)).toBe(0);
  });
});

describe('the answers that carry the order', () => {
  it('a new order, for the shop or from a presale token, is an order made, not an answer', async () => {
    const { store, settled } = await recordingShop();
    expect(isOrderCreated(settled('createOrder'))).toBe(true);
    expect(isOrderAnswer(settled('createOrder'))).toBe(false);
    await store.dispatch(orderApi.endpoints.createPresaleOrder.initiate('PRESALE-2026')).unwrap();
    const presale = settled('createPresaleOrder');
    expect(presale.type).toMatch(/\/fulfilled$/);
    expect(isOrderCreated(presale)).toBe(true);
    expect(isOrderAnswer(presale)).toBe(false);
  });

  it('each read and change of the order answers with it; a failed one does not', async () => {
    const { store, order, settled } = await recordingShop();
    const orderId = order.id;
    const added = await store
      .dispatch(orderApi.endpoints.addItems.initiate({ orderId, items: [IMPRO, IMPRO] }))
      .unwrap();
    await store
      .dispatch(orderApi.endpoints.removeItem.initiate({ orderId, itemId: added.items[0].id }))
      .unwrap();
    const redeemed = await store
      .dispatch(orderApi.endpoints.addVoucher.initiate({ orderId, code: 'SOMMER10' }))
      .unwrap();
    await store
      .dispatch(
        orderApi.endpoints.removeVoucher.initiate({
          orderId,
          voucherId: redeemed.vouchers[0].id,
        }),
      )
      .unwrap();
    await store.dispatch(orderApi.endpoints.setInsurance.initiate({ orderId, enabled: true }));
    await store.dispatch(orderApi.endpoints.extendReservation.initiate({ orderId }));
    await store.dispatch(orderRead.endpoints.getOrder.initiate(orderId));
    for (const endpoint of [
      'addItems',
      'removeItem',
      'addVoucher',
      'removeVoucher',
      'setInsurance',
      'extendReservation',
      'getOrder',
    ]) {
      const action = settled(endpoint);
      expect([endpoint, action.type.endsWith('/fulfilled'), isOrderAnswer(action)]).toEqual([
        endpoint,
        true,
        true,
      ]);
      expect(isOrderCreated(action)).toBe(false);
    }

    await store.dispatch(orderApi.endpoints.addVoucher.initiate({ orderId, code: 'NO-SUCH' }));
    expect(settled('addVoucher').type).toMatch(/\/rejected$/);
    expect(isOrderAnswer(settled('addVoucher'))).toBe(false);
  });

  it('a read answered after the order was written meanwhile is superseded; others are not', async () => {
    const { api, store, order, settled } = await recordingShop();
    await store.dispatch(orderRead.endpoints.getOrder.initiate(order.id));
    expect(isSupersededOrderRead(settled('getOrder'))).toBe(false);
    expect(isSupersededOrderRead(settled('createOrder'))).toBe(false);

    // a read on its way while the cache entry is written (as a change's answer is)
    const held = holdAnswers(
      api,
      (method, path) => method === 'GET' && path === orderPath(order.id),
    );
    const read = store.dispatch(
      orderRead.endpoints.getOrder.initiate(order.id, { forceRefetch: true }),
    );
    await until(() => held.count() === 1, 'the read answered');
    await store.dispatch(
      orderRead.util.upsertQueryData('getOrder', order.id, {
        ...order,
        insurance: { ...order.insurance, enabled: !order.insurance.enabled },
      }),
    );
    held.release();
    await read;
    expect(isSupersededOrderRead(settled('getOrder'))).toBe(true);
  });
});

describe('a failed read of the order', () => {
  it('names the order and the status when the shop answered', async () => {
    const { store, order, settled } = await recordingShop((method, path) =>
      method === 'GET' && path === orderPath(order.id) ? 404 : null,
    );
    await store.dispatch(orderRead.endpoints.getOrder.initiate(order.id));
    expect(getOrderFailure(settled('getOrder'))).toEqual({ orderId: order.id, status: 404 });
    expect(getOrderFailure(settled('createOrder'))).toBeNull();
  });

  it('is no failure when the read was given up on its way', async () => {
    const { store, order, actions } = await recordingShop();
    const given = store.dispatch(orderRead.endpoints.getOrder.initiate(order.id));
    given.abort();
    await given;
    const rejected = actions.filter((action) => orderRead.endpoints.getOrder.matchRejected(action));
    expect(rejected).toHaveLength(1);
    expect((rejected[0] as { meta: { aborted: boolean } }).meta.aborted).toBe(true);
    expect(getOrderFailure(rejected[0])).toBeNull();
  });
});

describe('a change of the order that got no answer', () => {
  it('names the order when the connection dropped or the call timed out', async () => {
    let fault: Fault = 'drop';
    const { services, store, order, settled } = await recordingShop((method) =>
      method === 'POST' || method === 'DELETE' ? fault : null,
    );
    services.timeoutMs = 50; // every call here is answered by the fault: none waits for the shop
    const orderId = order.id;
    const changes = [
      ['addItems', () => orderApi.endpoints.addItems.initiate({ orderId, items: [IMPRO] })],
      ['removeItem', () => orderApi.endpoints.removeItem.initiate({ orderId, itemId: 'item-x' })],
      ['addVoucher', () => orderApi.endpoints.addVoucher.initiate({ orderId, code: 'SOMMER10' })],
      [
        'removeVoucher',
        () => orderApi.endpoints.removeVoucher.initiate({ orderId, voucherId: 'v' }),
      ],
      ['setInsurance', () => orderApi.endpoints.setInsurance.initiate({ orderId, enabled: true })],
      ['extendReservation', () => orderApi.endpoints.extendReservation.initiate({ orderId })],
    ] as const;
    for (const [endpoint, change] of changes) {
      for (const way of ['drop', 'silence'] as const) {
        fault = way;
        await store.dispatch(change() as never);
        const action = settled(endpoint);
        const { status } = (action as unknown as { payload: { status: unknown } }).payload;
        expect([endpoint, status, unansweredOrderChange(action)]).toEqual([
          endpoint,
          way === 'drop' ? 'FETCH_ERROR' : 'TIMEOUT_ERROR',
          orderId,
        ]);
      }
    }
  });

  it('is none when the shop answered, even with a failure, or the change was given up', async () => {
    let fault: Fault = 503;
    const { store, order, settled } = await recordingShop((method) =>
      method === 'POST' ? fault : null,
    );
    const orderId = order.id;
    const add = () => orderApi.endpoints.addItems.initiate({ orderId, items: [IMPRO] });
    for (const status of [503, 409, 422]) {
      fault = status;
      await store.dispatch(add());
      expect([status, unansweredOrderChange(settled('addItems'))]).toEqual([status, null]);
    }
    fault = 'silence';
    const given = store.dispatch(add());
    given.abort();
    await given;
    expect((settled('addItems') as unknown as { meta: { aborted: boolean } }).meta.aborted).toBe(
      true,
    );
    expect(unansweredOrderChange(settled('addItems'))).toBeNull();
    // a read is no change, and one that got no answer is not taken for one
    fault = 'drop';
    await store.dispatch(orderRead.endpoints.getOrder.initiate(orderId));
    expect(unansweredOrderChange(settled('getOrder'))).toBeNull();
    expect(unansweredOrderChange(settled('createOrder'))).toBeNull();
  });
});

describe('a voucher code refused', () => {
  it("names the order only for a refused code (422), not for the shop's other answers", async () => {
    let fault: Fault | null = null;
    const { store, order, settled } = await recordingShop((_method, path) =>
      path.endsWith('/voucher') ? fault : null,
    );
    const redeem = (code: string) =>
      store.dispatch(orderApi.endpoints.addVoucher.initiate({ orderId: order.id, code }));
    await redeem('NO-SUCH');
    expect(voucherRefusedOrder(settled('addVoucher'))).toBe(order.id);
    await redeem('SOMMER10');
    expect(voucherRefusedOrder(settled('addVoucher'))).toBeNull();
    for (const status of [409, 503] as const) {
      fault = status;
      await redeem('SOMMER10');
      expect([status, voucherRefusedOrder(settled('addVoucher'))]).toEqual([status, null]);
    }
    fault = 'drop';
    await redeem('SOMMER10');
    expect(voucherRefusedOrder(settled('addVoucher'))).toBeNull();
    fault = 'silence';
    const given = redeem('NO-SUCH');
    given.abort();
    await given;
    expect(voucherRefusedOrder(settled('addVoucher'))).toBeNull();
  });

  it('is not a removal, whose 422 is not about a code', async () => {
    const { store, order, settled } = await recordingShop((method) =>
      method === 'DELETE' ? 422 : null,
    );
    await store.dispatch(
      orderApi.endpoints.removeVoucher.initiate({ orderId: order.id, voucherId: 'v-1' }),
    );
    expect(voucherRefusedOrder(settled('removeVoucher'))).toBeNull();
  });
});

describe('the failures the order answers itself', () => {
  const status = (action: Action) => (action as { payload?: { status?: unknown } }).payload?.status;

  it('a gone order, a refused code and any refused extension; the alert tells the rest', async () => {
    let fault: Fault | null = null;
    const { store, order, settled } = await recordingShop(() => fault);
    const orderId = order.id;
    const told = async (endpoint: string, call: () => unknown) => {
      await store.dispatch(call() as never);
      const action = settled(endpoint);
      return answeredByItsFeature(action, status(action));
    };
    const read = () => orderRead.endpoints.getOrder.initiate(orderId, { forceRefetch: true });
    const redeem = () => orderApi.endpoints.addVoucher.initiate({ orderId, code: 'SOMMER10' });
    const extend = () => orderApi.endpoints.extendReservation.initiate({ orderId });
    const add = () => orderApi.endpoints.addItems.initiate({ orderId, items: [IMPRO] });

    const answers: [string, Fault, boolean][] = [];
    for (const [endpoint, call, faults] of [
      ['getOrder', read, [404, 500, 422]],
      ['addVoucher', redeem, [422, 409, 404]],
      ['extendReservation', extend, [409, 422, 500]],
      ['addItems', add, [422, 404]],
    ] as const) {
      for (const one of faults) {
        fault = one;
        answers.push([endpoint, one, await told(endpoint, call)]);
      }
    }
    expect(answers).toEqual([
      ['getOrder', 404, true],
      ['getOrder', 500, false],
      ['getOrder', 422, false],
      ['addVoucher', 422, true],
      ['addVoucher', 409, false],
      ['addVoucher', 404, false],
      ['extendReservation', 409, true],
      ['extendReservation', 422, true],
      ['extendReservation', 500, true],
      ['addItems', 422, false],
      ['addItems', 404, false],
    ]);
  });
});
