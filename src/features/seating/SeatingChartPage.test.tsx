/**
 * @jest-environment-options {"resources": "usable"}
 *
 * The seating chart page against the real demo server: what it shows, and seats chosen on the chart and in the list. @seatsio/seatsio-react injects a <script>
 * for the chart: jsdom loads the real stand-in from the test server (resources "usable"), and the
 * stand-in fetches its seat map from there too (testing/seatingPageKit.tsx).
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoApiPerTest } from '../../test/demoApi';
import { expectNotFoundPage } from '../../test/notFoundPage';
import {
  PATH,
  TITLE,
  chart,
  chartRead,
  chartReady,
  chartSeat,
  listSeat,
  plain,
  openSeatingPage,
  reopenSeatingPage,
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

describe('SeatingChartPage', () => {
  it('shows the event, the chart as accessible SVG, the seat list and an empty summary', async () => {
    await openPage();
    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
    // the breadcrumb ends at the chart's own name, not the event's
    const path = screen.getByRole('navigation', { name: 'Navigationspfad' });
    expect(within(path).getByText('Grosser Saal')).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe(
      'Sinfoniekonzert Winter – Plätze wählen · Kulturhaus Demo · Billett',
    );
    await chartReady();
    expect(within(chart()).getAllByRole('group')).toHaveLength(8);
    expect(
      within(chart()).getByRole('button', {
        name: (name) => plain(name) === 'Reihe A, Platz 1, Kategorie 1, CHF 45.00 – CHF 89.00',
      }),
    ).toHaveAttribute('aria-pressed', 'false');
    expect(
      within(chart()).getByRole('button', {
        name: (name) => plain(name) === 'Reihe H, Platz 14, Kategorie 2, CHF 30.00 – CHF 65.00',
      }),
    ).toBeInTheDocument();
    // the list: per category a heading with its prices, per row a named group of seat toggles
    const list = seatList();
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => plain(heading.textContent)),
    ).toEqual(['Kategorie 1CHF 45.00 – CHF 89.00', 'Kategorie 2CHF 30.00 – CHF 65.00']);
    const rowA = within(list).getByRole('group', { name: 'Reihe A' });
    expect(within(rowA).getAllByRole('button')).toHaveLength(12);
    expect(within(summary()).getByText('Sie haben noch keinen Platz gewählt.')).toBeInTheDocument();
    expect(within(summary()).getByRole('radio', { name: /Per E-Mail/ })).toBeChecked();
  });

  it("zooms the chart with the page's buttons: to my seats once there are some, and back to the whole hall", async () => {
    // jsdom lays nothing out: the chart's box gets a phone's width and height
    const sizes = { 'seatsio-stand-in__frame': [309, 0], 'seatsio-stand-in__viewport': [309, 300] };
    const size = (element: Element, index: 0 | 1) =>
      Object.entries(sizes).find(([name]) => element.classList.contains(name))?.[1][index] ?? 0;
    const width = jest
      .spyOn(HTMLElement.prototype, 'clientWidth', 'get')
      .mockImplementation(function (this: HTMLElement) {
        return size(this, 0);
      });
    const height = jest
      .spyOn(HTMLElement.prototype, 'clientHeight', 'get')
      .mockImplementation(function (this: HTMLElement) {
        return size(this, 1);
      });
    try {
      const user = userEvent.setup();
      await openPage();
      await chartReady();
      const map = chart() as Element as SVGElement;
      expect(map.style.width).toBe('309px');
      expect(
        screen.getByText(
          'Mit zwei Fingern, oder mit Strg und dem Mausrad, vergrössern Sie den Plan.',
        ),
      ).toBeInTheDocument();
      // nothing picked: no way to zoom to one's seats yet
      expect(screen.queryByRole('button', { name: 'Meine Plätze zeigen' })).toBeNull();
      const chartReset = () => screen.queryByRole('button', { name: 'Ansicht zurücksetzen' });
      expect(chartReset()).toBeNull();

      await user.click(listSeat('H', 14));
      await screen.findByText('Reihe H, Platz 14 ist in Ihrer Bestellung.');
      await user.click(await screen.findByRole('button', { name: 'Meine Plätze zeigen' }));
      await waitFor(() => expect(parseFloat(map.style.width)).toBeGreaterThan(309 * 2));
      expect(chartReset()).toBeVisible();

      await user.click(screen.getByRole('button', { name: 'Ganzen Saal zeigen' }));
      await waitFor(() => expect(map.style.width).toBe('309px'));
      expect(chartReset()).toBeNull();
      expect(listSeat('H', 14)).toHaveAttribute('aria-pressed', 'true');
    } finally {
      width.mockRestore();
      height.mockRestore();
    }
  });

  it('adds a seat chosen in the list (keyboard alone) to the order with its seat label, and releases it', async () => {
    const user = userEvent.setup();
    const { api, store } = await openPage();
    await chartReady();

    listSeat('A', 1).focus();
    await user.keyboard(' ');
    // the chart holds it in seats.io first, then the page adds it
    expect(await screen.findByText('Reihe A, Platz 1 ist in Ihrer Bestellung.')).toHaveAttribute(
      'role',
      'status',
    );
    const orderId = store.getState().currentOrder.id as string;
    expect(seatsOf(await serverOrder(api, orderId))).toEqual([
      ['A-1', 'var-sinfonie-k1-erwachsene', 'EMAIL'],
    ]);
    expect(listSeat('A', 1)).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(chartSeat('A', 1)).toHaveAttribute('aria-pressed', 'true'));
    const listed = within(summary()).getAllByRole('listitem');
    expect(listed).toHaveLength(1);
    expect(plain(listed[0].textContent)).toContain('Reihe A, Platz 1');
    expect(plain(listed[0].textContent)).toContain('CHF 89.00');
    expect(plain(within(summary()).getByText('1 Platz, zusammen').parentElement?.textContent)).toBe(
      '1 Platz, zusammenCHF 89.00',
    );

    // Enter on the same toggle lets it go
    listSeat('A', 1).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Reihe A, Platz 1 ist freigegeben.')).toBeInTheDocument();
    expect((await serverOrder(api, orderId)).items).toEqual([]);
    expect(listSeat('A', 1)).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(chartSeat('A', 1)).toHaveAttribute('aria-pressed', 'false'));

    // the summary's button opens the cart panel
    expect(store.getState().cart.open).toBe(false);
    await user.click(within(summary()).getByRole('button', { name: 'Warenkorb öffnen' }));
    expect(store.getState().cart.open).toBe(true);
  });

  it('adds a seat clicked on the chart; its ticket type and delivery can be chosen', async () => {
    const user = userEvent.setup();
    const { api, store } = await openPage();
    await chartReady();

    await user.click(within(summary()).getByRole('radio', { name: /Per Post/ }));
    await user.click(chartSeat('E', 3));
    expect(
      await screen.findByText('Reihe E, Platz 3 ist in Ihrer Bestellung.'),
    ).toBeInTheDocument();
    expect(listSeat('E', 3)).toHaveAttribute('aria-pressed', 'true');
    const orderId = store.getState().currentOrder.id as string;
    expect(seatsOf(await serverOrder(api, orderId))).toEqual([
      ['E-3', 'var-sinfonie-k2-erwachsene', 'POST'],
    ]);

    const type = within(summary()).getByRole('combobox', { name: 'Preisstufe Reihe E, Platz 3' });
    await user.selectOptions(type, 'var-sinfonie-k2-kind');
    await waitFor(async () =>
      expect(seatsOf(await serverOrder(api, orderId))).toEqual([
        ['E-3', 'var-sinfonie-k2-kind', 'POST'],
      ]),
    );
    await waitFor(() =>
      expect(within(summary()).getByRole('combobox', { name: /Preisstufe/ })).toHaveValue(
        'var-sinfonie-k2-kind',
      ),
    );
    expect(chartSeat('E', 3)).toHaveAttribute('aria-pressed', 'true');
    expect(plain(within(summary()).getAllByRole('listitem')[0].textContent)).toContain('CHF 30.00');

    // released from the summary
    await user.click(within(summary()).getByRole('button', { name: 'Reihe E, Platz 3 freigeben' }));
    await waitFor(async () => expect((await serverOrder(api, orderId)).items).toEqual([]));
    await waitFor(() => expect(chartSeat('E', 3)).toHaveAttribute('aria-pressed', 'false'));
  });

  it('shows the seats already in the order selected when the visitor comes back', async () => {
    const user = userEvent.setup();
    const { store, unmount } = await openPage();
    await chartReady();
    await user.click(listSeat('C', 5));
    await screen.findByText('Reihe C, Platz 5 ist in Ihrer Bestellung.');
    unmount();

    reopenSeatingPage(store);
    await chartReady();
    expect(chartSeat('C', 5)).toHaveAttribute('aria-pressed', 'true');
    expect(chartSeat('C', 5)).not.toHaveAttribute('aria-disabled');
    expect(listSeat('C', 5)).toHaveAttribute('aria-pressed', 'true');
    expect(plain(within(summary()).getByRole('listitem').textContent)).toContain(
      'Reihe C, Platz 5',
    );
    // an old call is no news: no status line on the way back
    expect(screen.queryByText('Reihe C, Platz 5 ist in Ihrer Bestellung.')).not.toBeInTheDocument();
  });

  it('lets no seat of the list be chosen until seats.io has drawn the chart, then holds it', async () => {
    const user = userEvent.setup();
    // the chart's read of the event's seats waits until the test lets it through
    let drawChart: () => void = () => undefined;
    const chartMayDraw = new Promise<void>((resolve) => (drawChart = resolve));
    const fetchOnward = window.fetch;
    jest.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
      const response = await fetchOnward(input, init);
      if (chartRead(input)) await chartMayDraw;
      return response;
    });
    const { api, store } = await openPage();
    // the list comes from the shop, before the chart: its seats are there but not to be chosen
    await waitFor(() => expect(listSeat('A', 1)).toHaveAttribute('aria-disabled', 'true'));
    await user.click(listSeat('A', 1));
    expect(screen.queryByText('Reihe A, Platz 1 wird reserviert …')).not.toBeInTheDocument();

    drawChart();
    await chartReady();
    await waitFor(() => expect(listSeat('A', 1)).not.toHaveAttribute('aria-disabled'));
    await user.click(listSeat('A', 1));
    await screen.findByText('Reihe A, Platz 1 ist in Ihrer Bestellung.');
    const orderId = store.getState().currentOrder.id as string;
    expect(seatsOf(await serverOrder(api, orderId)).map(([label]) => label)).toEqual(['A-1']);
  });

  it('is a 404 for an unknown chart', async () => {
    await openPage('/de/c/cat-sinfonie-winter/grosser-saal-chart-unbekannt');
    await expectNotFoundPage('Saalplan nicht gefunden');
  });

  it("redirects a wrong slug or category to the chart's own address", async () => {
    await openPage('/de/c/cat-falsch/falscher-name-chart-grosser-saal?x=1');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`${PATH}?x=1`));
    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
    // the chart is drawn on its own address (and its script loaded before the test's server closes)
    await chartReady();
  });

  it("redirects the chart's own slug under another category to its own address", async () => {
    await openPage('/de/c/cat-falsch/grosser-saal-chart-grosser-saal');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(PATH));
    expect(screen.getByTestId('location')).not.toHaveTextContent('cat-falsch');
    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
    // the chart is drawn on its own address (and its script loaded before the test's server closes)
    await chartReady();
  });
});
