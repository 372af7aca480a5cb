/** The seat saga on a real store against the demo server. */
import { waitFor } from '@testing-library/react';
import { symphonySeat } from '../../../server/testing/fixtureIds';
import { visitor } from '../../../server/testing/shopClient';
import { startFeatureSaga } from '../../state/featureSagas';
import type { AppStore } from '../../state/rootState';
import { demoApiPerTest, type TestApi } from '../../test/demoApi';
import { selectErrorAlert } from '../errors/errorAlertSlice';
import { reservationExpired } from '../orderModel/orderEvents';
import { selectCurrentOrder, selectOrderId } from '../orderModel/currentOrder';
import { selectSeatCalls } from './seatCalls';
import { seatSaga } from './seatSaga';
import { seatingApi } from './seatingApi';
import {
  seatDeselected,
  seatingChartOpened,
  seatingSessionEnded,
  seatSelected,
  seatTicketTypeChanged,
} from './seatingEvents';
import { shopQuery } from '../shop/shopQuery';

const start = demoApiPerTest();
beforeEach(() => window.localStorage.clear());

const PLACEMENT = 'pl-sinfonie-winter';
const ADULT = 'var-sinfonie-k1-erwachsene';
const CHILD = 'var-sinfonie-k1-kind';

/**
 * A store with the shop, as the seating chart page has it once opened: the saga made the order
 * (seatingChartOpened), whose hold token the chart holds seats with.
 */
async function storeWithShop(): Promise<{ api: TestApi; store: AppStore }> {
  const api = await start();
  const store = api.makeStore();
  // as the seating chart page starts it
  startFeatureSaga(store, seatSaga);
  await store.dispatch(shopQuery.endpoints.getShop.initiate('demo'));
  store.dispatch(seatingChartOpened());
  await waitFor(() => expect(selectCurrentOrder(store.getState())?.seating).toBeDefined());
  return { api, store };
}

/** The chart held these seats in seats.io with the order's hold token (onHoldSucceeded follows). */
async function heldOnChart(api: TestApi, store: AppStore, labels: string[]): Promise<void> {
  const holdToken = selectCurrentOrder(store.getState())?.seating?.holdToken;
  const response = await fetch(
    `${api.url}/stand-ins/seatsio/api/events/demo-sinfonie-winter-2026/actions/hold`,
    { method: 'POST', body: JSON.stringify({ objects: labels, holdToken }) },
  );
  expect(response.status).toBe(204);
}

const seats = (store: AppStore) =>
  (selectCurrentOrder(store.getState())?.items ?? []).map((item) => [
    item.seatLabel,
    item.variant,
    item.deliveryOption,
  ]);
const callOf = (store: AppStore, label: string) =>
  selectSeatCalls(store.getState(), PLACEMENT).get(label);
const itemCalls = (api: TestApi, method: string) =>
  api.requests.filter((request) => request.method === method && request.path.includes('/items'));

