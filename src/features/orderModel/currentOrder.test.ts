import { makeStore } from '../../app/store';
import type { AppStore } from '../../state/rootState';
import { demoApiPerTest, type TestApi } from '../../test/demoApi';
import { advance, createOrder, settle, withFakeClock } from '../order/orderTestKit';
import { selectOrderId, selectOrderInDoubt } from './currentOrder';
import { orderRead } from './orderRead';
import {
  expiryConfirmed,
  orderDiscarded,
  orderInDoubt,
  orderNotFound,
  orderRestored,
  orderStarted,
} from './orderEvents';

describe('the current order', () => {
  it('starts without one', () => {
    expect(makeStore().getState().currentOrder).toEqual({ id: null, doubts: 0, doubtsSettled: 0 });
  });

  it('starts and discards an order', () => {
    const store = makeStore();
    store.dispatch(orderStarted({ orderId: 'ord_1', expiresAt: 1_000 }));
    expect(selectOrderId(store.getState())).toBe('ord_1');
    store.dispatch(orderDiscarded());
    expect(selectOrderId(store.getState())).toBeNull();
  });

  it('takes a restored id and forgets it when the visitor confirms the expiry', () => {
    const store = makeStore();
    store.dispatch(orderRestored({ orderId: 'ord_2' }));
    expect(selectOrderId(store.getState())).toBe('ord_2');
    store.dispatch(expiryConfirmed());
    expect(selectOrderId(store.getState())).toBeNull();
  });

  it('forgets an order the server does not know, but not another one current by now', () => {
    const store = makeStore();
    store.dispatch(orderStarted({ orderId: 'ord_new', expiresAt: 1_000 }));
    store.dispatch(orderNotFound({ orderId: 'ord_old' }));
    expect(selectOrderId(store.getState())).toBe('ord_new');
    store.dispatch(orderNotFound({ orderId: 'ord_new' }));
    expect(selectOrderId(store.getState())).toBeNull();
  });

  it('names its events as the order’s', () => {
    expect(orderStarted({ orderId: 'o', expiresAt: 1 }).type).toBe('order/started');
    expect(orderDiscarded().type).toBe('order/discarded');
  });
});

describe('an order in doubt', () => {
  const start = demoApiPerTest();
  withFakeClock();

  /** A call's answer, the fake clock moving on (the shop's latency) until it is in. */
  async function answered<T>(call: Promise<T>): Promise<T> {
    let done = false;
    void call.finally(() => {
      done = true;
    });
    for (let i = 0; i < 100 && !done; i += 1) await advance(50);
    return call;
  }

  /** A read of the order sent now; `meanwhile` runs once the shop has it, before it answers. */
  async function read(api: TestApi, store: AppStore, orderId: string, meanwhile = () => {}) {
    const sent = api.requests.length;
    const answer = store.dispatch(
      orderRead.endpoints.getOrder.initiate(orderId, { subscribe: false, forceRefetch: true }),
    );
    for (let i = 0; i < 50 && api.requests.length === sent; i += 1) await settle(10);
    meanwhile();
    await answered(answer);
  }

  it('is in doubt from a change left without an answer until a read sent after it answers', async () => {
    const api = await start({ latencyMs: [100, 100] });
    const store = api.makeStore();
    const { id } = await answered(createOrder(store));
    expect(selectOrderInDoubt(store.getState())).toBe(false);

    store.dispatch(orderInDoubt({ orderId: id }));
    expect(selectOrderInDoubt(store.getState())).toBe(true);
    // a read on its way when a second change is left in doubt answers for the first one only
    await read(api, store, id, () => store.dispatch(orderInDoubt({ orderId: id })));
    expect(selectOrderInDoubt(store.getState())).toBe(true);
    await read(api, store, id);
    expect(selectOrderInDoubt(store.getState())).toBe(false);
  });

  it("counts only the current order's doubts, and forgets them with it", async () => {
    const api = await start({ latencyMs: [100, 100] });
    const store = api.makeStore();
    const { id } = await answered(createOrder(store));
    store.dispatch(orderInDoubt({ orderId: 'ord_other' }));
    expect(selectOrderInDoubt(store.getState())).toBe(false);
    store.dispatch(orderInDoubt({ orderId: id }));
    store.dispatch(orderStarted({ orderId: 'ord_next', expiresAt: 1_000 }));
    expect(selectOrderInDoubt(store.getState())).toBe(false);
  });
});
