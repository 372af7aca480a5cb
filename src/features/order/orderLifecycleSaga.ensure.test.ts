/**
 * The order's life where more than one thing asks at once, or an answer is about another order:
 * ensureOrder shared by two sagas, none while the reservation ran out, and answers, failures and
 * lost changes of an order that is not the current one leaving the current one alone. A real
 * store against the demo server, on jest's fake clock.
 */
import type { SagaIterator } from 'redux-saga';
import { siteConfig } from '../../../config/site';
import { call } from 'redux-saga/effects';
import type { AppStore } from '../../state/rootState';
import { startFeatureSaga } from '../../state/featureSagas';
import { demoApiPerTest, type TestApi } from '../../test/demoApi';
import { selectOrderId, selectOrderInDoubt } from '../orderModel/currentOrder';
import { orderRestoreRequested } from '../orderModel/orderEvents';
import { orderRead } from '../orderModel/orderRead';
import { orderApi } from './orderApi';
import { ensureOrder } from './orderLifecycleSaga';
import { selectOrderExpiresAt, selectOrderPhase } from './orderSelectors';
import { storeOrder } from './orderStorage';
import {
  advance,
  createOrder,
  lostAnswerDraw,
  PASS_DRAW,
  scriptedFaults,
  settle,
  silenceErrorReports,
  until,
  withFakeClock,
} from './orderTestKit';

const start = demoApiPerTest();
withFakeClock();
silenceErrorReports();
beforeEach(() => window.localStorage.clear());

const TICKET = { placementId: 'pl-improtheater', variant: 'var-impro-erwachsene' };

const orderCreations = (api: TestApi) =>
  api.requests.filter(
    (request) => request.method === 'POST' && request.path === '/api/shop/v2/order',
  );
const readsOf = (api: TestApi, orderId: string) =>
  api.requestsTo(`/api/shop/v2/order/${orderId}`, 'GET').length;

/** Starts a saga on the store that asks ensureOrder once; what it answered, when it has. */
function askForOrder(store: AppStore): { answer: string | null | undefined } {
  const asked: { answer: string | null | undefined } = { answer: undefined };
  // a saga of its own each time: the store runs a saga function once
  function* ask(): SagaIterator {
    asked.answer = (yield call(ensureOrder)) as string | null;
  }
  startFeatureSaga(store, ask);
  return asked;
}

async function orderWithTicket(store: AppStore) {
  const order = await createOrder(store);
  await store
    .dispatch(orderApi.endpoints.addItems.initiate({ orderId: order.id, items: [TICKET] }))
    .unwrap();
  return order;
}

describe('asking for the order', () => {
  it('two sagas asking while it is made share one order', async () => {
    const api = await start();
    const store = api.makeStore();
    const first = askForOrder(store);
    const second = askForOrder(store);
    expect(selectOrderPhase(store.getState())).toBe('starting');
    await until(() => first.answer !== undefined && second.answer !== undefined, 'both answers');
    expect(first.answer).toBe(selectOrderId(store.getState()));
    expect(second.answer).toBe(first.answer);
    expect(orderCreations(api)).toHaveLength(1);
    // asked again with the order active: that one, nothing created
    const third = askForOrder(store);
    await until(() => third.answer !== undefined, 'the third answer');
    expect(third.answer).toBe(first.answer);
    expect(orderCreations(api)).toHaveLength(1);
  });

  it('is none while the reservation ran out and the visitor has not confirmed it', async () => {
    const api = await start({ reservationSeconds: 3 });
    const store = api.makeStore();
    await orderWithTicket(store);
    await advance(3000);
    expect(selectOrderPhase(store.getState())).toBe('expired');
    const asked = askForOrder(store);
    await until(() => asked.answer !== undefined, 'the answer');
    expect(asked.answer).toBeNull();
    expect(orderCreations(api)).toHaveLength(1);
  });
});

describe('answers about another order', () => {
  it("another order's answer does not renew the current reservation", async () => {
    const api = await start({ reservationSeconds: 600 });
    const store = api.makeStore();
    const current = await createOrder(store);
    const expiresAt = selectOrderExpiresAt(store.getState());
    await advance(60_000);
    // the same visitor's other order (another tab), read on this page a minute later
    const other = await createOrder(api.makeStore());
    await store.dispatch(orderRead.endpoints.getOrder.initiate(other.id)).unwrap();
    expect(selectOrderId(store.getState())).toBe(current.id);
    expect(selectOrderExpiresAt(store.getState())).toBe(expiresAt);
  });

  it('an order the server does not know, read on the page, leaves the current one active', async () => {
    const api = await start();
    const store = api.makeStore();
    const current = await createOrder(store);
    const read = store.dispatch(orderRead.endpoints.getOrder.initiate('no-such-order'));
    await expect(read.unwrap()).rejects.toMatchObject({ status: 404 });
    await settle();
    expect(selectOrderPhase(store.getState())).toBe('active');
    expect(selectOrderId(store.getState())).toBe(current.id);
  });

  it("a lost answer of another order's change reads nothing of the current one", async () => {
    let lose = '';
    const api = await start(
      scriptedFaults((request, n) => (request === lose ? lostAnswerDraw(n) : PASS_DRAW)),
    );
    const store = api.makeStore();
    const current = await createOrder(store);
    const other = await createOrder(api.makeStore());
    const readsBefore = readsOf(api, current.id);
    lose = `POST /api/shop/v2/order/${other.id}/items`;
    const change = store.dispatch(
      orderApi.endpoints.addItems.initiate({ orderId: other.id, items: [TICKET] }),
    );
    await expect(change.unwrap()).rejects.toBeDefined();
    await settle();
    expect(readsOf(api, current.id)).toBe(readsBefore);
    expect(selectOrderInDoubt(store.getState())).toBe(false);
  });

  it('a stored order is not restored over the current one', async () => {
    const api = await start();
    const store = api.makeStore();
    const current = await createOrder(store);
    const other = await createOrder(api.makeStore());
    storeOrder({ orderId: other.id, shop: siteConfig.shopSlug! });
    store.dispatch(orderRestoreRequested());
    await settle();
    expect(selectOrderId(store.getState())).toBe(current.id);
    expect(readsOf(api, other.id)).toBe(0);
  });
});
