/**
 * @jest-environment-options {"resources": "usable"}
 *
 * The seats.io stand-in script runs in a browser: here jsdom loads it from the demo server with a
 * <script src> (as @seatsio/seatsio-react does) and it fetches its event data from there too.
 */
import { clearImmediate, setImmediate } from 'node:timers';
import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import type {
  BookableObject,
  ChartRendererConfigOptions,
  HoldToken,
  SeatingChart,
  Seatsio,
  SelectableObject,
  TicketTypeJson,
} from '@seatsio/seatsio-react';
import type { StandInEvent } from './seatsioStandIn';

/** seats.io's documented answer of chart.getReportBySelectability() (the types say only Object). */
interface SelectabilityReport {
  selectable: SelectabilityCounts;
  not_selectable: SelectabilityCounts;
}
interface SelectabilityCounts {
  count: number;
  byCategoryLabel: Record<string, number>;
  byCategoryKey: Record<string, number>;
}
import { startDemoServer, type DemoServer } from '../../listen';
import { symphonySeat } from '../../testing/fixtureIds';
import { visitor } from '../../testing/shopClient';

// express runs inside jsdom here and wants Node's setImmediate
if (typeof globalThis.setImmediate !== 'function')
  Object.assign(globalThis, { setImmediate, clearImmediate });

// the chart draws some 100 seats in jsdom: slow on a busy machine
jest.setTimeout(30_000);

const EVENT = 'demo-sinfonie-winter-2026';

/** seats.io multi-level pricing as the storefront passes it: major units. */
const PRICING = {
  prices: [
    {
      category: 'kat-1',
      ticketTypes: [
        { ticketType: 'var-sinfonie-k1-erwachsene', price: 89, label: 'Erwachsene', primary: true },
        { ticketType: 'var-sinfonie-k1-kind', price: 45, label: 'Kind', primary: false },
      ],
    },
    { category: 'kat-2', price: 65 },
  ],
  priceFormatter: (price: number) => `CHF ${price.toFixed(2)}`,
};

async function loadStandIn(baseUrl: string): Promise<Seatsio> {
  const holder = window as unknown as { seatsio?: Seatsio };
  holder.seatsio = undefined;
  const script = document.createElement('script');
  const loaded = new Promise((resolve, reject) => {
    script.onload = resolve;
    script.onerror = reject;
  });
  script.src = `${baseUrl}/stand-ins/seatsio/chart.js`;
  document.head.appendChild(script);
  await loaded;
  if (!holder.seatsio) throw new Error('the stand-in did not define window.seatsio');
  return holder.seatsio;
}

type Config = Partial<ChartRendererConfigOptions>;

