/**
 * The basket's one-call changes on a real store against the demo server, on jest's fake clock:
 * the visitor's event is carried out the one way (orderChange.ts), under faults too.
 */
import type { SagaIterator } from 'redux-saga';
import { takeEvery } from 'redux-saga/effects';
import type { UnknownAction } from '@reduxjs/toolkit';
import { featureSagas } from '../../app/rootSaga';
import type { NewOrderItem, Order } from '../../api/types';
import { symphonySeat } from '../../../server/testing/fixtureIds';
import { message } from '../../../server/messages/messages';
import { visitor } from '../../../server/testing/shopClient';
import { startFeatureSaga } from '../../state/featureSagas';
import type { AppStore } from '../../state/rootState';
import { demoApiPerTest, type TestApi } from '../../test/demoApi';
import { selectErrorAlert } from '../errors/errorAlertSlice';
import {
  insuranceChosen,
  lineRemoved,
  voucherRedeemed,
  voucherRemoved,
} from '../orderModel/basketEvents';
import { selectCurrentOrder } from '../orderModel/currentOrder';
import { orderStarted } from '../orderModel/orderEvents';
import { basketChangeKey, selectBasketChange } from './basketChanges';
import { basketSaga } from './basketSaga';
import { orderApi } from './orderApi';
import {
  advance,
  lostAnswerDraw,
  PASS_DRAW,
  scriptedFaults,
  SERVER_ERROR_DRAW,
  silenceErrorReports,
  withFakeClock,
} from './orderTestKit';

const start = demoApiPerTest();
withFakeClock();
silenceErrorReports();
beforeEach(() => window.localStorage.clear());

// every action the sagas see: the log a recording would show
const seen: UnknownAction[] = [];
function* recordActions(): SagaIterator {
  yield takeEvery('*', (action: UnknownAction) => {
    seen.push(action);
  });
}
beforeAll(() => featureSagas.push(recordActions));
afterAll(() => featureSagas.splice(featureSagas.indexOf(recordActions), 1));
beforeEach(() => {
  seen.length = 0;
});

const IMPRO: NewOrderItem = { variant: 'var-impro-erwachsene', placementId: 'pl-improtheater' };

/** Which requests the demo server fails, and how: set by each test. */
let fault: (request: string, n: number) => number = () => PASS_DRAW;

/** A store whose current order holds `items` (the seats held in seats.io first), the saga running. */
async function basketWith(items: NewOrderItem[]): Promise<{ api: TestApi; store: AppStore }> {
  fault = () => PASS_DRAW;
  const api = await start(scriptedFaults((request, n) => fault(request, n)));
  const store = api.makeStore();
  startFeatureSaga(store, basketSaga);
  let order = await store.dispatch(orderApi.endpoints.createOrder.initiate('demo')).unwrap();
  const seats = items.flatMap((item) => (item.seatLabel ? [item.seatLabel] : []));
  if (seats.length > 0) {
    const held = await fetch(
      `${api.url}/stand-ins/seatsio/api/events/demo-sinfonie-winter-2026/actions/hold`,
      {
        method: 'POST',
        body: JSON.stringify({ objects: seats, holdToken: order.seating?.holdToken }),
      },
    );
    expect(held.status).toBe(204);
  }
  order = await store
    .dispatch(orderApi.endpoints.addItems.initiate({ orderId: order.id, items }))
    .unwrap();
  store.dispatch(orderStarted({ orderId: order.id, expiresAt: Date.now() + 600_000 }));
  seen.length = 0;
  return { api, store };
}

const order = (store: AppStore): Order => selectCurrentOrder(store.getState())!;
const change = (store: AppStore, key: string) => selectBasketChange(store.getState(), key);
/** Until `check` holds, the fake clock moving on (the base query's retries wait on it). */
async function inFakeTime(check: () => boolean, what: string): Promise<void> {
  for (let step = 0; step < 400; step += 1) {
    if (check()) return;
    await advance(50);
  }
  throw new Error(`gave up waiting for ${what}`);
}
/** Until the change under `key` is no longer under way. */
const settled = (store: AppStore, key: string) =>
  inFakeTime(() => change(store, key)?.status !== 'pending', `${key} settled`);
