/**
 * Test helpers for the order sagas: jest's fake clock (timers and Date) while the demo server's
 * HTTP calls still run for real, and a wait for real I/O that does not move the fake clock.
 * Used by tests only.
 */
import { siteConfig } from '../../../config/site';
import type { Order } from '../../api/types';
import type { AppStore } from '../../state/rootState';
import { setErrorReporter, type ErrorReporter } from '../../lib/errorReporting';
import { orderApi } from './orderApi';

/** Fake timers and Date for each test; the event loop's own hooks stay real so I/O completes. */
export function withFakeClock(): void {
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  });
  afterEach(() => {
    jest.useRealTimers();
  });
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The real clock, taken before any test fakes Date (jest fakes `performance` and `hrtime` too). */
const realNow = Date.now;

/**
 * How long a wait on real I/O may take before it gives up: a bound on the wall clock (a count of
 * event-loop turns passes in a tenth of a second on an idle machine and means nothing on a busy
 * one), under jest's testTimeout so the failure names what was awaited.
 */
const REAL_WAIT_MS = 10_000;

/** Check, then do `between`, until `check` holds or the wall clock's bound has passed. */
async function waitUntil(
  check: () => boolean,
  what: string,
  between: () => Promise<void>,
): Promise<void> {
  const deadline = realNow() + REAL_WAIT_MS;
  for (;;) {
    if (check()) return;
    if (realNow() >= deadline) throw new Error(`gave up waiting for ${what}`);
    await between();
  }
}

/** Wait (in real event-loop turns, the fake clock standing still) until `check` holds. */
export const until = (check: () => boolean, what = 'the condition'): Promise<void> =>
  waitUntil(check, what, turn);

/**
 * Wait until `check` holds while the fake clock runs on, `stepMs` at a time, between turns of
 * real I/O: for a wait through the base query's backoff or a round's pause, whose timers are
 * fake and would never fire while the clock stands still.
 */
export const untilClockRuns = (
  check: () => boolean,
  what = 'the condition',
  stepMs = 50,
): Promise<void> =>
  waitUntil(check, what, async () => {
    await settle(20);
    if (!check()) await advance(stepMs);
  });

/** Let pending real I/O finish: a few hundred event-loop turns without moving the fake clock. */
export async function settle(turns = 200): Promise<void> {
  for (let i = 0; i < turns; i += 1) await turn();
}

/** Move the fake clock, running the timers (and the promises they start) on the way. */
export const advance = (ms: number): Promise<void> => jest.advanceTimersByTimeAsync(ms);

/** Create an order the way any caller would; the order saga makes it current. */
export function createOrder(store: AppStore): Promise<Order> {
  return store
    .dispatch(orderApi.endpoints.createOrder.initiate(siteConfig.shopSlug ?? 'demo'))
    .unwrap();
}

/** Server errors are reported (console by default): tests that provoke them keep the console quiet. */
export function silenceErrorReports(): void {
  let previous: ErrorReporter;
  beforeEach(() => {
    previous = setErrorReporter(() => {});
  });
  afterEach(() => {
    setErrorReporter(previous);
  });
}

/**
 * Demo server options whose faults each test chooses per request: `draw(request, n)` is the n-th
 * random number drawn for the request `METHOD /path` (server/demoApi/faults.ts, no latency: the
 * 1st below 0.5 fails it; then the 2nd below 0.5 answers 500, else the connection drops, before
 * the request is handled when the 3rd is below 0.5, else after: the answer is lost).
 */
export function scriptedFaults(draw: (request: string, n: number) => number) {
  let request = '';
  let n = 0;
  return {
    failureRate: 0.5,
    onRequest: (info: { method: string; path: string }) => {
      request = `${info.method} ${info.path}`;
      n = 0;
    },
    random: () => {
      n += 1;
      return draw(request, n);
    },
  };
}

/** A draw that fails the request, answering 500 (nothing was done). */
export const SERVER_ERROR_DRAW = 0.1;
/** The draws that let the request be handled and then drop its answer. */
export const lostAnswerDraw = (n: number): number => (n === 1 ? 0.1 : 0.9);
/** A draw that lets the request through. */
export const PASS_DRAW = 0.9;