describe('the seat saga', () => {
  it('makes the order when the chart opens, and adds held seats with their label and delivery, one call per seat', async () => {
    const { api, store } = await storeWithShop();
    await heldOnChart(api, store, ['A-1', 'E-2']);
    store.dispatch(seatSelected({ placementId: PLACEMENT, seatLabel: 'A-1', variantId: ADULT }));
    store.dispatch(
      seatSelected({
        placementId: PLACEMENT,
        seatLabel: 'E-2',
        variantId: 'var-sinfonie-k2-kind',
        deliveryOption: 'POST',
      }),
    );
    await waitFor(() =>
      expect(seats(store)).toEqual([
        ['A-1', ADULT, 'EMAIL'],
        ['E-2', 'var-sinfonie-k2-kind', 'POST'],
      ]),
    );
    expect(
      api.requestsTo('/api/shop/v2/order', 'POST').filter((r) => r.path === '/api/shop/v2/order'),
    ).toHaveLength(1);
    // the order was made when the chart opened, before any seat
    expect(api.requests.findIndex((r) => r.path === '/api/shop/v2/order')).toBeLessThan(
      api.requests.findIndex((r) => r.path.endsWith('/items')),
    );
    expect(itemCalls(api, 'POST')).toHaveLength(2);
    expect(callOf(store, 'A-1')).toMatchObject({ kind: 'hold', status: 'fulfilled' });

    // selecting a seat the order has already changes nothing
    store.dispatch(seatSelected({ placementId: PLACEMENT, seatLabel: 'A-1', variantId: ADULT }));
    store.dispatch(seatDeselected({ placementId: PLACEMENT, seatLabel: 'A-1' }));
    await waitFor(() => expect(seats(store)).toEqual([['E-2', 'var-sinfonie-k2-kind', 'POST']]));
    expect(itemCalls(api, 'POST')).toHaveLength(2);
    expect(callOf(store, 'A-1')).toMatchObject({ kind: 'release', status: 'fulfilled' });
  });

  it('swaps the ticket type of a held seat, on the same seat with the same delivery', async () => {
    const { api, store } = await storeWithShop();
    await heldOnChart(api, store, ['B-3']);
    store.dispatch(
      seatSelected({
        placementId: PLACEMENT,
        seatLabel: 'B-3',
        variantId: ADULT,
        deliveryOption: 'PICKUP',
      }),
    );
    await waitFor(() => expect(seats(store)).toEqual([['B-3', ADULT, 'PICKUP']]));
    store.dispatch(
      seatTicketTypeChanged({ placementId: PLACEMENT, seatLabel: 'B-3', variantId: CHILD }),
    );
    await waitFor(() => expect(seats(store)).toEqual([['B-3', CHILD, 'PICKUP']]));
    expect(callOf(store, 'B-3')).toMatchObject({ kind: 'hold', status: 'fulfilled' });
  });

  it("keeps the server's refusal of a taken seat for the page, and the error alert says it too", async () => {
    const { api, store } = await storeWithShop();
    const rival = await visitor(api.url);
    const order = await rival.createOrder();
    await rival.holdSeats(order, ['C-4']);
    await rival.addItems(order.id, [symphonySeat('C-4')]);

    store.dispatch(seatSelected({ placementId: PLACEMENT, seatLabel: 'C-4', variantId: ADULT }));
    await waitFor(() => expect(callOf(store, 'C-4')?.status).toBe('rejected'));
    expect(callOf(store, 'C-4')).toMatchObject({
      kind: 'hold',
      failure: 409,
      message: { detail: 'Der Platz C-4 ist bereits vergeben.' },
    });
    expect(seats(store)).toEqual([]);
    expect(selectErrorAlert(store.getState()).detail).toBe('Der Platz C-4 ist bereits vergeben.');
  });

  it('adds nothing while the reservation has run out and the visitor has not confirmed it', async () => {
    const { api, store } = await storeWithShop();
    await heldOnChart(api, store, ['D-1', 'D-2']);
    store.dispatch(seatSelected({ placementId: PLACEMENT, seatLabel: 'D-1', variantId: ADULT }));
    await waitFor(() => expect(seats(store)).toHaveLength(1));
    store.dispatch(reservationExpired());
    store.dispatch(seatSelected({ placementId: PLACEMENT, seatLabel: 'D-2', variantId: ADULT }));
    // a variant of another placement is not sold here either
    store.dispatch(
      seatSelected({ placementId: PLACEMENT, seatLabel: 'D-3', variantId: 'var-impro-erwachsene' }),
    );
    // the saga takes seat requests one at a time, in order: once a later one has been answered,
    // the two before it were handled
    store.dispatch(seatDeselected({ placementId: PLACEMENT, seatLabel: 'D-1' }));
    await waitFor(() =>
      expect(callOf(store, 'D-1')).toMatchObject({ kind: 'release', status: 'fulfilled' }),
    );
    expect(callOf(store, 'D-2')).toBeUndefined();
    expect(callOf(store, 'D-3')).toBeUndefined();
    expect(itemCalls(api, 'POST')).toHaveLength(1);
  });

  it('has the seat list read again by its tag when a seat call is answered or refused', async () => {
    const { api, store } = await storeWithShop();
    const EVENT = 'demo-sinfonie-winter-2026';
    const reads = () => api.requestsTo(`/api/shop/v2/seating/${EVENT}/seats`, 'GET').length;
    const list = store.dispatch(seatingApi.endpoints.getEventSeats.initiate(EVENT));
    await list;
    expect(reads()).toBe(1);
    await heldOnChart(api, store, ['A-5']);
    store.dispatch(seatSelected({ placementId: PLACEMENT, seatLabel: 'A-5', variantId: ADULT }));
    await waitFor(() => expect(seats(store)).toEqual([['A-5', ADULT, 'EMAIL']]));
    await waitFor(() => expect(reads()).toBe(2));

    // refused: someone else holds A-6 now, and the list says so
    const rival = await visitor(api.url);
    const order = await rival.createOrder();
    await rival.holdSeats(order, ['A-6']);
    await rival.addItems(order.id, [symphonySeat('A-6')]);
    store.dispatch(seatSelected({ placementId: PLACEMENT, seatLabel: 'A-6', variantId: ADULT }));
    await waitFor(() => expect(callOf(store, 'A-6')?.status).toBe('rejected'));
    await waitFor(() => expect(reads()).toBe(3));
    // the list's new answer in the store (the read was sent above; its answer comes after)
    const a6 = () =>
      seatingApi.endpoints.getEventSeats
        .select(EVENT)(store.getState())
        .data?.seats.find((seat) => seat.label === 'A-6');
    await waitFor(() => expect(a6()?.status).not.toBe('free'));
    list.unsubscribe();
  });

  it('puts the old ticket type back, quietly, when the new one is refused; a swap to the same type or a release of a seat not in the order calls nothing', async () => {
    const { api, store } = await storeWithShop();
    await heldOnChart(api, store, ['B-4']);
    store.dispatch(
      seatSelected({
        placementId: PLACEMENT,
        seatLabel: 'B-4',
        variantId: ADULT,
        deliveryOption: 'POST',
      }),
    );
    await waitFor(() => expect(seats(store)).toEqual([['B-4', ADULT, 'POST']]));
    // a category 2 ticket type on a category 1 seat: the server refuses the new item
    store.dispatch(
      seatTicketTypeChanged({
        placementId: PLACEMENT,
        seatLabel: 'B-4',
        variantId: 'var-sinfonie-k2-kind',
      }),
    );
    await waitFor(() => expect(itemCalls(api, 'POST')).toHaveLength(3));
    await waitFor(() => expect(seats(store)).toEqual([['B-4', ADULT, 'POST']]));
    // the page tells the refusal: the repair did not take the seat's call over
    expect(callOf(store, 'B-4')).toMatchObject({ kind: 'hold', status: 'rejected' });

    const before = api.requests.length;
    store.dispatch(
      seatTicketTypeChanged({ placementId: PLACEMENT, seatLabel: 'B-4', variantId: ADULT }),
    );
    store.dispatch(seatDeselected({ placementId: PLACEMENT, seatLabel: 'Z-99' }));
    // a later request answered: the two before it were handled
    store.dispatch(seatDeselected({ placementId: PLACEMENT, seatLabel: 'B-4' }));
    await waitFor(() => expect(seats(store)).toEqual([]));
    const calls = api.requests.slice(before).filter((request) => request.path.includes('/items'));
    expect(calls.map((request) => request.method)).toEqual(['DELETE']);
  });

  it('lets the order go when the chart’s session ends and it holds nothing, only for that order', async () => {
    const { api, store } = await storeWithShop();
    const orderId = selectOrderId(store.getState()) as string;
    // a late word about an earlier order changes nothing, while this one holds nothing too
    store.dispatch(seatingSessionEnded({ orderId: 'ord-earlier' }));
    await heldOnChart(api, store, ['G-1']);
    store.dispatch(
      seatSelected({ placementId: PLACEMENT, seatLabel: 'G-1', variantId: 'var-sinfonie-k2-kind' }),
    );
    store.dispatch(seatDeselected({ placementId: PLACEMENT, seatLabel: 'G-1' }));
    await waitFor(() =>
      expect(callOf(store, 'G-1')).toMatchObject({ kind: 'release', status: 'fulfilled' }),
    );
    expect(selectOrderId(store.getState())).toBe(orderId);
    store.dispatch(seatingSessionEnded({ orderId }));
    await waitFor(() => expect(selectOrderId(store.getState())).toBeNull());
  });

  it('keeps an order that holds a seat when the chart’s session ends', async () => {
    const { api, store } = await storeWithShop();
    const orderId = selectOrderId(store.getState()) as string;
    await heldOnChart(api, store, ['F-1']);
    store.dispatch(
      seatSelected({ placementId: PLACEMENT, seatLabel: 'F-1', variantId: 'var-sinfonie-k2-kind' }),
    );
    store.dispatch(seatingSessionEnded({ orderId }));
    // handled after the seat (one request at a time): a later request's answer shows both were
    store.dispatch(seatDeselected({ placementId: PLACEMENT, seatLabel: 'F-1' }));
    await waitFor(() =>
      expect(callOf(store, 'F-1')).toMatchObject({ kind: 'release', status: 'fulfilled' }),
    );
    expect(selectOrderId(store.getState())).toBe(orderId);
  });
});
