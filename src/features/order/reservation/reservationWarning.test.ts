/**
 * The running-out warning and the extension of the reservation, on a real store (its sagas and
 * the notices' sagas) against the demo server, on jest's fake clock (issue 17, point 3).
 */
import type { Order } from '../../../api/types';
import { startFeatureSaga } from '../../../state/featureSagas';
import { makeStore } from '../../../app/store';
import type { AppStore } from '../../../state/rootState';
import { demoApiPerTest, type TestApi } from '../../../test/demoApi';
import { selectOrderId } from '../../orderModel/currentOrder';
import {
  reservationExtensionRequested,
  reservationNoticeClosed,
  reservationTicked,
} from '../../orderModel/orderEvents';
import {
  selectOrderPhase,
  selectReservationExtendable,
  selectReservationNotice,
  selectSecondsLeft,
} from '../orderSelectors';
import {
  advance,
  createOrder,
  settle,
  silenceErrorReports,
  until,
  withFakeClock,
} from '../orderTestKit';
import { reservationExtensionSaga } from './reservationExtensionSaga';
import { reservationWarningSaga } from './reservationWarningSaga';
import { orderApi } from '../orderApi';
import { orderRead } from '../../orderModel/orderRead';

const start = demoApiPerTest();
withFakeClock();
silenceErrorReports();

const TICKET = { placementId: 'pl-improtheater', variant: 'var-impro-erwachsene' };

/** Every warning the store raised from now on, in order (each raise is a new notice). */
function warningsOf(store: AppStore): number[] {
  const warnings: number[] = [];
  let last = selectReservationNotice(store.getState()).notice;
  store.subscribe(() => {
    const now = selectReservationNotice(store.getState()).notice;
    if (now !== last && now?.kind === 'warning') warnings.push(now.threshold);
    last = now;
  });
  return warnings;
}

async function orderWithTicket(store: AppStore): Promise<Order> {
  const order = await createOrder(store);
  return store
    .dispatch(orderApi.endpoints.addItems.initiate({ orderId: order.id, items: [TICKET] }))
    .unwrap();
}

const notice = (store: AppStore) => selectReservationNotice(store.getState());

/** The store with the warnings following its countdown (the notices' chunk starts them). */
function withWarnings(store: AppStore): AppStore {
  startFeatureSaga(store, reservationWarningSaga);
  return store;
}

/**
 * A store with the warnings and the extension running, whose shop answers every extension with
 * `status` and these errors (the rest goes to the demo server).
 */
function withShopAnswering(api: TestApi, status: number, errors: { detail: string }[]): AppStore {
  const store = withWarnings(
    makeStore(undefined, {
      ...api.services,
      fetchFn: async (input, init) => {
        const url = typeof input === 'string' ? input : input.url;
        if (url.endsWith('/reservation'))
          return new Response(JSON.stringify({ errors }), {
            status,
            headers: { 'Content-Type': 'application/json' },
          });
        return api.services.fetchFn!(input, init);
      },
    }),
  );
  startFeatureSaga(store, reservationExtensionSaga);
  return store;
}

