/** @jest-environment node */
import type { StandInEvent } from './seatsioStandIn';
import { demoServerPerTest, manualClock } from './testing/demoServer';
import { symphonySeat } from './testing/fixtureIds';
import { visitor } from './testing/shopClient';

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

  it('serves the chart script as JavaScript', async () => {
    const response = await fetch(`${server.url()}/stand-ins/seatsio/chart.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/javascript/);
    expect(await response.text()).toContain('window.seatsio = { SeatingChart: SeatingChart }');
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

  it('marks the seats an order holds as booked, and frees them when the order expires', async () => {
    const client = await visitor(server.url());
    const order = await client.createOrder();
    expect((await client.addItems(order.id, [symphonySeat('C-7')])).status).toBe(201);
    expect(statusOf((await eventData()).body, 'C-7')).toBe('booked');
    expect(statusOf((await eventData()).body, 'C-8')).toBe('free');
    clock.advance(61_000);
    expect(statusOf((await eventData()).body, 'C-7')).toBe('free');
  });

  it('answers 404 for an event it does not know', async () => {
    const { status, body } = await eventData('no-such-event');
    expect(status).toBe(404);
    expect(body).toEqual({ errors: [{ detail: 'Unknown event no-such-event' }] });
  });
});
