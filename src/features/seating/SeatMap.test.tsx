/**
 * @jest-environment-options {"resources": "usable"}
 *
 * The chart component with the real wrapper and the real seats.io stand-in (loaded by jsdom from
 * the test server), for what only shows over time: seats.io's redraw and the end of its session.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { siteConfig } from '../../../config/site';
import { demoApiPerTest } from '../../test/demoApi';
import type * as SeatsioReactLoader from './testing/seatsioReactForJest';
import SeatMap from './SeatMap';
import { seatMapProps } from './testing/seatMapProps';

jest.setTimeout(60_000);
jest.mock(
  '@seatsio/seatsio-react',
  () =>
    (
      jest.requireActual('./testing/seatsioReactForJest') as typeof SeatsioReactLoader
    ).loadSeatsioReact(),
  { virtual: true },
);

const start = demoApiPerTest();
const TOKENS = '/stand-ins/seatsio/api/hold-tokens';
const EVENTS = `/stand-ins/seatsio/api/events/${seatMapProps().eventKey}`;

async function chartServer() {
  const api = await start();
  jest.replaceProperty(siteConfig, 'seatsChartJsUrl', `${api.url}/stand-ins/seatsio/chart.js`);
  /** a hold token of the stand-in's seats.io that expires in `seconds` */
  const token = async (seconds: number) => {
    const made = await fetch(`${api.url}${TOKENS}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ expiresInMinutes: seconds / 60 }),
    });
    return ((await made.json()) as { holdToken: string }).holdToken;
  };
  /** seats.io's "change expiration date", as the shop API calls it when it extends a reservation */
  const extend = (holdToken: string, seconds: number) =>
    fetch(`${api.url}${TOKENS}/${holdToken}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ expiresInMinutes: seconds / 60 }),
    });
  const sessions = () => api.requestsTo(`${TOKENS}/`, 'GET').length;
  /** seats.io's release of a seat held with `holdToken`, as the shop API calls it with an item's removal */
  const releaseInSeatsio = (label: string, holdToken: string) =>
    fetch(`${api.url}${EVENTS}/actions/release`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ objects: [label], holdToken }),
    });
  return { api, token, extend, sessions, releaseInSeatsio };
}

const props = seatMapProps;

const chartSeat = (row: string, number: number) =>
  screen.getByRole('button', { name: new RegExp(`^Reihe ${row}, Platz ${number},`) });
const drawn = () =>
  screen.findByRole('group', { name: 'Saalplan: Grosser Saal' }, { timeout: 20_000 });

/**
 * Until the chart's style sheet, which seats.io links again with each drawing, has come: a test
 * that ends before it leaves its request to a closed server (an error in the next test's output).
 */
const chartStyled = () =>
  waitFor(() => {
    const sheets = [...document.querySelectorAll<HTMLLinkElement>('link[href$="chart.css"]')];
    expect(sheets.length).toBeGreaterThan(0);
    expect(sheets.every((link) => link.sheet !== null)).toBe(true);
  });

/**
 * A chart in a session on which the visitor has held D-1, which the page shows; then seats.io
 * releases it for the shop (as the shop API does with the item's removal): the chart still shows
 * it selected, but seats.io holds it no more.
 */
async function heldThenReleasedInSeatsio() {
  const { token, sessions, releaseInSeatsio } = await chartServer();
  const holdToken = await token(600);
  const shown = props({
    holdToken,
    reservationEndsAt: Date.now() + 600_000,
    onDrawn: jest.fn(),
  });
  const { rerender } = render(<SeatMap {...shown} />);
  await drawn();
  fireEvent.click(chartSeat('D', 1));
  await waitFor(() => expect(shown.onHeld).toHaveBeenCalledTimes(1));
  rerender(<SeatMap {...shown} selected={['D-1']} />);
  expect((await releaseInSeatsio('D-1', holdToken)).status).toBe(204);
  return { shown, rerender, drawsBefore: sessions(), sessions };
}

