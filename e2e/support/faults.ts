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
import { tallyFaults, type ApiAttempt, type FaultTally } from './faultTally';

export type { ApiAttempt, FaultTally };
import { API } from './order';

/** What the visitor reads for a dropped connection (errors.network) and for a 500 (its detail). */
export const NETWORK_MESSAGE = errorsDe.network;
export const SERVER_MESSAGE = SERVER_ERROR;

/**
 * How long the calls must have been still before a failure is surely retried or given up: a retry
 * of the base query starts about 250 ms, then 500 ms (± 20 %) after the failure
 * (src/api/retryPolicy.ts smallBackoff), and on a busy machine (four visitors at once on two
 * cores) the browser's reports of the two can lie well over a second apart. Only for waiting:
 * which failures were retried is read from the calls' order (faultTally.ts), not from a clock.
 */
export const SETTLE_MS = 2500;

/** What the visitor must be told for a failed call: the 500's detail or the network message. */
export const messageFor = (attempt: ApiAttempt): string =>
  attempt.failure !== null ? NETWORK_MESSAGE : SERVER_MESSAGE;

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

  /** the order of the browser's reports, and the document the page shows (one up per load) */
  let reports = 0;
  let load = 0;
  const isLoad = (request: Request) =>
    request.isNavigationRequest() && request.frame() === page.mainFrame();
  const ended = (attempt: ApiAttempt) => attempt.ended !== null;

  page.on('request', (request) => {
    reports += 1;
    lastActivity = Date.now();
    if (isLoad(request)) load += 1;
    const url = new URL(request.url());
    if (!url.pathname.startsWith(`${API}/`)) return;
    const attempt: ApiAttempt = {
      method: request.method(),
      path: url.pathname + url.search,
      idempotencyKey: request.headers()['idempotency-key'],
      document: load,
      started: reports,
      ended: null,
      status: null,
      failure: null,
    };
    attempts.push(attempt);
    byRequest.set(request, attempt);
  });
  page.on('response', (response) => {
    const attempt = byRequest.get(response.request());
    if (attempt) attempt.status = response.status();
  });
  page.on('requestfinished', (request) => {
    const attempt = byRequest.get(request);
    if (!attempt) return;
    reports += 1;
    attempt.ended = reports;
    lastActivity = Date.now();
  });
  page.on('requestfailed', (request) => {
    const attempt = byRequest.get(request);
    if (!attempt) return;
    reports += 1;
    attempt.ended = reports;
    attempt.failure = request.failure()?.errorText ?? 'failed';
    lastActivity = Date.now();
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    consoleErrors.push({ type: message.type(), text: message.text(), url: message.location().url });
  });
  page.on('pageerror', (error) => pageErrors.push(`${error.name}: ${error.message}`));

  const inFlight = () => attempts.filter((attempt) => !ended(attempt)).length;
  return {
    attempts,
    /** Which failures were retried, abandoned with their page, or must have been shown. */
    tally: (): FaultTally => tallyFaults(attempts, load),
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
    async quiet(quietMs = SETTLE_MS + 100): Promise<void> {
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
