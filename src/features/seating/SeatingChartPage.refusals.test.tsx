/**
 * @jest-environment-options {"resources": "usable"}
 *
 * The seating chart page against the real demo server when the shop says no: a seat another order took, a seat removed in the cart, the reservation run out, seats.io's redraw. @seatsio/seatsio-react injects a <script>
 * for the chart: jsdom loads the real stand-in from the test server (resources "usable"), and the
 * stand-in fetches its seat map from there too (testing/seatingPageKit.tsx).
 */
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { symphonySeat } from '../../../server/testing/fixtureIds';
import { visitor } from '../../../server/testing/shopClient';
import { API_PREFIX } from '../../api/headers';
import { demoApiPerTest } from '../../test/demoApi';
import { orderApi } from '../order/orderApi';
import { reservationExpired } from '../orderModel/orderEvents';
import {
  chartRead,
  chartReady,
  chartSeat,
  listSeat,
  openSeatingPage,
  seatList,
  seatsOf,
  serverOrder,
  summary,
} from './testing/seatingPageKit';
import type * as SeatsioReactLoader from './testing/seatsioReactForJest';

// the page renders some 200 seat controls in jsdom: answers take a while to show, on a machine
// loaded with other test runs over 8 s (seen at a load average of 12 on 2 cores)
jest.setTimeout(90_000);
configure({ asyncUtilTimeout: 20_000 });
// the real wrapper, which jest cannot resolve by itself (see testing/seatsioReactForJest.ts)
jest.mock(
  '@seatsio/seatsio-react',
  () =>
    (
      jest.requireActual('./testing/seatsioReactForJest') as typeof SeatsioReactLoader
    ).loadSeatsioReact(),
  { virtual: true },
);

const start = demoApiPerTest();
const openPage = (path?: string) => openSeatingPage(start, path);

