/** @jest-environment ./src/test/nodeEnvironment.cjs */
import { chartScript } from './chartScript';
import type { StandInEvent } from './seatsioStandIn';
import { demoServerPerTest, manualClock } from '../../testing/demoServer';
import { symphonySeat } from '../../testing/fixtureIds';
import { visitor } from '../../testing/shopClient';

const EVENT = 'demo-sinfonie-winter-2026';
const clock = manualClock();

describe('the seats.io stand-in on the demo server', () => {
  const server = demoServerPerTest(() => ({ now: clock.now, reservationSeconds: 60 }));

  const eventData = async (key = EVENT) => {
    const response = await fetch(`${server.url()}/stand-ins/seatsio/events/${key}.json`);
    return { status: response.status, body: (await response.json()) as StandInEvent, response };
  };
  const statusOf = (event: StandInEvent, label: string) =>
    event.rows.flatMap((row) => row.seats).find((seat) => seat.label === label)?.status;

  it('serves the chart script, its parts joined, as JavaScript', async () => {
    const response = await fetch(`${server.url()}/stand-ins/seatsio/chart.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const text = await response.text();
    expect(text).toBe(chartScript());
    expect(text).toContain('window.seatsio = { SeatingChart: SeatingChart }');
  });

  it("answers the event's seat map: rows A-D in category 1, E-H in category 2, all free", async () => {
    const { status, body, response } = await eventData();
    expect(status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(body.chartKey).toBe('chart-grosser-saal');
    expect(body.name.de).toBe('Grosser Saal');
    expect(body.categories).toEqual([
      {
        key: 'kat-1',
        label: { de: 'Kategorie 1', en: 'Category 1', fr: 'Catégorie 1', it: 'Categoria 1' },
        color: expect.stringMatching(/^#[0-9a-f]{6}$/),
      },
      {
        key: 'kat-2',
        label: { de: 'Kategorie 2', en: 'Category 2', fr: 'Catégorie 2', it: 'Categoria 2' },
        color: expect.stringMatching(/^#[0-9a-f]{6}$/),
      },
    ]);
    expect(body.rows.map((row) => [row.label, row.category, row.seats.length])).toEqual([
      ['A', 'kat-1', 12],
      ['B', 'kat-1', 12],
      ['C', 'kat-1', 12],
      ['D', 'kat-1', 12],
      ['E', 'kat-2', 14],
      ['F', 'kat-2', 14],
      ['G', 'kat-2', 14],
      ['H', 'kat-2', 14],
    ]);
    expect(body.rows[0].seats[0]).toEqual({ label: 'A-1', number: '1', status: 'free' });
    expect(body.rows.flatMap((row) => row.seats).every((seat) => seat.status === 'free')).toBe(
      true,
    );
  });

  it("shows a seat held with an order's token as reservedByToken, marked for that token only, and frees it when the order expires", async () => {
    const client = await visitor(server.url());
    const order = await client.createOrder();
    await client.holdSeats(order, ['C-7']);
    expect((await client.addItems(order.id, [symphonySeat('C-7')])).status).toBe(201);
    const seatOf = (event: StandInEvent, label: string) =>
      event.rows.flatMap((row) => row.seats).find((seat) => seat.label === label);
    expect(seatOf((await eventData()).body, 'C-7')).toEqual({
      label: 'C-7',
      number: '7',
      status: 'reservedByToken',
    });
    const own = await fetch(
      `${server.url()}/stand-ins/seatsio/events/${EVENT}.json?holdToken=${order.seating?.holdToken}`,
    );
    expect(seatOf((await own.json()) as StandInEvent, 'C-7')?.heldWithToken).toBe(true);
    expect(statusOf((await eventData()).body, 'C-8')).toBe('free');
    clock.advance(61_000);
    expect(statusOf((await eventData()).body, 'C-7')).toBe('free');
  });

  it("answers a hold token as seats.io's hold token object, its expiry the order's reservation", async () => {
    const client = await visitor(server.url());
    const order = await client.createOrder();
    const token = order.seating?.holdToken ?? '';
    const answer = await fetch(`${server.url()}/stand-ins/seatsio/api/hold-tokens/${token}`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      holdToken: token,
      expiresAt: new Date(clock.now() + 60_000).toISOString(),
      expiresInSeconds: 60,
    });
    // an add renews the reservation, and the token with it
    clock.advance(30_000);
    await client.holdSeats(order, ['A-9']);
    await client.addItems(order.id, [symphonySeat('A-9')]);
    const renewed = await fetch(`${server.url()}/stand-ins/seatsio/api/hold-tokens/${token}`);
    expect(((await renewed.json()) as { expiresInSeconds: number }).expiresInSeconds).toBe(60);
    clock.advance(60_000);
    const gone = await fetch(`${server.url()}/stand-ins/seatsio/api/hold-tokens/${token}`);
    expect(gone.status).toBe(404);
  });

  it('refuses to hold a seat someone else holds, and to release a seat held with another token (400)', async () => {
    const first = await visitor(server.url());
    const firstOrder = await first.createOrder();
    const second = await visitor(server.url());
    const secondOrder = await second.createOrder();
    await first.holdSeats(firstOrder, ['B-1']);
    const hold = await second.seatsioCall('hold', secondOrder, ['B-1']);
    expect(hold.status).toBe(400);
    expect(hold.body).toMatchObject({ errors: [{ code: 'ILLEGAL_STATUS_CHANGE' }] });
    expect((await second.seatsioCall('release', secondOrder, ['B-1'])).status).toBe(400);
    expect((await first.seatsioCall('release', firstOrder, ['B-1'])).status).toBe(204);
    await second.holdSeats(secondOrder, ['B-1']);
  });

  it('answers 404 for an event it does not know', async () => {
    const { status, body } = await eventData('no-such-event');
    expect(status).toBe(404);
    expect(body).toEqual({ errors: [{ detail: 'Unknown event no-such-event' }] });
  });
});
