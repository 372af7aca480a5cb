/** @jest-environment ./src/test/nodeEnvironment.cjs */
import type { OrderStatus, OrderStatusAnswer } from '../../src/api/types';
import { countState, createEviction, EVICTION_RULES, evictableAt } from './eviction';
import { resolveOptions } from '../shopState/options';
import { createShopState, type OrderRecord, type ShopState } from '../shopState/state';
import { demoServerPerTest, manualClock } from '../testing/demoServer';
import { orderRecord } from '../testing/orderRecord';
import { buyer, DEMO, fluteAdult, symphonySeat } from '../testing/fixtureIds';
import { visitor, type ShopClient } from '../testing/shopClient';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const record = (status: OrderStatus, expiresAt: number, seat = false): OrderRecord =>
  orderRecord({ status, expiresAt }, seat ? ['A-1'] : []);

describe('evictableAt', () => {
  const end = Date.UTC(2026, 11, 1, 12);

  it('keeps an order whose reservation ran out for an hour after its end', () => {
    expect(evictableAt(record('open', end))).toBe(end + HOUR);
    expect(evictableAt(record('expired', end))).toBe(end + HOUR);
  });

  it('keeps an order that went to payment for a day after its reservation’s end', () => {
    for (const status of ['pending', 'paid', 'failed', 'cancelled'] as const)
      expect([status, evictableAt(record(status, end))]).toEqual([status, end + 24 * HOUR]);
  });

  it('forgets an order holding seats like any other: seats.io keeps a paid one’s seats booked', () => {
    expect(evictableAt(record('paid', end, true))).toBe(end + 24 * HOUR);
    expect(evictableAt(record('failed', end, true))).toBe(end + 24 * HOUR);
    expect(evictableAt(record('pending', end, true))).toBe(end + 24 * HOUR);
  });
});

describe('createEviction on the shop state, with an injected clock', () => {
  let clock: ReturnType<typeof manualClock>;
  let state: ShopState;
  beforeEach(() => {
    clock = manualClock();
    state = createShopState(resolveOptions({ now: clock.now }));
  });
  const add = (status: OrderStatus, endsIn: number, seat = false): OrderRecord => {
    const order = record(status, clock.now() + endsIn, seat);
    state.orders.set(order.id, order);
    state.idempotency.set(`${order.id} key-1`, 'fingerprint');
    return order;
  };

  it('forgets orders when the rules say, and their idempotency keys with them', () => {
    const eviction = createEviction(state);
    const open = add('open', 15 * MINUTE);
    const paid = add('paid', 15 * MINUTE);
    const seated = add('paid', 15 * MINUTE, true);
    clock.advance(15 * MINUTE + HOUR - 1);
    eviction.sweep();
    expect(state.orders.has(open.id)).toBe(true);
    clock.advance(1);
    eviction.sweep();
    expect(state.orders.has(open.id)).toBe(false);
    expect(state.idempotency.has(`${open.id} key-1`)).toBe(false);
    expect(state.idempotency.has(`${paid.id} key-1`)).toBe(true);
    expect(state.orders.has(seated.id)).toBe(true);
    clock.advance(23 * HOUR);
    eviction.sweep();
    expect(countState(state)).toEqual({ sessions: 0, orders: 0, idempotencyKeys: 0 });
  });

  it('forgets a session two hours after it was last seen', () => {
    const eviction = createEviction(state);
    state.sessions.set('idle', 'token-a');
    state.sessions.set('busy', 'token-b');
    eviction.sweep();
    for (let hour = 0; hour < 3; hour += 1) {
      clock.advance(HOUR);
      eviction.seen('busy');
    }
    eviction.sweep();
    expect([...state.sessions.keys()]).toEqual(['busy']);
    eviction.seen('unknown');
    clock.advance(2 * HOUR);
    eviction.sweep();
    expect(state.sessions.size).toBe(0);
  });

  it('sweeps once a minute, or at once when a count passes its cap', () => {
    const eviction = createEviction(state, { ...EVICTION_RULES, maxSessions: 5 });
    const open = add('open', 0);
    clock.advance(HOUR - MINUTE / 2);
    eviction.sweepWhenDue();
    expect(state.orders.has(open.id)).toBe(true);
    // evictable now, but the last sweep was half a minute ago
    clock.advance(MINUTE / 2);
    eviction.sweepWhenDue();
    expect(state.orders.has(open.id)).toBe(true);
    clock.advance(MINUTE / 2);
    eviction.sweepWhenDue();
    expect(state.orders.has(open.id)).toBe(false);

    for (let index = 0; index < 6; index += 1) state.sessions.set(`s${index}`, 'token');
    eviction.sweepWhenDue();
    // cut to 90 % of the cap, the longest unseen first
    expect(state.sessions.size).toBeLessThanOrEqual(4);
  });

  it('past the sessions cap, lets go of the least recently seen sessions, not the oldest', () => {
    const eviction = createEviction(state, { ...EVICTION_RULES, maxSessions: 5 });
    for (const id of ['a', 'b', 'c', 'd']) state.sessions.set(id, `token-${id}`);
    eviction.sweep();
    // the first two made are the last two used; two more arrive and pass the cap
    clock.advance(MINUTE);
    eviction.seen('a');
    clock.advance(MINUTE);
    eviction.seen('b');
    clock.advance(MINUTE);
    for (const id of ['e', 'f']) state.sessions.set(id, `token-${id}`);
    eviction.sweepWhenDue();
    // cut to 90 % of the cap (4): c and d, unused for three minutes, go
    expect([...state.sessions.keys()].sort()).toEqual(['a', 'b', 'e', 'f']);
  });

  it('past the orders cap, lets go of ended orders first, then settled ones, open baskets last', () => {
    const eviction = createEviction(state, { ...EVICTION_RULES, maxOrders: 6 });
    const sold = add('paid', -10 * MINUTE, true);
    const shopping = [add('open', 14 * MINUTE), add('open', 15 * MINUTE)];
    const settled = [add('pending', -5 * MINUTE), add('cancelled', -2 * MINUTE)];
    const ended = [add('expired', -3 * MINUTE), add('open', -1)];
    eviction.sweep();
    // 7 orders, cut to 5: the two that ended go
    expect(state.orders.size).toBe(5);
    for (const order of ended) expect(state.orders.has(order.id)).toBe(false);
    for (let index = 0; index < 4; index += 1) add('open', 20 * MINUTE);
    eviction.sweep();
    // 9 orders, cut to 5: the settled ones (the paid one too), then the oldest basket
    for (const order of [sold, ...settled, shopping[0]])
      expect(state.orders.has(order.id)).toBe(false);
    expect(state.orders.has(shopping[1].id)).toBe(true);
    expect(state.orders.size).toBe(5);
  });
});