/** Records whether seats.io's own "session expired" dialog ever showed. */
function watchForSeatsioDialog() {
  let seen = false;
  const observer = new MutationObserver(() => {
    if (document.querySelector('[data-seatsio-session-expired]')) seen = true;
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return { seen: () => seen, stop: () => observer.disconnect() };
}

describe('SeatMap', () => {
  it("releases nothing when seats.io redraws a chart without a session (its deselections are the chart's own)", async () => {
    await chartServer();
    const onReleased = jest.fn();
    const onHeld = jest.fn(() => true);
    const shown = props({ selected: ['D-1'], onReleased, onHeld });
    const { rerender } = render(<SeatMap {...shown} />);
    await drawn();
    // without a session the chart shows the page's seats: D-1 is selected on it
    await waitFor(() => expect(chartSeat('D', 1)).toHaveAttribute('aria-pressed', 'true'));
    rerender(<SeatMap {...shown} refreshToken="after a refusal" />);
    // drawn again, D-1 selected again; the redraw's onObjectDeselected released nothing
    await waitFor(() => expect(onHeld).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(chartSeat('D', 1)).toHaveAttribute('aria-pressed', 'true'));
    expect(onReleased).not.toHaveBeenCalled();
  });

  it("ends the session before the chart's own expiry dialog can show", async () => {
    const { token } = await chartServer();
    const dialog = watchForSeatsioDialog();
    const holdToken = await token(4);
    const endsAt = Date.now() + 4_000;
    let endedAt = 0;
    const onSessionEnding = jest.fn(() => {
      endedAt = Date.now();
    });
    render(<SeatMap {...props({ holdToken, reservationEndsAt: endsAt, onSessionEnding })} />);
    await drawn();
    await waitFor(() => expect(onSessionEnding).toHaveBeenCalled(), { timeout: 10_000 });
    expect(endedAt).toBeLessThan(endsAt);
    expect(dialog.seen()).toBe(false);
    dialog.stop();
  });

  it('has the chart learn an extended expiry as seats.io documents (a redraw), so its session does not end at the old one', async () => {
    const { token, extend, sessions } = await chartServer();
    const dialog = watchForSeatsioDialog();
    // long enough that the chart has drawn (jsdom, a busy machine) well before its first check
    const holdToken = await token(9);
    const firstEnd = Date.now() + 9_000;
    let endedAt = 0;
    const onSessionEnding = jest.fn(() => {
      endedAt = Date.now();
    });
    const shown = props({ holdToken, reservationEndsAt: firstEnd, onSessionEnding });
    const { rerender } = render(<SeatMap {...shown} />);
    await drawn();
    const learnt = sessions();
    // the shop extends the reservation and, with it, the token
    expect((await extend(holdToken, 13)).status).toBe(200);
    const extendedEnd = Date.now() + 13_000;
    rerender(<SeatMap {...shown} reservationEndsAt={extendedEnd} />);
    // shortly before the first end the chart is redrawn and asks for its token again
    await waitFor(() => expect(sessions()).toBeGreaterThan(learnt), { timeout: 15_000 });
    await waitFor(() => expect(onSessionEnding).toHaveBeenCalled(), { timeout: 20_000 });
    // not at the first end: at the lead before the extended one
    expect(endedAt).toBeGreaterThan(firstEnd);
    expect(endedAt).toBeLessThan(extendedEnd);
    expect(onSessionEnding).toHaveBeenCalledTimes(1);
    expect(dialog.seen()).toBe(false);
    dialog.stop();
  });
  it("holds nothing in seats.io without a session: a click is the page's choice, a second its removal", async () => {
    const { api } = await chartServer();
    const onHeld = jest.fn(() => true);
    const onReleased = jest.fn();
    render(<SeatMap {...props({ onHeld, onReleased })} />);
    await drawn();
    fireEvent.click(chartSeat('D', 1));
    await waitFor(() =>
      expect(onHeld).toHaveBeenCalledWith(expect.objectContaining({ label: 'D-1' }), undefined),
    );
    fireEvent.click(chartSeat('D', 1));
    await waitFor(() =>
      expect(onReleased).toHaveBeenCalledWith(expect.objectContaining({ label: 'D-1' })),
    );
    expect(api.requestsTo(`${EVENTS}/actions/`)).toHaveLength(0);
    await chartStyled();
  });

  it('draws the chart again from seats.io when a seat the page let go of is not held with the token any more (the shop released it with its item)', async () => {
    const { shown, rerender, drawsBefore, sessions } = await heldThenReleasedInSeatsio();
    // the cart removed the item: the page lets the seat go, seats.io refuses (it is free already)
    rerender(<SeatMap {...shown} selected={[]} />);
    await waitFor(() => expect(sessions()).toBeGreaterThan(drawsBefore));
    // drawn again (the page hears of it a second time), the seat free on it
    await waitFor(() => expect(shown.onDrawn).toHaveBeenCalledTimes(2));
    expect(chartSeat('D', 1)).toHaveAttribute('aria-pressed', 'false');
    expect(shown.onReleaseRefused).not.toHaveBeenCalled();
    await chartStyled();
  });

  it('tells the page when seats.io will not release a seat the visitor deselects, and keeps the chart as it is', async () => {
    const { shown, drawsBefore, sessions } = await heldThenReleasedInSeatsio();
    fireEvent.click(chartSeat('D', 1));
    await waitFor(() =>
      expect(shown.onReleaseRefused).toHaveBeenCalledWith(
        expect.objectContaining({ label: 'D-1' }),
      ),
    );
    expect(shown.onReleased).not.toHaveBeenCalled();
    expect(sessions()).toBe(drawsBefore);
    await chartStyled();
  });

  it("leaves the page's controls without a chart once it is gone", async () => {
    await chartServer();
    const shown = props();
    const { unmount } = render(<SeatMap {...shown} />);
    await drawn();
    await chartStyled();
    expect(shown.control.current).not.toBeNull();
    unmount();
    expect(shown.control.current).toBeNull();
  });
});
