import type { DemoFixture } from '../demoFixture/fixture';
import { withBigCategory } from '../demoFixture/bigCategory';
import { loadDemoFixture, loadFixture } from '../demoFixture/fixture';

export interface RequestInfo {
  method: string;
  path: string;
  /** lower-case header names */
  headers: Record<string, string>;
}

export interface DemoApiOptions {
  /** how long a reservation lasts, renewed when items are added (default 900) */
  reservationSeconds?: number;
  /** how often a visitor may extend an order's reservation (POST …/reservation; default 10) */
  reservationExtensions?: number;
  /** random latency per API request, [min, max] ms (default [0, 0]) */
  latencyMs?: [number, number];
  /** probability 0..1 that an API request fails: a 500 or a dropped connection (default 0) */
  failureRate?: number;
  /** answered by GET /builds/latest.json (default 'dev') */
  buildId?: string;
  /** the shop to serve (default: the seeded demo shop) */
  fixture?: DemoFixture;
  /** the clock, ms since the epoch (default Date.now) */
  now?: () => number;
  /** random numbers 0..1 for latency and faults (default Math.random); lets tests pick the fault */
  random?: () => number;
  /** called for every request the API sees, before anything else */
  onRequest?: (info: RequestInfo) => void;
}

export interface ResolvedOptions {
  reservationSeconds: number;
  reservationExtensions: number;
  latencyMs: [number, number];
  failureRate: number;
  buildId: string;
  fixture: DemoFixture;
  now: () => number;
  random: () => number;
  onRequest: ((info: RequestInfo) => void) | null;
}

export function resolveOptions(options: DemoApiOptions = {}): ResolvedOptions {
  const [min, max] = options.latencyMs ?? [0, 0];
  return {
    reservationSeconds: options.reservationSeconds ?? 900,
    reservationExtensions: Math.max(0, Math.floor(options.reservationExtensions ?? 10)),
    latencyMs: [Math.max(0, min), Math.max(min, max)],
    failureRate: Math.min(1, Math.max(0, options.failureRate ?? 0)),
    buildId: options.buildId ?? 'dev',
    fixture: structuredClone(options.fixture ?? loadDemoFixture()),
    now: options.now ?? Date.now,
    random: options.random ?? Math.random,
    onRequest: options.onRequest ?? null,
  };
}

const numberFrom = (value: string | undefined): number | undefined => {
  if (value === undefined || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
};

/** "0-800" -> [0, 800]; "200" -> [200, 200]; anything else -> undefined */
export function parseLatency(value: string | undefined): [number, number] | undefined {
  const match = value?.trim().match(/^(\d+)(?:\s*-\s*(\d+))?$/);
  if (!match) return undefined;
  const min = Number(match[1]);
  const max = match[2] === undefined ? min : Number(match[2]);
  return [Math.min(min, max), Math.max(min, max)];
}

/**
 * The knobs from DEMO_RESERVATION_SECONDS, DEMO_RESERVATION_EXTENSIONS (how often a reservation
 * may be extended, "10"), DEMO_LATENCY_MS ("0-800" or "200"), DEMO_FAILURE_RATE ("0.2") and
 * DEMO_FIXTURE ("demo", the default; "hostile", the demo shop with an XSS payload in
 * every text; or a path to a fixture JSON file, absolute or relative to `cwd`) and
 * DEMO_BIG_CATEGORY ("2000": one more main category of that many placements, as the benchmark
 * makes it, demoFixture/bigCategory.ts). A fixture file that cannot be read or served throws,
 * naming its problems.
 */
export function demoApiOptionsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  cwd: string = process.cwd(),
): DemoApiOptions {
  const options: DemoApiOptions = {};
  const fixture = env.DEMO_FIXTURE?.trim();
  if (fixture && fixture !== 'demo') options.fixture = loadFixture(fixture, cwd);
  const bigCategory = numberFrom(env.DEMO_BIG_CATEGORY);
  if (bigCategory !== undefined && bigCategory > 0)
    options.fixture = withBigCategory(
      options.fixture ?? loadDemoFixture(),
      Math.floor(bigCategory),
    );
  const reservationSeconds = numberFrom(env.DEMO_RESERVATION_SECONDS);
  if (reservationSeconds !== undefined && reservationSeconds > 0)
    options.reservationSeconds = reservationSeconds;
  const reservationExtensions = numberFrom(env.DEMO_RESERVATION_EXTENSIONS);
  if (reservationExtensions !== undefined && reservationExtensions >= 0)
    options.reservationExtensions = Math.floor(reservationExtensions);
  const latencyMs = parseLatency(env.DEMO_LATENCY_MS);
  if (latencyMs) options.latencyMs = latencyMs;
  const failureRate = numberFrom(env.DEMO_FAILURE_RATE);
  if (failureRate !== undefined) options.failureRate = Math.min(1, Math.max(0, failureRate));
  return options;
}
