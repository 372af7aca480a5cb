/**
 * The chart's order through each phase of the order's life, on a real store without sagas (each
 * phase made by the event that makes it) against the demo shop: when the page asks for an order,
 * which hold token the chart runs with, and when it waits or is taken down.
 */
import { act } from '@testing-library/react';
import { useEffect } from 'react';
import type { Order } from '../../api/types';
import { createShopStore } from '../../app/shopStore';
import type { AppStore } from '../../state/rootState';
import { demoApiPerTest } from '../../test/demoApi';
import { dispatchedTypes } from '../../test/dispatchedTypes';
import { renderWithProviders } from '../../test/renderWithProviders';
import { orderApi } from '../order/orderApi';
import {
  expiryConfirmed,
  orderCreationStarted,
  orderStarted,
  reservationExpired,
  reservationRenewed,
} from '../orderModel/orderEvents';
import { orderRead } from '../orderModel/orderRead';
import { useChartOrder, type ChartOrder } from './useChartOrder';

const start = demoApiPerTest();
const ENDS = Date.parse('2026-12-24T18:00:00Z');

const latest = { current: null as ChartOrder | null };
function ChartProbe() {
  const chartOrder = useChartOrder();
  useEffect(() => {
    latest.current = chartOrder;
  });
  return null;
}
const shown = () => {
  const { phase, holdToken, chartWaits, chartEnded } = latest.current!;
  return { phase, holdToken, chartWaits, chartEnded };
};

async function chartOnStore(): Promise<{ store: AppStore; opened: string[] }> {
  const store = createShopStore(undefined, (await start()).services);
  const opened = dispatchedTypes(store);
  renderWithProviders(<ChartProbe />, { store });
  return { store, opened };
}

/** A new order of the demo shop made current, its answer in the store. */
async function started(store: AppStore, expiresAt = ENDS): Promise<Order> {
  const order = await store.dispatch(orderApi.endpoints.createOrder.initiate('shop-demo')).unwrap();
  expect(order.seating?.holdToken).toEqual(expect.any(String));
  await act(async () => {
    store.dispatch(orderStarted({ orderId: order.id, expiresAt }));
    await store.dispatch(orderRead.util.upsertQueryData('getOrder', order.id, order));
  });
  return order;
}

/** A ticket added on the server, and its answer in the store (as the order saga puts it). */
async function holdingATicket(store: AppStore, order: Order): Promise<void> {
  const answer = await store
    .dispatch(
      orderApi.endpoints.addItems.initiate({
        orderId: order.id,
        items: [{ variant: 'var-einfuehrung', placementId: 'pl-sinfonie-einfuehrung' }],
      }),
    )
    .unwrap();
  expect(answer.items).toHaveLength(1);
  await act(async () => {
    await store.dispatch(orderRead.util.upsertQueryData('getOrder', order.id, answer));
  });
}

const chartOpenings = (opened: string[]) => opened.filter((type) => type === 'seating/chartOpened');

describe('the chart’s order, phase by phase', () => {
  it('asks for an order when the page opens and again once an order has run out, once each', async () => {
    const { store, opened } = await chartOnStore();
    expect(chartOpenings(opened)).toHaveLength(1);
    act(() => {
      store.dispatch(orderCreationStarted());
    });
    expect(shown()).toEqual({
      phase: 'starting',
      holdToken: null,
      chartWaits: true,
      chartEnded: false,
    });
    const order = await started(store);
    expect(shown()).toEqual({
      phase: 'active',
      holdToken: order.seating?.holdToken,
      chartWaits: false,
      chartEnded: false,
    });
    act(() => {
      store.dispatch(reservationExpired());
      store.dispatch(expiryConfirmed());
    });
    // run out and confirmed: no token, and the page asks for the next order
    expect(shown()).toMatchObject({
      phase: 'expiredConfirmed',
      holdToken: null,
      chartEnded: false,
    });
    expect(chartOpenings(opened)).toHaveLength(2);
    act(() => {
      store.dispatch({ type: 'test/somethingElse' });
    });
    expect(chartOpenings(opened)).toHaveLength(2);
  });

  it('an order that ran out keeps its token until confirmed: taken down if it holds something', async () => {
    const { store } = await chartOnStore();
    const order = await started(store);
    await holdingATicket(store, order);
    act(() => {
      store.dispatch(reservationExpired());
    });
    expect(shown()).toEqual({
      phase: 'expired',
      holdToken: order.seating?.holdToken,
      chartWaits: false,
      chartEnded: true,
    });
  });

  it('an empty order that ran out: the chart waits for the next one, not taken down', async () => {
    const { store } = await chartOnStore();
    const order = await started(store);
    act(() => {
      store.dispatch(reservationExpired());
    });
    expect(shown()).toEqual({
      phase: 'expired',
      holdToken: order.seating?.holdToken,
      chartWaits: true,
      chartEnded: false,
    });
  });

  it('a session the chart ended comes back with a renewed reservation or another order', async () => {
    const { store } = await chartOnStore();
    const order = await started(store);
    await holdingATicket(store, order);
    act(() => latest.current!.endSession());
    expect(shown()).toMatchObject({ chartEnded: true, chartWaits: false });
    // the reservation was renewed (a later end): a new session for the chart
    act(() => {
      store.dispatch(reservationRenewed(ENDS + 600_000));
    });
    expect(shown()).toMatchObject({ phase: 'active', chartEnded: false });
    act(() => latest.current!.endSession());
    expect(shown()).toMatchObject({ chartEnded: true });
    // another order, with its own token, ending at the same time: a new session too
    const next = await started(store, ENDS + 600_000);
    await holdingATicket(store, next);
    expect(next.seating?.holdToken).not.toBe(order.seating?.holdToken);
    expect(shown()).toEqual({
      phase: 'active',
      holdToken: next.seating?.holdToken,
      chartWaits: false,
      chartEnded: false,
    });
  });
});
