/**
 * The order the seating chart holds seats with, on a real store with the seat saga against the demo
 * server: what the chart shows when its session ends with the reservation.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { makeStore } from '../../app/store';
import { PageContext } from '../../components/pageContext';
import { startFeatureSaga } from '../../state/featureSagas';
import type { AppStore } from '../../state/rootState';
import { demoApiPerTest } from '../../test/demoApi';
import { dispatchedTypes } from '../../test/dispatchedTypes';
import { renderWithProviders } from '../../test/renderWithProviders';
import { selectCurrentOrder } from '../orderModel/currentOrder';
import { shopQuery } from '../shop/shopQuery';
import { seatSaga } from './seatSaga';
import { seatSelected, seatingSessionEnded } from './seatingEvents';
import { useChartOrder, type ChartOrder } from './useChartOrder';

const start = demoApiPerTest();
beforeEach(() => window.localStorage.clear());

const PLACEMENT = 'pl-sinfonie-winter';
const ADULT = 'var-sinfonie-k1-erwachsene';

/** The hook's latest answer, for the test (written after each render). */
const latest = { current: null as ChartOrder | null };
const endSession = () => latest.current!.endSession();

/** What the chart's part of the page would show, and with which token. */
function ChartProbe() {
  const chartOrder = useChartOrder();
  useEffect(() => {
    latest.current = chartOrder;
  });
  const shows = chartOrder.chartWaits ? 'waits' : chartOrder.chartEnded ? 'ended' : 'chart';
  return <p data-testid="chart">{`${shows} ${chartOrder.holdToken ?? 'none'}`}</p>;
}

async function openChart(): Promise<{ store: AppStore; api: Awaited<ReturnType<typeof start>> }> {
  const api = await start();
  const store = api.makeStore();
  startFeatureSaga(store, seatSaga);
  await store.dispatch(shopQuery.endpoints.getShop.initiate('demo'));
  renderWithProviders(<ChartProbe />, { store });
  // the page asks for the order when it opens; its token draws the chart
  await waitFor(() => expect(screen.getByTestId('chart')).toHaveTextContent(/^chart \S+$/));
  return { store, api };
}

describe('the seating chart’s order', () => {
  it("lets an empty order go when the chart's session ends: it waits for the next order's token, never says the reservation runs out", async () => {
    const { store } = await openChart();
    const first = selectCurrentOrder(store.getState())!;
    const shown: string[] = [];
    const probe = screen.getByTestId('chart');
    const observer = new MutationObserver(() => shown.push(probe.textContent ?? ''));
    observer.observe(probe, { childList: true, characterData: true, subtree: true });

    act(() => endSession());
    await waitFor(() => expect(selectCurrentOrder(store.getState())?.id).not.toBe(first.id));
    await waitFor(() => expect(probe).toHaveTextContent(/^chart \S+$/));
    observer.disconnect();
    expect(latest.current?.holdToken).not.toBe(first.seating?.holdToken);
    // the chart waited for the new token; "your reservation is running out" was never its word
    expect(shown.some((text) => text.startsWith('waits'))).toBe(true);
    expect(shown.filter((text) => text.startsWith('ended'))).toEqual([]);

    // a late word about the first order's session leaves the new (empty) one alone
    const second = selectCurrentOrder(store.getState())!.id;
    act(() => {
      store.dispatch(seatingSessionEnded({ orderId: first.id }));
    });
    await act(async () => {});
    expect(selectCurrentOrder(store.getState())?.id).toBe(second);
    expect(probe).toHaveTextContent(`chart ${latest.current?.holdToken}`);
  });

  it("keeps an order with a seat, even one still on its way when the chart's session ends", async () => {
    const { store, api } = await openChart();
    const order = selectCurrentOrder(store.getState())!;
    const held = await fetch(
      `${api.url}/stand-ins/seatsio/api/events/demo-sinfonie-winter-2026/actions/hold`,
      {
        method: 'POST',
        body: JSON.stringify({ objects: ['A-1'], holdToken: order.seating?.holdToken }),
      },
    );
    expect(held.status).toBe(204);
    // the seat's call is under way when the session ends: the session's word waits its turn
    act(() => {
      store.dispatch(seatSelected({ placementId: PLACEMENT, seatLabel: 'A-1', variantId: ADULT }));
      endSession();
    });
    // the chart is down, and waits: nothing of the visitor's is running out yet
    expect(screen.getByTestId('chart')).toHaveTextContent(/^waits /);
    await waitFor(() =>
      expect(selectCurrentOrder(store.getState())?.items.map((item) => item.seatLabel)).toEqual([
        'A-1',
      ]),
    );
    // the seat renewed the reservation: the chart is drawn again with the same token, for the
    // same order (the session's word came after the seat, and found it there)
    await waitFor(() =>
      expect(screen.getByTestId('chart')).toHaveTextContent(`chart ${order.seating?.holdToken}`),
    );
    await act(async () => {});
    expect(selectCurrentOrder(store.getState())?.id).toBe(order.id);
  });

  it('makes no order for a crawler: it gets the chart to look at, without a session', async () => {
    const api = await start();
    const store = api.makeStore();
    startFeatureSaga(store, seatSaga);
    await store.dispatch(shopQuery.endpoints.getShop.initiate('demo'));
    const page = { origin: api.url, renderedAt: 0, userAgent: 'Googlebot/2.1', outcome: null };
    const dispatched = dispatchedTypes(store);
    renderWithProviders(
      <PageContext.Provider value={page}>
        <ChartProbe />
      </PageContext.Provider>,
      { store },
    );
    await act(async () => {});
    expect(screen.getByTestId('chart')).toHaveTextContent('chart none');
    // the page never asks for an order
    expect(dispatched).not.toContain('seating/chartOpened');
    expect(selectCurrentOrder(store.getState())).toBeUndefined();
  });

  it('asks for an order once: a creation that failed is not tried again and again', async () => {
    const api = await start();
    let creations = 0;
    const visitorFetch = api.services.fetchFn ?? fetch;
    const store = makeStore(undefined, {
      ...api.services,
      fetchFn: (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
        if (method === 'POST' && url.pathname === '/api/shop/v2/order') {
          creations += 1;
          return Promise.resolve(new Response('{"errors":[]}', { status: 500 }));
        }
        return visitorFetch(input, init);
      },
    });
    startFeatureSaga(store, seatSaga);
    await store.dispatch(shopQuery.endpoints.getShop.initiate('demo'));
    const opened = dispatchedTypes(store);
    renderWithProviders(<ChartProbe />, { store });
    await waitFor(() => expect(creations).toBeGreaterThan(0));
    await waitFor(() => expect(latest.current?.phase).toBe('none'));
    const tried = creations;
    // the page renders again (any change of the store): no second order is asked for
    act(() => {
      store.dispatch({ type: 'test/somethingElse' });
    });
    await act(async () => {});
    expect(creations).toBe(tried);
    expect(opened.filter((type) => type === 'seating/chartOpened')).toEqual([
      'seating/chartOpened',
    ]);
    // without an order the chart is shown without a session, not left waiting
    expect(screen.getByTestId('chart')).toHaveTextContent('chart none');
  });
});