describe('the demo shop forgets on its own clock', () => {
  const clock = manualClock();
  const server = demoServerPerTest({ now: clock.now, reservationSeconds: 900 });

  const statusOf = async (client: ShopClient, orderId: string) => {
    const answer = await client.api<OrderStatusAnswer>('GET', `order/${orderId}/status`);
    return answer.status === 200 ? answer.body.status : answer.status;
  };

  async function paidOrder(client: ShopClient, item = fluteAdult()) {
    const order = await client.createOrder();
    if (item.seatLabel) await client.holdSeats(order, [item.seatLabel]);
    expect((await client.addItems(order.id, [item])).status).toBe(201);
    const checkout = await client.api('POST', `order/${order.id}/checkout`, {
      body: { form: buyer, paymentMethod: DEMO.redirect },
    });
    expect(checkout.status).toBe(200);
    const done = await fetch(
      `${server.url()}/stand-ins/payment/complete?order=${order.id}&lang=de&result=paid`,
      { redirect: 'manual' },
    );
    expect(done.status).toBe(303);
    return order;
  }

  it('answers an expired order’s status for an hour, then "no such order"', async () => {
    const client = await visitor(server.url());
    const order = await client.createOrder();
    clock.advance(15 * MINUTE + HOUR - MINUTE);
    expect(await statusOf(client, order.id)).toBe('expired');
    clock.advance(MINUTE);
    expect(await statusOf(client, order.id)).toBe(404);
  });

  it('answers a paid order’s status for a day; its sold seats stay booked after it is forgotten', async () => {
    const client = await visitor(server.url());
    const paid = await paidOrder(client);
    const seated = await paidOrder(client, symphonySeat('B-4'));
    clock.advance(15 * MINUTE + 24 * HOUR - MINUTE);
    expect(await statusOf(client, paid.id)).toBe('paid');
    clock.advance(MINUTE);
    expect(await statusOf(client, paid.id)).toBe(404);
    expect(await statusOf(client, seated.id)).toBe(404);
    // seats.io keeps its seat booked: nobody else can hold it
    const other = await visitor(server.url());
    const basket = await other.createOrder();
    expect((await other.seatsioCall('hold', basket, ['B-4'])).status).not.toBe(204);
    expect((await other.addItems(basket.id, [symphonySeat('B-4')])).status).toBe(409);
  });

  it('forgets a session unused for two hours: its next change needs a fresh CSRF cookie (419)', async () => {
    const client = await visitor(server.url());
    await client.createOrder();
    clock.advance(HOUR + 59 * MINUTE);
    // used within the two hours: still known, and known for two hours from now
    await client.createOrder();
    clock.advance(HOUR + 59 * MINUTE);
    await client.createOrder();
    clock.advance(2 * HOUR);
    expect((await client.api('POST', 'order', { body: { shop: 'demo' } })).status).toBe(419);
    await client.csrf();
    expect((await client.api('POST', 'order', { body: { shop: 'demo' } })).status).toBe(201);
  });
});