describe('the seats.io stand-in chart', () => {
  // one server for the block: jsdom's resource loader does not load a script from a second one
  // after the first closed (each test holds other seats)
  let running: DemoServer;
  const server = { url: () => running.url };
  beforeAll(async () => {
    running = await startDemoServer({ port: 0 });
  });
  afterAll(() => running.close());
  let container: HTMLDivElement;

  beforeEach(() => {
    container = document.createElement('div');
    document.body.appendChild(container);
  });
  afterEach(() => {
    container.remove();
    document.head.querySelectorAll('script').forEach((script) => script.remove());
  });

  async function renderChart(config: Config = {}) {
    const seatsio = await loadStandIn(server.url());
    const selected: [SelectableObject, unknown][] = [];
    const deselected: SelectableObject[] = [];
    let rendered: SeatingChart | null = null;
    const chart = new seatsio.SeatingChart({
      container,
      workspaceKey: 'test',
      event: EVENT,
      language: 'de',
      pricing: PRICING,
      onChartRendered: (drawn) => {
        rendered = drawn;
      },
      onObjectSelected: (object, ticketType) => selected.push([object, ticketType]),
      onObjectDeselected: (object) => deselected.push(object),
      ...config,
    } as ChartRendererConfigOptions).render();
    // compared as a boolean: a failed toBe(chart) would print the chart, its whole drawn SVG
    // with it, at every try while the chart draws (half of this file's time)
    await waitFor(() => expect(rendered === chart).toBe(true), { timeout: 10_000 });
    // a seats.io chart also carries its state and config (the wrapper relies on both); the types leave them out
    const full = chart as SeatingChart & { state: string; config: ChartRendererConfigOptions };
    return { chart: full, selected, deselected };
  }

  const seat = (name: string | RegExp) => screen.getByRole('button', { name });

  /** What a chart drawn again tells its callbacks, noted in `events` in the order it comes. */
  function noteRedrawEvents(chart: { config: ChartRendererConfigOptions }, events: string[]) {
    chart.config.onChartRerenderingStarted = () => events.push('rerendering');
    chart.config.onObjectDeselected = (object) => events.push(`deselected ${object.label}`);
    chart.config.onReleaseHoldSucceeded = () => events.push('released');
    chart.config.onSessionInitialized = (token) => events.push(`session ${token.token}`);
    chart.config.onChartRendered = () => events.push('rendered');
  }

  /** The seat as the stand-in's seats.io has it for a hold token (status, heldWithToken). */
  async function seatInStandIn(label: string, holdToken: string) {
    const answer = await fetch(
      `${server.url()}/stand-ins/seatsio/events/${EVENT}.json?holdToken=${holdToken}`,
    );
    return ((await answer.json()) as StandInEvent).rows
      .flatMap((row) => row.seats)
      .find((one) => one.label === label);
  }

  it('draws the event as named groups of seat buttons with row, seat, category and price', async () => {
    const { chart } = await renderChart();
    expect(chart.state).toBe('RENDERED');
    const map = screen.getByRole('group', { name: 'Saalplan: Grosser Saal' });
    const rows = within(map)
      .getAllByRole('group')
      .map((row) => row.getAttribute('aria-label'));
    expect(rows).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((row) => `Reihe ${row}`));
    const rowA = within(map).getByRole('group', { name: 'Reihe A' });
    expect(within(rowA).getAllByRole('button')).toHaveLength(12);
    expect(seat('Reihe A, Platz 1, Kategorie 1, CHF 45.00 – CHF 89.00')).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(seat('Reihe E, Platz 14, Kategorie 2, CHF 65.00')).toBeInTheDocument();
    // one tab stop in the chart: the first free seat
    expect(map.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    expect(seat(/^Reihe A, Platz 1,/)).toHaveAttribute('tabindex', '0');
    // the legend names the categories with their prices and the seat states
    const legend = screen.getByRole('list', { name: 'Legende' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Kategorie 1: CHF 45.00 – CHF 89.00',
      'Kategorie 2: CHF 65.00',
      'Ausgewählt',
      'Nicht verfügbar',
    ]);
  });

  it('selects and deselects a seat on a click, with a seats.io object and the primary ticket type', async () => {
    const user = userEvent.setup();
    const { chart, selected, deselected } = await renderChart();
    await user.click(seat(/^Reihe B, Platz 4,/));
    expect(seat(/^Reihe B, Platz 4,/)).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(selected).toHaveLength(1));
    const [object, ticketType] = selected[0];
    expect(object).toMatchObject({
      objectType: 'Seat',
      label: 'B-4',
      labels: { own: '4', parent: 'B', displayedLabel: 'B-4' },
      category: { key: 'kat-1', label: 'Kategorie 1' },
      status: 'free',
      selected: true,
      selectedTicketType: 'var-sinfonie-k1-erwachsene',
    });
    expect(ticketType).toEqual({
      ticketType: 'var-sinfonie-k1-erwachsene',
      price: 89,
      label: 'Erwachsene',
      formattedPrice: 'CHF 89.00',
    });
    expect(chart.selectedObjects).toEqual(['B-4']);
    await user.click(seat(/^Reihe B, Platz 4,/));
    await waitFor(() => expect(deselected.map((entry) => entry.label)).toEqual(['B-4']));
    expect(seat(/^Reihe B, Platz 4,/)).toHaveAttribute('aria-pressed', 'false');
    expect(chart.selectedObjects).toEqual([]);
  });

  it('works with the keyboard alone: arrows move, Enter and Space toggle', async () => {
    const user = userEvent.setup();
    const { selected, deselected } = await renderChart();
    await user.tab();
    expect(seat(/^Reihe A, Platz 1,/)).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(seat(/^Reihe A, Platz 3,/)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(seat(/^Reihe B, Platz 3,/)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(seat(/^Reihe B, Platz 3,/)).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{End}');
    expect(seat(/^Reihe B, Platz 12,/)).toHaveFocus();
    await user.keyboard(' ');
    expect(seat(/^Reihe B, Platz 12,/)).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Home}{ArrowRight}{ArrowRight} ');
    expect(seat(/^Reihe B, Platz 3,/)).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(deselected).toHaveLength(1));
    expect(selected.map(([object]) => object.label)).toEqual(['B-3', 'B-12']);
    // the focused seat is the chart's one tab stop
    expect(seat(/^Reihe B, Platz 3,/)).toHaveAttribute('tabindex', '0');
  });

  it('shows seats held by orders as not available and ignores clicks on them', async () => {
    const client = await visitor(server.url());
    const order = await client.createOrder();
    await client.holdSeats(order, ['A-2']);
    await client.addItems(order.id, [symphonySeat('A-2')]);
    const user = userEvent.setup();
    const { selected } = await renderChart();
    const taken = seat('Reihe A, Platz 2, Kategorie 1, nicht verfügbar');
    expect(taken).toHaveAttribute('aria-disabled', 'true');
    await user.click(taken);
    expect(taken).toHaveAttribute('aria-pressed', 'false');
    // the chart reports selections in the order of the clicks: once a later one is reported,
    // the click on the taken seat would have been too
    await user.click(seat(/^Reihe A, Platz 3,/));
    await waitFor(() => expect(selected).toHaveLength(1));
    expect(selected.map(([object]) => object.label)).toEqual(['A-3']);
  });

  it('starts with config.selectedObjects selected only if they are still free, and takes methods', async () => {
    const client = await visitor(server.url());
    const order = await client.createOrder();
    await client.holdSeats(order, ['A-5']);
    const { chart, selected, deselected } = await renderChart({ selectedObjects: ['A-5', 'A-6'] });
    // A-5 is someone else's: not selected (seats.io: "if they are still free")
    await waitFor(() => expect(chart.selectedObjects).toEqual(['A-6']));
    expect(seat(/^Reihe A, Platz 5,/)).toHaveAttribute('aria-disabled', 'true');
    expect(seat(/^Reihe A, Platz 6,/)).toHaveAttribute('aria-pressed', 'true');

    await chart.deselectObjects(['A-6']);
    await chart.doSelectObjects(['C-1']);
    // doSelectObjects fails as a whole when an object cannot be selected
    await expect(chart.doSelectObjects(['C-2', 'A-5'])).rejects.toThrow();
    expect(seat(/^Reihe A, Platz 6,/)).toHaveAttribute('aria-pressed', 'false');
    expect(seat(/^Reihe C, Platz 1,/)).toHaveAttribute('aria-pressed', 'true');
    expect(seat(/^Reihe C, Platz 2,/)).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(deselected.map((object) => object.label)).toEqual(['A-6']));
    expect(selected.map(([object]) => object.label)).toEqual(['A-6', 'C-1']);
    expect((await chart.listSelectedObjects()).map((object) => object.label)).toEqual(['C-1']);
  });

  it('reports selectable and not selectable places as counts by category (seats.io getReportBySelectability)', async () => {
    const client = await visitor(server.url());
    const order = await client.createOrder();
    await client.holdSeats(order, ['H-1', 'H-2']);
    const { chart } = await renderChart();
    const total = 4 * 12 + 4 * 14;
    expect(await chart.getReportBySelectability()).toEqual({
      selectable: {
        count: expect.any(Number) as number,
        byCategoryLabel: expect.objectContaining({ NO_CATEGORY: 0 }) as object,
        byCategoryKey: expect.objectContaining({ NO_CATEGORY: 0 }) as object,
      },
      not_selectable: {
        count: expect.any(Number) as number,
        byCategoryLabel: expect.objectContaining({ NO_CATEGORY: 0 }) as object,
        byCategoryKey: expect.objectContaining({ NO_CATEGORY: 0 }) as object,
      },
    });
    const report = (await chart.getReportBySelectability()) as SelectabilityReport;
    expect(report.selectable.count + report.not_selectable.count).toBe(total);
    expect(report.not_selectable.byCategoryKey['kat-2']).toBeGreaterThanOrEqual(2);
    expect(report.selectable.byCategoryLabel['Kategorie 1']).toBe(
      report.selectable.byCategoryKey['kat-1'],
    );
  });

  it('redraws as seats.io documents: rerendering started, every selected seat deselected, the statuses fetched anew, rendered', async () => {
    const { chart } = await renderChart({ selectedObjects: ['D-1'] });
    await waitFor(() => expect(chart.selectedObjects).toEqual(['D-1']));
    const events: string[] = [];
    chart.config.onChartRerenderingStarted = () => events.push('rerendering');
    chart.config.onObjectDeselected = (object) => events.push(`deselected ${object.label}`);
    chart.config.onObjectSelected = (object) => events.push(`selected ${object.label}`);
    chart.config.onChartRendered = () => events.push('rendered');
    const client = await visitor(server.url());
    const order = await client.createOrder();
    await client.holdSeats(order, ['D-2']);
    chart.rerender();
    await waitFor(() => expect(events).toContain('rendered'));
    // "Previously selected objects become unselected" (chart.rerender()), then it draws again
    expect(events).toEqual(['rerendering', 'deselected D-1', 'rendered']);
    expect(chart.selectedObjects).toEqual([]);
    expect(seat(/^Reihe D, Platz 1,/)).toHaveAttribute('aria-pressed', 'false');
    expect(seat(/^Reihe D, Platz 2,/)).toHaveAttribute('aria-disabled', 'true');
  });

  it('redraws a session as seats.io documents: its seats deselected but not released, the session again, its held seats selected again', async () => {
    const client = await visitor(server.url());
    const order = await client.createOrder();
    const holdToken = order.seating?.holdToken ?? '';
    const user = userEvent.setup();
    const events: string[] = [];
    const { chart } = await renderChart({
      session: 'manual',
      holdToken,
      onHoldCallsComplete: () => events.push('held'),
    });
    await user.click(seat(/^Reihe C, Platz 4,/));
    await waitFor(() => expect(events).toEqual(['held']));
    events.length = 0;
    noteRedrawEvents(chart, events);
    chart.rerender();
    await waitFor(() => expect(events).toContain('rendered'));
    expect(events).toEqual(['rerendering', 'deselected C-4', `session ${holdToken}`, 'rendered']);
    // the hold stays with the token: drawn again, the seat is the visitor's, selected
    expect(chart.selectedObjects).toEqual(['C-4']);
    expect(seat(/^Reihe C, Platz 4,/)).toHaveAttribute('aria-pressed', 'true');
    expect(await seatInStandIn('C-4', holdToken)).toMatchObject({
      status: 'reservedByToken',
      heldWithToken: true,
    });
  });

  /** A hold token of the stand-in's REST API that expires in `seconds`. */
  async function shortToken(seconds: number): Promise<string> {
    const made = await fetch(`${server.url()}/stand-ins/seatsio/api/hold-tokens`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ expiresInMinutes: seconds / 60 }),
    });
    return ((await made.json()) as { holdToken: string }).holdToken;
  }

  it("ends the session when the token expires: seats.io's dialog in the chart's language, and onHoldTokenExpired once", async () => {
    const holdToken = await shortToken(1.5);
    let expired = 0;
    const { chart } = await renderChart({
      session: 'manual',
      holdToken,
      language: 'fr',
      onHoldTokenExpired: () => {
        expired += 1;
      },
    });
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'Session expirée' },
      { timeout: 10_000 },
    );
    expect(dialog).toHaveTextContent('toutes les places ont été libérées');
    expect(within(dialog).getByRole('button', { name: 'Recommencer' })).toHaveFocus();
    await waitFor(() => expect(expired).toBe(1));
    expect(chart.holdToken).toBeNull();
  });

  it("learns a token's new expiry only by a rerender (onSessionInitialized), and its session then ends at the new one", async () => {
    // long enough that the chart has drawn (jsdom, a busy machine) before its first expiry
    const holdToken = await shortToken(6);
    const sessions: HoldToken[] = [];
    let expiredAt = 0;
    const renderedAt = Date.now();
    const { chart } = await renderChart({
      session: 'manual',
      holdToken,
      onSessionInitialized: (token) => sessions.push(token),
      onHoldTokenExpired: () => {
        expiredAt = Date.now();
      },
    });
    await waitFor(() => expect(sessions).toHaveLength(1));
    expect(sessions[0].expiresInSeconds).toBeLessThanOrEqual(6);
    // the shop extends the token (seats.io's POST /hold-tokens/{token}), then has the chart redrawn
    const changed = await fetch(`${server.url()}/stand-ins/seatsio/api/hold-tokens/${holdToken}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ expiresInMinutes: 10 / 60 }),
    });
    expect(changed.status).toBe(200);
    chart.rerender();
    await waitFor(() => expect(sessions).toHaveLength(2));
    expect(sessions[1]).toMatchObject({ token: holdToken });
    expect(sessions[1].expiresInSeconds).toBeGreaterThan(sessions[0].expiresInSeconds);
    await screen.findByRole('alertdialog', { name: 'Sitzung abgelaufen' }, { timeout: 20_000 });
    // not at the expiry it was first told (6 s), at the one it learnt (10 s from the change)
    expect(expiredAt - renderedAt).toBeGreaterThanOrEqual(8_000);
  });

  it('starts a new session as seats.io documents: the selection unselected (not released), a fresh token, the chart re-initialized for it', async () => {
    const user = userEvent.setup();
    const events: string[] = [];
    const { chart } = await renderChart({
      session: 'start',
      onHoldCallsComplete: () => events.push('held'),
    });
    const oldToken = chart.holdToken;
    await user.click(seat(/^Reihe E, Platz 5,/));
    await waitFor(() => expect(events).toEqual(['held']));
    events.length = 0;
    noteRedrawEvents(chart, events);
    await chart.startNewSession();
    // docs.seats.io/docs/renderer/chartstartnewsession: unselected, a fresh token, re-initialized
    const newToken = chart.holdToken;
    expect(newToken).toEqual(expect.any(String));
    expect(newToken).not.toBe(oldToken);
    expect(events).toEqual(['deselected E-5', `session ${newToken}`]);
    expect(chart.selectedObjects).toEqual([]);
    // drawn for the new token: E-5 stays held with the old one (nothing released), not the visitor's
    expect(seat(/^Reihe E, Platz 5,/)).toHaveAttribute('aria-pressed', 'false');
    expect(seat(/^Reihe E, Platz 5,/)).toHaveAttribute('aria-disabled', 'true');
    expect(await seatInStandIn('E-5', oldToken)).toMatchObject({
      status: 'reservedByToken',
      heldWithToken: true,
    });
    // the new token is the one in session storage: session 'continue' goes on with it
    chart.destroy();
    const again = await renderChart({ session: 'continue' });
    expect(again.chart.holdToken).toBe(newToken);
  });

  it("holds in a 'manual' session with the shop's token: onHoldSucceeded, onReleaseHoldSucceeded, and the seats again after a reload", async () => {
    const client = await visitor(server.url());
    const order = await client.createOrder();
    const holdToken = order.seating?.holdToken ?? '';
    const events: string[] = [];
    let session: HoldToken | null = null;
    const log = (name: string) => (objects: BookableObject[], ticketTypes: TicketTypeJson[]) =>
      events.push(
        `${name} ${objects.map((object) => object.label).join()} ${ticketTypes.map((type) => type.ticketType).join()}`,
      );
    const user = userEvent.setup();
    const { chart } = await renderChart({
      session: 'manual',
      holdToken,
      onSessionInitialized: (token) => {
        session = token;
      },
      onHoldSucceeded: log('held'),
      onHoldFailed: log('holdFailed'),
      onReleaseHoldSucceeded: log('released'),
      onHoldCallsInProgress: () => events.push('calls'),
      onHoldCallsComplete: () => events.push('done'),
    });
    expect(chart.holdToken).toBe(holdToken);
    await waitFor(() =>
      expect(session).toEqual({
        token: holdToken,
        expiresAt: expect.any(String) as string,
        expiresInSeconds: expect.any(Number) as number,
      }),
    );
    await user.click(seat(/^Reihe C, Platz 9,/));
    await waitFor(() => expect(events).toContain('done'));
    expect(events).toEqual(['calls', 'held C-9 var-sinfonie-k1-erwachsene', 'done']);
    // seats.io holds it with the token: the shop API takes its item
    expect((await client.addItems(order.id, [symphonySeat('C-9')])).status).toBe(201);
    expect(await seatInStandIn('C-9', holdToken)).toMatchObject({
      status: 'reservedByToken',
      heldWithToken: true,
    });

    // a reload: a new chart with the same token selects G-3 again
    chart.destroy();
    const again = await renderChart({ session: 'manual', holdToken });
    expect(again.chart.selectedObjects).toEqual(['C-9']);
    expect(seat(/^Reihe C, Platz 9,/)).toHaveAttribute('aria-pressed', 'true');
    expect(seat(/^Reihe C, Platz 9,/)).not.toHaveAttribute('aria-disabled');
    // deselecting releases the hold
    const released: string[] = [];
    again.chart.config.onReleaseHoldSucceeded = (objects) =>
      released.push(...objects.map((object) => object.label));
    await user.click(seat(/^Reihe C, Platz 9,/));
    await waitFor(() => expect(released).toEqual(['C-9']));
  });

  it('takes a click back when seats.io refuses the hold (onHoldFailed), and shows the seat taken', async () => {
    const rival = await visitor(server.url());
    const rivalOrder = await rival.createOrder();
    const client = await visitor(server.url());
    const order = await client.createOrder();
    const failed: string[] = [];
    const user = userEvent.setup();
    const { chart } = await renderChart({
      session: 'manual',
      holdToken: order.seating?.holdToken,
      onHoldFailed: (objects) => failed.push(...objects.map((object) => object.label)),
    });
    // the rival holds F-9 after the chart was drawn
    await rival.holdSeats(rivalOrder, ['F-9']);
    await user.click(seat(/^Reihe F, Platz 9,/));
    await waitFor(() => expect(failed).toEqual(['F-9']));
    expect(chart.selectedObjects).toEqual([]);
    expect(seat(/^Reihe F, Platz 9,/)).toHaveAttribute('aria-pressed', 'false');
    expect(seat(/^Reihe F, Platz 9,/)).toHaveAttribute('aria-disabled', 'true');
  });

  it('speaks English when asked, starts a session of its own, and goes away on destroy', async () => {
    let token: HoldToken | null = null;
    const { chart } = await renderChart({
      language: 'en',
      session: 'start',
      onSessionInitialized: (holdToken) => {
        token = holdToken;
      },
    });
    expect(screen.getByRole('group', { name: 'Seating plan: Main Hall' })).toBeInTheDocument();
    expect(seat('Row A, Seat 1, Category 1, CHF 45.00 – CHF 89.00')).toBeInTheDocument();
    // seats.io's default hold period, 15 minutes, counted down from the answer (a busy machine
    // may take a second between the token's making and its answer)
    await waitFor(() => expect(token).not.toBeNull());
    const { expiresInSeconds } = token as unknown as HoldToken;
    expect(expiresInSeconds).toBeLessThanOrEqual(900);
    expect(expiresInSeconds).toBeGreaterThan(840);
    expect(chart.holdToken).toBe((token as HoldToken | null)?.token);
    chart.destroy();
    expect(chart.state).toBe('DESTROYED');
    expect(container).toBeEmptyDOMElement();
  });

  it("fits the hall to the container's width (fitTo 'width'), at least 300 px high, and zooms inside it", async () => {
    // jsdom lays nothing out: the chart's box is 309 px wide and its viewport 300 px high, as on a phone
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
      const { chart } = await renderChart({ fitTo: 'width', showZoomOutButtonOnMobile: true });
      const map = screen.getByRole('group', {
        name: 'Saalplan: Grosser Saal',
      }) as Element as SVGElement;
      const viewport = map.parentElement as HTMLElement;
      // the drawing (470 × 340 units, 14 seats in the widest row) exactly as wide as the box
      expect(map.style.width).toBe('309px');
      expect(map.style.height).toBe(`${Math.round((340 * 309) / 470)}px`);
      expect(viewport.style.height).toBe('300px');
      const zoomOut = () => screen.queryByRole('button', { name: 'Ansicht zurücksetzen' });
      expect(zoomOut()).toBeNull();

      // the wheel alone scrolls the page; with Ctrl (or ⌘) it zooms, and seats.io's button shows
      const wheel = (init: WheelEventInit) => {
        const event = new WheelEvent('wheel', { bubbles: true, cancelable: true, ...init });
        viewport.dispatchEvent(event);
        return event.defaultPrevented;
      };
      expect(wheel({ deltaY: -100 })).toBe(false);
      expect(map.style.width).toBe('309px');
      expect(wheel({ deltaY: -100, ctrlKey: true })).toBe(true);
      expect(map.style.width).toBe(`${Math.round(309 * 1.25)}px`);
      expect(zoomOut()).toBeVisible();
      expect(wheel({ deltaY: -100, metaKey: true })).toBe(true);
      expect(map.style.width).toBe(`${Math.round(309 * 1.25 * 1.25)}px`);

      // seats.io's resetView: back to the fitted view, the selection kept
      await user.click(seat(/^Reihe E, Platz 14,/));
      await chart.resetView();
      expect(map.style.width).toBe('309px');
      expect(zoomOut()).toBeNull();
      expect(chart.selectedObjects).toEqual(['E-14']);

      // zoomToSelectedObjects: zoomed in on the selected seat, until the button zooms out again
      await chart.zoomToSelectedObjects();
      expect(parseFloat(map.style.width)).toBeGreaterThan(309 * 2);
      await user.click(zoomOut() as HTMLElement);
      expect(map.style.width).toBe('309px');
      expect(zoomOut()).toBeNull();
      // with nothing selected it does nothing, and never zooms out past the fitted view
      await chart.clearSelection();
      await chart.zoomToSelectedObjects();
      expect(wheel({ deltaY: 100, ctrlKey: true })).toBe(true);
      expect(map.style.width).toBe('309px');
    } finally {
      width.mockRestore();
      height.mockRestore();
    }
  });

  it('cannot render without a workspace key', async () => {
    let failed = false;
    const seatsio = await loadStandIn(server.url());
    new seatsio.SeatingChart({
      container,
      event: EVENT,
      onChartRenderingFailed: () => {
        failed = true;
      },
    } as unknown as ChartRendererConfigOptions).render();
    await waitFor(() => expect(failed).toBe(true));
  });

  it('says so when the event cannot be loaded', async () => {
    let failed = false;
    const seatsio = await loadStandIn(server.url());
    new seatsio.SeatingChart({
      container,
      workspaceKey: 'test',
      event: 'no-such-event',
      language: 'de',
      onChartRenderingFailed: () => {
        failed = true;
      },
    }).render();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Der Saalplan konnte nicht geladen werden.',
    );
    await waitFor(() => expect(failed).toBe(true));
  });
});
