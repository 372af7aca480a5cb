/**
 * What the fault journeys need (project 'faults': the demo server fails 20 % of the API calls,
 * half with a 500 and half by dropping the connection, before or after it did what was asked,
 * after 0–800 ms): a watch over every shop
 * API call the page makes, which tells the failures the base query recovered by itself (a retry
 * that worked) from the ones the visitor must be told about; every error message the page showed;
 * the console and the uncaught errors; and the order read from the server despite the faults.
 */
import { expect, type Page, type Request } from '@playwright/test';
import errorsDe from '../../locales/de/errors.json';
import { SERVER_ERROR } from '../../server/messages/messages';
import { MAX_RETRIES } from '../../src/api/retryPolicy';
import { API } from './order';

/** What the visitor reads for a dropped connection (errors.network) and for a 500 (its detail). */
export const NETWORK_MESSAGE = errorsDe.network;
export const SERVER_MESSAGE = SERVER_ERROR;

/**
 * A retry of the base query starts about 250 ms, then 500 ms (± 20 %) after the failure
 * (src/api/retryPolicy.ts smallBackoff): on a busy machine (four visitors at once on two cores)
 * the browser's report of the failure and of the retry can lie well over a second apart. A repeat
 * of the same call later than this is the visitor's doing, not the base query's; the journeys
 * wait longer than this before acting again. (A repeat by the amount saga's next round comes
 * after the call's three attempts, which is as long as a chain gets: it is a call of its own.)
 */
export const RETRY_WINDOW_MS = 2500;

export interface ApiAttempt {
  method: string;
  /** path and query */
  path: string;
  idempotencyKey: string | undefined;
  startedAt: number;
  endedAt: number | null;
  /** the HTTP status, when an answer came */
  status: number | null;
  /** why the request failed without an answer (net::ERR_EMPTY_RESPONSE for a dropped connection) */
  failure: string | null;
}

const ended = (attempt: ApiAttempt) => attempt.endedAt !== null;
export const isFault = (attempt: ApiAttempt): boolean =>
  attempt.failure !== null || (attempt.status ?? 0) >= 500;
/** What the base query may repeat by itself (src/api/retryPolicy.ts isRepeatable). */
const isRepeatable = (attempt: ApiAttempt): boolean =>
  attempt.method === 'GET' ||
  attempt.method === 'HEAD' ||
  attempt.method === 'DELETE' ||
  (attempt.method === 'POST' && attempt.idempotencyKey !== undefined);
const sameCall = (a: ApiAttempt, b: ApiAttempt) =>
  a.method === b.method && a.path === b.path && a.idempotencyKey === b.idempotencyKey;

/** What the visitor must be told for a failed call: the 500's detail or the network message. */
export const messageFor = (attempt: ApiAttempt): string =>
  attempt.failure !== null ? NETWORK_MESSAGE : SERVER_MESSAGE;

export interface FaultTally {
  /** every failed attempt */
  faults: ApiAttempt[];
  /** failed attempts the base query repeated by itself */
  retried: ApiAttempt[];
  /** failed calls that were not recovered: the last attempt of each, in the order they ended */
  surfaced: ApiAttempt[];
}

/**
 * Sorts the failed attempts into retried and surfaced. The attempts of one call (same method,
 * path and idempotency key) form a chain when each starts within RETRY_WINDOW_MS after the one
 * before failed, at most 1 + MAX_RETRIES long; a chain that ends in a failure is one failure the
 * visitor must hear about. A call the base query never repeats (a POST without a key) is a
 * chain of one.
 */
export function tallyFaults(attempts: readonly ApiAttempt[]): FaultTally {
  const tally: FaultTally = { faults: [], retried: [], surfaced: [] };
  const done = attempts.filter(ended).sort((a, b) => a.startedAt - b.startedAt);
  const chainLength = new Map<ApiAttempt, number>();
  for (const attempt of done) {
    if (!chainLength.has(attempt)) chainLength.set(attempt, 1);
    if (!isFault(attempt)) continue;
    tally.faults.push(attempt);
    const length = chainLength.get(attempt)!;
    const next = isRepeatable(attempt)
      ? done.find(
          (later) =>
            later !== attempt &&
            sameCall(later, attempt) &&
            !chainLength.has(later) &&
            later.startedAt >= attempt.endedAt! &&
            later.startedAt - attempt.endedAt! <= RETRY_WINDOW_MS,
        )
      : undefined;
    if (next && length <= MAX_RETRIES) {
      chainLength.set(next, length + 1);
      tally.retried.push(attempt);
    } else {
      tally.surfaced.push(attempt);
    }
  }
  tally.surfaced.sort((a, b) => a.endedAt! - b.endedAt!);
  return tally;
}

/** An error message the page showed: the error toast, or the catalog's "could not load" alert. */
export interface ShownMessage {
  kind: 'toast' | 'page';
  text: string;
}

declare global {
  interface Window {
    __shownMessages?: ShownMessage[];
  }
}

/**
 * Counts every alert the page shows, once per element: a new toast (a new failure), not the same
 * toast moving into an opened dialog. Runs in the page before the app.
 */
