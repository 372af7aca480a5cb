/** @jest-environment ./src/test/nodeEnvironment.cjs */
import type { Order } from '../../src/api/types';
import { demoServerPerTest } from '../testing/demoServer';
import { chamberAdult } from '../testing/fixtureIds';
import { ShopClient, visitor } from '../testing/shopClient';

/** Random numbers from a script, then 0.99 (no fault) forever. */
const scripted =
  (...values: number[]) =>
  () =>
    values.shift() ?? 0.99;

type Outcome = 'ok' | 'error' | 'dropped';
async function outcome(attempt: Promise<{ status: number; body: unknown }>): Promise<Outcome> {
  try {
    const { status, body } = await attempt;
    if (status === 500) {
      expect(body).toEqual({ errors: [{ detail: 'Interner Serverfehler' }] });
      return 'error';
    }
    return 'ok';
  } catch (error) {
    // fetch failed: the connection was dropped (a TypeError from another realm, so compare by name)
    expect((error as Error).name).toBe('TypeError');
    return 'dropped';
  }
}

describe('failureRate 1', () => {
  const server = demoServerPerTest({ failureRate: 1 });

  it('fails every API call, half with a 500 and half by dropping the connection', async () => {
    const client = new ShopClient(server.url());
    const outcomes: Outcome[] = [];
    for (let i = 0; i < 24; i += 1) outcomes.push(await outcome(client.api('GET', 'shop/demo')));
    expect(outcomes).not.toContain('ok');
    expect(outcomes).toContain('error');
    expect(outcomes).toContain('dropped');
  });

  it('leaves the CSRF cookie, the build id and the stand-ins alone', async () => {
    const client = new ShopClient(server.url());
    await expect(client.csrf()).resolves.toEqual(expect.any(String));
    expect((await fetch(`${server.url()}/builds/latest.json`)).status).toBe(200);
    expect((await fetch(`${server.url()}/stand-ins/media/favicon.svg`)).status).toBe(200);
  });
});

describe('a request that failed before it was handled changes nothing', () => {
  // create: no fault; add: fault, 500; add: fault, dropped before handling; then no faults
  const server = demoServerPerTest({
    failureRate: 0.5,
    random: scripted(0.9, 0.1, 0.2, 0.9, 0.1, 0.7, 0.3),
  });

  it('adds nothing on a 500 or a dropped connection', async () => {
    const client = await visitor(server.url());
    const order = await client.createOrder();
    expect(await outcome(client.addItems(order.id, [chamberAdult], 'k1'))).toBe('error');
    expect(await outcome(client.addItems(order.id, [chamberAdult], 'k1'))).toBe('dropped');
    expect((await client.getOrder(order.id)).body.items).toHaveLength(0);
    // the retry with the same key adds exactly once
    expect((await client.addItems(order.id, [chamberAdult], 'k1')).body.items).toHaveLength(1);
    expect((await client.addItems(order.id, [chamberAdult], 'k1')).body.items).toHaveLength(1);
  });
});

describe('an answer lost after the request was handled', () => {
  // create: no fault; add: fault, dropped after handling; then no faults
  const server = demoServerPerTest({ failureRate: 0.5, random: scripted(0.9, 0.1, 0.7, 0.8) });

  it('did what was asked: the client cannot tell, and its resend with the same key adds nothing more', async () => {
    const client = await visitor(server.url());
    const order = await client.createOrder();
    expect(await outcome(client.addItems(order.id, [chamberAdult], 'k2'))).toBe('dropped');
    expect((await client.getOrder(order.id)).body.items).toHaveLength(1);
    expect((await client.addItems(order.id, [chamberAdult], 'k2')).body.items).toHaveLength(1);
  });
});

describe('latency', () => {
  // the fault knob draws a number when a request comes (its latency: the minimum here) and again
  // when the latency is over (whether it fails: never here); the draws show where it is
  let draws = 0;
  const server = demoServerPerTest({
    latencyMs: [150, 250],
    failureRate: 0.01,
    random: () => {
      draws += 1;
      return draws === 1 ? 0 : 0.99;
    },
  });

  it('waits at least the minimum on API calls, not on the CSRF cookie', async () => {
    // jest's clock for the server's latency; the requests themselves are real I/O
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const client = new ShopClient(server.url());
      // the cookie comes while the clock stands still
      const token = answered(client.csrf());
      await until(() => token.done, 'the CSRF cookie');
      expect(draws).toBe(0);

      const shop = answered(client.api<Order>('GET', 'shop/demo'));
      await until(() => draws > 0, 'the API request at the fault knob');
      expect(draws).toBe(1);
      await jest.advanceTimersByTimeAsync(149);
      expect(draws).toBe(1);
      expect(shop.done).toBe(false);

      await jest.advanceTimersByTimeAsync(1);
      expect(draws).toBe(2);
      await until(() => shop.done, 'the API answer');
      expect((await shop.promise).status).toBe(200);
    } finally {
      jest.useRealTimers();
    }
  });
});

/** A call and whether it has been answered yet. */
function answered<T>(promise: Promise<T>) {
  const state = { done: false, promise };
  void promise.then(
    () => {
      state.done = true;
    },
    () => {
      state.done = true;
    },
  );
  return state;
}

/** Real event-loop turns (the fake clock standing still) until `check` holds; then gives up. */
async function until(check: () => boolean, what: string): Promise<void> {
  for (let turn = 0; turn < 20_000; turn += 1) {
    if (check()) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  throw new Error(`gave up waiting for ${what}`);
}