describe('the reservation running out', () => {
  it('is warned about at 2 minutes and at 30 seconds left, each once', async () => {
    const api = await start({ reservationSeconds: 150 });
    const store = withWarnings(api.makeStore());
    await orderWithTicket(store);
    expect(notice(store).notice).toBeNull();

    await advance(29_000);
    expect(selectSecondsLeft(store.getState())).toBe(121);
    expect(notice(store).notice).toBeNull();
    await advance(1000);
    expect(notice(store).notice).toEqual({ kind: 'warning', threshold: 120 });

    // closed; the countdown goes on and does not raise it again
    store.dispatch(reservationNoticeClosed());
    await advance(60_000);
    expect(notice(store).notice).toBeNull();

    // an answer for the same reservation (the insurance switched) restarts the countdown at
    // about the same second: still no second warning
    const orderId = selectOrderId(store.getState())!;
    await store
      .dispatch(orderApi.endpoints.setInsurance.initiate({ orderId, enabled: true }))
      .unwrap();
    await advance(10_000);
    expect(notice(store).notice).toBeNull();

    await advance(20_000);
    expect(selectSecondsLeft(store.getState())).toBe(30);
    expect(notice(store)).toMatchObject({
      notice: { kind: 'warning', threshold: 30 },
      warned: [120, 30],
    });
  });

  it('warns at once, with the lowest threshold, about a reservation first seen below both', async () => {
    const api = await start({ reservationSeconds: 20 });
    const store = withWarnings(api.makeStore());
    const warnings = warningsOf(store);
    await orderWithTicket(store);
    await advance(1000);
    expect(warnings).toEqual([30]);
    await advance(10_000);
    expect(warnings).toEqual([30]);
  });

  it('is not warned about for an order that holds nothing (it runs out without a word)', async () => {
    const api = await start({ reservationSeconds: 20 });
    const store = withWarnings(api.makeStore());
    const warnings = warningsOf(store);
    await createOrder(store);
    await advance(25_000);
    expect(warnings).toEqual([]);
    expect(selectOrderPhase(store.getState())).toBe('none');
  });
});

describe('a reservation that ran out', () => {
  it('is not warned about at 0: the expiry dialog says so', async () => {
    const api = await start({ reservationSeconds: 300 });
    const store = withWarnings(api.makeStore());
    await orderWithTicket(store);
    const warnings = warningsOf(store);
    // a tick of 0 is the first the warnings hear of this order (a log replayed, a page woken)
    store.dispatch(reservationTicked(0));
    expect(warnings).toEqual([]);
    expect(notice(store).notice).toBeNull();
  });
});