function recordShownMessages() {
  const shown: ShownMessage[] = [];
  window.__shownMessages = shown;
  const seen = new WeakSet<Element>();
  const scan = () => {
    for (const alert of Array.from(document.querySelectorAll('[role="alert"]'))) {
      if (seen.has(alert)) continue;
      seen.add(alert);
      const body = alert.querySelector('.toast__body');
      shown.push(
        body
          ? { kind: 'toast', text: (body.textContent ?? '').trim() }
          : { kind: 'page', text: (alert.textContent ?? '').trim() },
      );
    }
  };
  new MutationObserver(scan).observe(document, { childList: true, subtree: true });
}

export interface ConsoleLine {
  type: string;
  text: string;
  url: string;
}

/** Watches the page from before its first load: API calls, shown messages, console, uncaught errors. */
export async function watchFaults(page: Page) {
  const attempts: ApiAttempt[] = [];
  const byRequest = new Map<Request, ApiAttempt>();
  const consoleErrors: ConsoleLine[] = [];
  const pageErrors: string[] = [];
  /** the messages of the documents the page has left */
  const shownBefore: ShownMessage[] = [];
  let lastActivity = Date.now();
  await page.addInitScript(recordShownMessages);

  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith(`${API}/`)) return;
    const attempt: ApiAttempt = {
      method: request.method(),
      path: url.pathname + url.search,
      idempotencyKey: request.headers()['idempotency-key'],
      startedAt: Date.now(),
      endedAt: null,
      status: null,
      failure: null,
    };
    attempts.push(attempt);
    byRequest.set(request, attempt);
    lastActivity = attempt.startedAt;
  });
  page.on('response', (response) => {
    const attempt = byRequest.get(response.request());
    if (attempt) attempt.status = response.status();
  });
  page.on('requestfinished', (request) => {
    const attempt = byRequest.get(request);
    if (!attempt) return;
    attempt.endedAt = Date.now();
    lastActivity = attempt.endedAt;
  });
  page.on('requestfailed', (request) => {
    const attempt = byRequest.get(request);
    if (!attempt) return;
    attempt.endedAt = Date.now();
    attempt.failure = request.failure()?.errorText ?? 'failed';
    lastActivity = attempt.endedAt;
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    consoleErrors.push({ type: message.type(), text: message.text(), url: message.location().url });
  });
  page.on('pageerror', (error) => pageErrors.push(`${error.name}: ${error.message}`));

  const inFlight = () => attempts.filter((attempt) => !ended(attempt)).length;
  return {
    attempts,
    consoleErrors,
    pageErrors,
    inFlight,
    /** Until no API call is under way. */
    async idle(): Promise<void> {
      await expect
        .poll(inFlight, { message: 'the API calls to end', timeout: 30_000, intervals: [50] })
        .toBe(0);
    },
    /**
     * Until no API call is under way and none started or ended for `quietMs`: longer than a
     * retry of the base query waits, so a call that failed has been retried or given up.
     */
    async quiet(quietMs = RETRY_WINDOW_MS + 100): Promise<void> {
      await expect
        .poll(() => inFlight() === 0 && Date.now() - lastActivity >= quietMs, {
          message: 'the API calls to settle',
          timeout: 30_000,
          intervals: [100],
        })
        .toBe(true);
    },
    /** Every message shown since the watch began, by this document and the ones before it. */
    async shown(): Promise<ShownMessage[]> {
      const current = await page.evaluate(() => window.__shownMessages ?? []);
      return [...shownBefore, ...current];
    },
    /** Opens `path` in this tab, keeping what the document it leaves showed. */
    async goto(path: string): Promise<void> {
      if (page.url().startsWith('http')) {
        shownBefore.push(...(await page.evaluate(() => window.__shownMessages ?? [])));
      }
      await page.goto(path, { waitUntil: 'domcontentloaded' });
    },
  };
}

export type FaultWatch = Awaited<ReturnType<typeof watchFaults>>;

interface ServerOrder {
  id: string;
  items: { id: string; placementId: string; variant: string }[];
  vouchers: { id: string; code: string }[];
}

/**
 * The order as the server holds it, read the way the app reads it (GET /order/{id} with the
 * page's cookies and its X-Locale header); a read that meets a fault is read again.
 */
export async function serverOrderDespiteFaults(page: Page, orderId: string): Promise<ServerOrder> {
  const problems: string[] = [];
  for (let attempt = 1; attempt <= 12; attempt += 1) {
    let status: number;
    let body: unknown;
    try {
      const response = await page.request.get(`${API}/order/${encodeURIComponent(orderId)}`, {
        headers: { 'X-Locale': 'de' },
      });
      status = response.status();
      body = status === 200 ? await response.json() : null;
    } catch (error) {
      // a dropped connection: read again
      problems.push(error instanceof Error ? error.message.split('\n')[0] : String(error));
      continue;
    }
    if (status === 200) return body as ServerOrder;
    // a fault (500) is read again; anything else is an answer about the order
    expect(status, `GET /order/${orderId}`).toBeGreaterThanOrEqual(500);
    problems.push(String(status));
  }
  throw new Error(`the order could not be read: ${problems.join('; ')}`);
}