const requestsTo = (api: TestApi, method: string, pattern: RegExp) =>
  api.requests.filter((request) => request.method === method && pattern.test(request.path));
/** The order as the shop holds it now, read past the store. */
const shopOrder = async (api: TestApi, orderId: string) =>
  (await (await visitor(api.url)).getOrder(orderId)).body;

describe('the basket saga', () => {
  it("removes a seat line's ticket: the log shows the visitor's event first, the panel reads how it went", async () => {
    const { store } = await basketWith([symphonySeat('A-3'), IMPRO]);
    const seat = order(store).items.find((item) => item.seatLabel === 'A-3')!;
    const key = basketChangeKey.line(seat.id);

    store.dispatch(lineRemoved({ itemId: seat.id }));
    expect(change(store, key)).toEqual({ status: 'pending' });
    await settled(store, key);

    expect(change(store, key)).toEqual({ status: 'made' });
    expect(order(store).items.map((item) => item.variant)).toEqual(['var-impro-erwachsene']);
    const types = seen.map((action) => action.type);
    expect(types[0]).toBe('basket/lineRemoved');
    expect(types).toContain('basket/changeMade');
    expect(types.indexOf('basket/changeMade')).toBeGreaterThan(
      types.findIndex((type) => type.endsWith('/fulfilled')),
    );
  });

  it('a removal whose answers were all lost: the order is in doubt and read again, and the basket shows what the shop did', async () => {
    const { api, store } = await basketWith([symphonySeat('A-4'), IMPRO]);
    const seat = order(store).items.find((item) => item.seatLabel === 'A-4')!;
    // the DELETE is done by the shop, and its answer lost; its two retries lost too (404 unseen)
    fault = (request, n) => (/^DELETE .*\/items\//.test(request) ? lostAnswerDraw(n) : PASS_DRAW);

    store.dispatch(lineRemoved({ itemId: seat.id }));
    await settled(store, basketChangeKey.line(seat.id));
    await inFakeTime(() => order(store).items.length === 1, 'the order read again');

    expect(requestsTo(api, 'DELETE', /\/items\//)).toHaveLength(3);
    expect(seen.map((action) => action.type)).toContain('order/inDoubt');
    // told once, as any failed call (a ticket once the shop is known); the basket is the shop's
    expect(selectErrorAlert(store.getState())).toMatchObject({
      visible: true,
      failed: 'removeItem',
    });
    expect(order(store).items.map((item) => item.variant)).toEqual(['var-impro-erwachsene']);
  });

  it('a voucher redeemed while its first answer is lost is sent again with the same key: redeemed once, never "already applied"', async () => {
    const { api, store } = await basketWith([IMPRO]);
    let lost = 0;
    fault = (request, n) => {
      if (!/^POST .*\/voucher$/.test(request)) return PASS_DRAW;
      if (n === 1) lost += 1;
      return lost === 1 ? lostAnswerDraw(n) : PASS_DRAW;
    };

    store.dispatch(voucherRedeemed({ code: 'sommer10' }));
    await settled(store, basketChangeKey.voucherField);

    const posts = requestsTo(api, 'POST', /\/voucher$/);
    expect(posts).toHaveLength(2);
    expect(posts[1].headers['idempotency-key']).toBe(posts[0].headers['idempotency-key']);
    // the code as the order holds it, for the status line
    expect(change(store, basketChangeKey.voucherField)).toEqual({
      status: 'made',
      code: 'SOMMER10',
    });
    expect(order(store).vouchers.map((voucher) => voucher.code)).toEqual(['SOMMER10']);
    expect(selectErrorAlert(store.getState()).visible).toBe(false);
  });

  it("a refused code is said at the field in the shop's words; a failed redemption leaves the basket as it was", async () => {
    const { api, store } = await basketWith([IMPRO]);
    const before = order(store);

    store.dispatch(voucherRedeemed({ code: 'USED-2025' }));
    await settled(store, basketChangeKey.voucherField);
    expect(change(store, basketChangeKey.voucherField)).toEqual({
      status: 'failed',
      refusal: message('de', 'voucherUsed'),
    });
    expect(selectErrorAlert(store.getState()).visible).toBe(false); // said at the field only

    // the shop fails: a 500 for the call and both retries
    fault = (request) => (/^POST .*\/voucher$/.test(request) ? SERVER_ERROR_DRAW : PASS_DRAW);
    store.dispatch(voucherRedeemed({ code: 'SOMMER10' }));
    expect(change(store, basketChangeKey.voucherField)).toEqual({ status: 'pending' });
    await settled(store, basketChangeKey.voucherField);

    expect(change(store, basketChangeKey.voucherField)).toEqual({ status: 'failed' });
    expect(selectErrorAlert(store.getState())).toMatchObject({
      visible: true,
      failed: 'addVoucher',
    });
    expect(order(store)).toEqual(before);
    expect((await shopOrder(api, before.id)).vouchers ?? []).toEqual([]);
  });

  it('takes a voucher off and chooses the insurance, each told as made', async () => {
    const { store } = await basketWith([IMPRO]);
    store.dispatch(voucherRedeemed({ code: 'SOMMER10' }));
    await settled(store, basketChangeKey.voucherField);
    const voucher = order(store).vouchers[0];

    store.dispatch(voucherRemoved({ voucherId: voucher.id }));
    await settled(store, basketChangeKey.voucher(voucher.id));
    expect(order(store).vouchers).toEqual([]);

    store.dispatch(insuranceChosen({ enabled: true }));
    // the box shows what was asked for while it is under way
    expect(change(store, basketChangeKey.insurance)).toEqual({ status: 'pending', enabled: true });
    await settled(store, basketChangeKey.insurance);
    expect(change(store, basketChangeKey.insurance)).toEqual({ status: 'made' });
    expect(order(store).insurance.enabled).toBe(true);
    expect(seen.map((action) => action.type).filter((type) => type.startsWith('basket/'))).toEqual([
      'basket/voucherRedeemed',
      'basket/changeMade',
      'basket/voucherRemoved',
      'basket/changeMade',
      'basket/insuranceChosen',
      'basket/changeMade',
    ]);
  });

  it('a second code is said as the order holds it, and each change is kept for its own thing', async () => {
    const { store } = await basketWith([IMPRO, IMPRO]);
    store.dispatch(voucherRedeemed({ code: 'SOMMER10' }));
    await settled(store, basketChangeKey.voucherField);
    store.dispatch(voucherRedeemed({ code: 'gift-50' }));
    await settled(store, basketChangeKey.voucherField);
    expect(change(store, basketChangeKey.voucherField)).toEqual({
      status: 'made',
      code: 'GIFT-50',
    });

    const [first, second] = order(store).items;
    const [sommer, gift] = order(store).vouchers;
    store.dispatch(lineRemoved({ itemId: first.id }));
    store.dispatch(voucherRemoved({ voucherId: gift.id }));
    expect(change(store, basketChangeKey.line(first.id))).toEqual({ status: 'pending' });
    expect(change(store, basketChangeKey.line(second.id))).toBeUndefined();
    expect(change(store, basketChangeKey.voucher(gift.id))).toEqual({ status: 'pending' });
    expect(change(store, basketChangeKey.voucher(sommer.id))).toBeUndefined();
    await settled(store, basketChangeKey.line(first.id));
    await settled(store, basketChangeKey.voucher(gift.id));
    expect(order(store).items.map((item) => item.id)).toEqual([second.id]);
    expect(order(store).vouchers.map((voucher) => voucher.code)).toEqual(['SOMMER10']);
  });
});