describe('keeping the reservation', () => {
  it('extends it at the server: the countdown starts over, the notice says so, later warnings come again', async () => {
    const api = await start({ reservationSeconds: 150, reservationExtensions: 3 });
    const store = withWarnings(api.makeStore());
    startFeatureSaga(store, reservationExtensionSaga);
    const warnings = warningsOf(store);
    const order = await orderWithTicket(store);
    expect(order.reservationExtensionsLeft).toBe(3);
    await advance(31_000);
    expect(warnings).toEqual([120]);
    expect(selectReservationExtendable(store.getState())).toBe(true);

    store.dispatch(reservationExtensionRequested());
    expect(notice(store).extension).toBe('asked');
    await until(() => notice(store).notice?.kind === 'extended', 'the extension');
    await advance(1000);
    expect(selectSecondsLeft(store.getState())).toBe(149);
    expect(notice(store).warned).toEqual([]);
    const calls = api.requestsTo(`/api/shop/v2/order/${order.id}/reservation`, 'POST');
    expect(calls).toHaveLength(1);
    expect(calls[0].headers['idempotency-key']).toMatch(/\S/);

    await advance(29_000);
    expect(warnings).toEqual([120, 120]);
    expect(notice(store).notice).toEqual({ kind: 'warning', threshold: 120 });
  });

  it('at the limit: the server says no, the notice says why, and the order says no more are offered', async () => {
    const api = await start({ reservationSeconds: 20, reservationExtensions: 1 });
    const store = withWarnings(api.makeStore());
    startFeatureSaga(store, reservationExtensionSaga);
    await orderWithTicket(store);
    store.dispatch(reservationExtensionRequested());
    await until(() => notice(store).notice?.kind === 'extended', 'the first extension');
    await settle();
    expect(selectReservationExtendable(store.getState())).toBe(false);

    // another tab's offer (this order's answer from before) is taken up: refused by the server
    store.dispatch(
      orderRead.util.updateQueryData('getOrder', selectOrderId(store.getState())!, (draft) => {
        draft.reservationExtensionsLeft = 1;
      }),
    );
    store.dispatch(reservationExtensionRequested());
    await until(() => notice(store).extension === 'refused', 'the refusal');
    expect(notice(store).refusal).toEqual({
      message: { detail: 'Ihre Reservierung kann nicht mehr verlängert werden.' },
      retryable: false,
    });
    // the order was read again: what it offers is the server's
    await until(() => !selectReservationExtendable(store.getState()), 'the order read again');
    // no error toast besides: the notice is where the visitor asked
    expect(store.getState().errorAlert.visible).toBe(false);
  });

  it('a lost answer and its retry use up one extension, not two', async () => {
    const api = await start({ reservationSeconds: 300, reservationExtensions: 5 });
    let lost = 0;
    const store = withWarnings(
      makeStore(undefined, {
        ...api.services,
        fetchFn: async (input, init) => {
          const response = await api.services.fetchFn!(input, init);
          const url = typeof input === 'string' ? input : input.url;
          if (url.endsWith('/reservation') && lost === 0) {
            lost += 1;
            throw new TypeError('Failed to fetch'); // the server extended it; its answer is lost
          }
          return response;
        },
      }),
    );
    startFeatureSaga(store, reservationExtensionSaga);
    const order = await orderWithTicket(store);
    store.dispatch(reservationExtensionRequested());
    await until(() => notice(store).notice?.kind === 'extended', 'the extension');
    const calls = api.requestsTo(`/api/shop/v2/order/${order.id}/reservation`, 'POST');
    expect(calls).toHaveLength(2);
    expect(calls[1].headers['idempotency-key']).toBe(calls[0].headers['idempotency-key']);
    const now = await store
      .dispatch(orderRead.endpoints.getOrder.initiate(order.id, { forceRefetch: true }))
      .unwrap();
    expect(now.reservationExtensionsLeft).toBe(4);
  });

  it('no answer at all: the visitor is told, may ask again, and the order is read again', async () => {
    const api = await start({ reservationSeconds: 300 });
    const store = withWarnings(
      makeStore(undefined, {
        ...api.services,
        fetchFn: async (input, init) => {
          const url = typeof input === 'string' ? input : input.url;
          if (url.endsWith('/reservation')) throw new TypeError('Failed to fetch');
          return api.services.fetchFn!(input, init);
        },
      }),
    );
    startFeatureSaga(store, reservationExtensionSaga);
    const order = await orderWithTicket(store);
    const reads = () => api.requestsTo(`/api/shop/v2/order/${order.id}`, 'GET').length;
    const readsBefore = reads();
    store.dispatch(reservationExtensionRequested());
    await until(() => notice(store).extension === 'refused', 'the failure');
    expect(notice(store).refusal).toEqual({
      message: { messageKey: 'errors.network' },
      retryable: true,
    });
    expect(selectReservationExtendable(store.getState())).toBe(true);
    await until(() => reads() > readsBefore, 'the order read again');
  });

  it('a failure that may work when asked again reads nothing: the order is as it was', async () => {
    const api = await start({ reservationSeconds: 300 });
    const store = withShopAnswering(api, 503, []);
    const order = await orderWithTicket(store);
    const reads = () => api.requestsTo(`/api/shop/v2/order/${order.id}`, 'GET').length;
    const readsBefore = reads();
    const kept = () => Object.keys(store.getState()[orderApi.reducerPath].mutations);
    const keptBefore = kept();
    store.dispatch(reservationExtensionRequested());
    await until(() => notice(store).extension === 'refused', 'the failure');
    expect(notice(store).refusal?.retryable).toBe(true);
    await settle();
    expect(reads()).toBe(readsBefore);
    // the call is not kept in the API's state: the notice says how it went
    expect(kept()).toEqual(keptBefore);
  });

  it('asked for after it ran out here: the refusal is said, and the order (gone) is not read', async () => {
    const api = await start({ reservationSeconds: 3 });
    const store = withShopAnswering(api, 409, [{ detail: 'Abgelaufen.' }]);
    const order = await orderWithTicket(store);
    await advance(3000);
    expect(selectOrderPhase(store.getState())).toBe('expired');
    const reads = () => api.requestsTo(`/api/shop/v2/order/${order.id}`, 'GET').length;
    const readsBefore = reads();
    store.dispatch(reservationExtensionRequested());
    await until(() => notice(store).extension === 'refused', 'the refusal');
    expect(notice(store).refusal).toEqual({ message: { detail: 'Abgelaufen.' }, retryable: false });
    await settle();
    expect(reads()).toBe(readsBefore);
  });
});