describe('SeatingChartPage, when the shop says no', () => {
  it("tells the server's message for a seat another order took, and the seat ends unselected", async () => {
    const user = userEvent.setup();
    const { api, store } = await openPage();
    await chartReady();

    // someone else holds A-3 now (the page's list and chart still show it free)
    const rival = await visitor(api.url);
    const rivalOrder = await rival.createOrder();
    await rival.holdSeats(rivalOrder, ['A-3']);
    expect((await rival.addItems(rivalOrder.id, [symphonySeat('A-3')])).status).toBe(201);

    await user.click(listSeat('A', 3));
    const alert = await screen.findByText(
      'Reihe A, Platz 3 ist nicht mehr frei. Bitte wählen Sie einen anderen Platz.',
      { selector: '.seating-messages__alert' },
    );
    expect(alert).toHaveAttribute('role', 'alert');
    const orderId = store.getState().currentOrder.id as string;
    expect((await serverOrder(api, orderId)).items).toEqual([]);
    // seats.io refused the hold: A-3 is not to be had, on the chart and in the list
    await waitFor(() => expect(chartSeat('A', 3)).toHaveAttribute('aria-disabled', 'true'));
    expect(chartSeat('A', 3)).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() =>
      expect(
        within(seatList()).queryByRole('button', { name: 'Reihe A, Platz 3' }),
      ).not.toBeInTheDocument(),
    );
    expect(within(summary()).queryAllByRole('listitem')).toHaveLength(0);
  });

  it("shows a seat removed in the cart free again on the chart, and another visitor's seats as taken", async () => {
    const user = userEvent.setup();
    const { api, store } = await openPage();
    await chartReady();
    await user.click(chartSeat('D', 2));
    await screen.findByText('Reihe D, Platz 2 ist in Ihrer Bestellung.');
    const orderId = store.getState().currentOrder.id as string;
    const [item] = (await serverOrder(api, orderId)).items;
    // the cart removes the item: the shop API releases the seat; the chart lets it go too
    await act(async () => {
      await store.dispatch(
        orderApi.endpoints.removeItem.initiate({ orderId, itemId: item.id }, { track: false }),
      );
    });
    await waitFor(() => expect(chartSeat('D', 2)).toHaveAttribute('aria-pressed', 'false'));
    expect(chartSeat('D', 2)).not.toHaveAttribute('aria-disabled');
    await waitFor(() =>
      expect(within(seatList()).getByRole('button', { name: 'Reihe D, Platz 2' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
  });

  it('tells the visitor when the reservation ran out, and adds nothing then', async () => {
    const user = userEvent.setup();
    const { api, store } = await openPage();
    await chartReady();
    await user.click(listSeat('B', 1));
    await screen.findByText('Reihe B, Platz 1 ist in Ihrer Bestellung.');

    act(() => {
      store.dispatch(reservationExpired());
    });
    expect(
      await screen.findByText(/Ihre Reservierung ist abgelaufen/, {
        selector: '.seating-messages__alert',
      }),
    ).toBeInTheDocument();
    // the chart with the ended token is taken down: seats.io's own expiry dialog cannot show
    expect(
      await screen.findByText(/Ihre Reservierung läuft ab. Der Saalplan öffnet wieder/),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('group', { name: 'Saalplan: Grosser Saal' })).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const adds = api.requestsTo(`${API_PREFIX}/order`, 'POST').length;
    // the list cannot choose without the chart: its seats say so, and a click does nothing
    expect(listSeat('B', 2)).toHaveAttribute('aria-disabled', 'true');
    await user.click(listSeat('B', 2));
    expect(listSeat('B', 2)).toHaveAttribute('aria-pressed', 'false');
    expect(api.requestsTo(`${API_PREFIX}/order`, 'POST')).toHaveLength(adds);
  });

  it("is redrawn as seats.io redraws after a refusal: the visitor's seats stay held and in the order, and the chart still follows the cart", async () => {
    const user = userEvent.setup();
    const { api, store } = await openPage();
    await chartReady();
    await user.click(chartSeat('E', 5));
    await screen.findByText('Reihe E, Platz 5 ist in Ihrer Bestellung.');
    const orderId = store.getState().currentOrder.id as string;
    const holdToken =
      store.getState().currentOrder.id && (await serverOrder(api, orderId)).seating?.holdToken;

    // a rival takes E-7: the visitor's click is refused, and the chart is redrawn (rerender:
    // every seat deselected with onObjectDeselected, then drawn again)
    const rival = await visitor(api.url);
    const rivalOrder = await rival.createOrder();
    await rival.holdSeats(rivalOrder, ['E-7']);
    const redrawsBefore = api.requestsTo('/stand-ins/seatsio/api/hold-tokens/', 'GET').length;
    await user.click(listSeat('E', 7));
    await screen.findByText(/Reihe E, Platz 7 ist nicht mehr frei/, {
      selector: '.seating-messages__alert',
    });
    await waitFor(() =>
      expect(api.requestsTo('/stand-ins/seatsio/api/hold-tokens/', 'GET').length).toBeGreaterThan(
        redrawsBefore,
      ),
    );
    await waitFor(() => expect(chartSeat('E', 7)).toHaveAttribute('aria-disabled', 'true'));
    // drawn again: E-5 is still the visitor's, held with the token and in the order
    await waitFor(() => expect(chartSeat('E', 5)).toHaveAttribute('aria-pressed', 'true'));
    expect(seatsOf(await serverOrder(api, orderId)).map(([label]) => label)).toEqual(['E-5']);
    const event = await fetch(
      `${api.url}/stand-ins/seatsio/events/demo-sinfonie-winter-2026.json?holdToken=${holdToken}`,
    );
    const seats = (
      (await event.json()) as { rows: { seats: { label: string; heldWithToken?: boolean }[] }[] }
    ).rows.flatMap((row) => row.seats);
    expect(seats.find((one) => one.label === 'E-5')).toMatchObject({ heldWithToken: true });
    expect(within(summary()).getAllByRole('listitem')).toHaveLength(1);

    // nothing of the redraw is left pending: the cart removes E-5, and the chart lets it go
    const [item] = (await serverOrder(api, orderId)).items;
    await act(async () => {
      await store.dispatch(
        orderApi.endpoints.removeItem.initiate({ orderId, itemId: item.id }, { track: false }),
      );
    });
    await waitFor(() => expect(chartSeat('E', 5)).toHaveAttribute('aria-pressed', 'false'));
  });

  it('says the free seats could not be loaded, shows them loading again on retry, then lists them', async () => {
    const user = userEvent.setup();
    const { api } = await openPage();
    // the shop answers the seat list with 500 until the visitor retries; the retry's answer waits
    const isSeatListRead = (path: string) => /\/seating\/[^/]+\/seats$/.test(path);
    const fetchOnward = api.services.fetchFn as typeof fetch;
    let failing = true;
    let letRetryThrough: () => void = () => undefined;
    const retryHeld = new Promise<void>((resolve) => (letRetryThrough = resolve));
    api.services.fetchFn = async (input, init) => {
      const request = new Request(input, init);
      if (!isSeatListRead(new URL(request.url).pathname)) return fetchOnward(request);
      if (failing) return new Response('{}', { status: 500 });
      const response = await fetchOnward(request);
      await retryHeld;
      return response;
    };

    const failed = await screen.findByText('Die freien Plätze konnten nicht geladen werden.', {
      exact: false,
    });
    expect(failed.closest('[role="alert"]')).not.toBeNull();
    // the chart has drawn (and its order begun): only the visitor's retry asks for the list again
    await screen.findByRole('group', { name: 'Saalplan: Grosser Saal' }, { timeout: 20_000 });
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Erneut laden' }));
    // asked again: the list says it is loading, not that it failed
    expect(await screen.findByText('Die Plätze werden geladen …')).toHaveAttribute(
      'role',
      'status',
    );
    expect(
      screen.queryByText('Die freien Plätze konnten nicht geladen werden.', { exact: false }),
    ).not.toBeInTheDocument();
    letRetryThrough();
    await chartReady();
    expect(listSeat('A', 1)).toHaveAttribute('aria-pressed', 'false');
  });

  it('says the chart could not be drawn when seats.io cannot read the event, and offers no seat', async () => {
    // the stand-in reads the event's seats from its own API: that read fails
    const fetchOnward = window.fetch;
    jest
      .spyOn(window, 'fetch')
      .mockImplementation((input, init) =>
        chartRead(input)
          ? Promise.resolve(new Response('{}', { status: 503 }))
          : fetchOnward(input, init),
      );
    await openPage();
    expect(
      await screen.findByText(
        'Der Saalplan konnte nicht geladen werden. Bitte laden Sie die Seite neu.',
        { selector: '.seating-chart__failed' },
      ),
    ).toHaveAttribute('role', 'alert');
    expect(
      within(seatList()).getByText(
        'Die Plätze können erst gewählt werden, wenn der Saalplan geladen ist.',
      ),
    ).toBeInTheDocument();
    expect(within(seatList()).queryAllByRole('button')).toHaveLength(0);
  });
});
