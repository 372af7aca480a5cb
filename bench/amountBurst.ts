import type { Browser, Request } from '@playwright/test';
import { amountControl, clickTimes, IMPRO, isItemsPost, rejectConsent } from '../e2e/support/order';
import { IMPRO_PATH, settle } from './pages';
import { groupRounds, type TimedCall } from './rounds';

/** Spec section 9: item mutations wait for a 500 ms pause (src/features/order/amountSaga.ts). */
const AMOUNT_QUIET_MS = 500;

/** POST /order/{id}/items and DELETE /order/{id}/items/{itemId} */
const ITEMS_CALL = /\/order\/[^/]+\/items(\/[^/]+)?$/;

interface ItemsCall extends TimedCall {
  method: string;
}

export interface BurstFigures {
  clicks: number;
  /** POST/DELETE calls to the items endpoints */
  calls: number;
  /** the calls grouped by pauses of half the debounce or more */
  rounds: number;
  /** from the last click to the first items call going out */
  firstCallAfterMs: number;
  /** 'POST' or 'POST, DELETE, …' in the order they went out */
  methods: string[];
}

/**
 * A burst of `clicks` clicks on the adult "+" of the impro evening's article page (as fast as
 * the browser takes them), then 2 s of quiet: the items calls it made and in how many rounds.
 */
export async function amountBurst(
  browser: Browser,
  baseUrl: string,
  clicks = 10,
): Promise<BurstFigures> {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const page = await context.newPage();
    await page.goto(IMPRO_PATH);
    await settle(page);
    await rejectConsent(page);

    const started = new Map<Request, number>();
    const calls: ItemsCall[] = [];
    const isItems = (request: Request) =>
      ['POST', 'DELETE'].includes(request.method()) &&
      ITEMS_CALL.test(new URL(request.url()).pathname);
    page.on('request', (request) => {
      if (isItems(request)) started.set(request, Date.now());
    });
    const finished = (request: Request) => {
      const start = started.get(request);
      if (start !== undefined) calls.push({ method: request.method(), start, end: Date.now() });
    };
    page.on('requestfinished', finished);
    page.on('requestfailed', finished);

    const added = page.waitForResponse(isItemsPost, { timeout: 15_000 });
    added.catch(() => undefined); // awaited below; never an unhandled rejection
    await clickTimes(amountControl(page, IMPRO.adult).increase, clicks);
    const lastClick = Date.now();
    await added;
    await page.waitForTimeout(2000);

    const sorted = [...calls].sort((a, b) => a.start - b.start);
    return {
      clicks,
      calls: sorted.length,
      rounds: groupRounds(sorted, AMOUNT_QUIET_MS / 2).length,
      firstCallAfterMs: sorted.length > 0 ? sorted[0].start - lastClick : Number.NaN,
      methods: sorted.map((call) => call.method),
    };
  } finally {
    await context.close();
  }
}
