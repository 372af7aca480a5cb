import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import {
  amountControl,
  cartButton,
  closeCart,
  IMPRO,
  isItemsPost,
  openCart,
  rejectConsent,
} from '../e2e/support/order';
import { IMPRO_PATH, settle } from './pages';

const PROBE = join(__dirname, 'probes', 'commitProbe.js');

interface ProbeCounts {
  commits: number;
  /** commits in which a component outside the countdown rendered */
  outsideCommits: number;
  /** components that rendered inside / outside the countdown */
  inside: number;
  outside: number;
  /** outside components by name (minified in the production build) */
  names: Record<string, number>;
  error?: string;
}

export interface TickFigures {
  ticks: number;
  commits: number;
  outsideCommits: number;
  outsideComponents: number;
  /** renders of components inside the countdown (proves the probe sees the ticks) */
  insideComponents: number;
  /** the components outside the countdown that rendered, most frequent first */
  outsideNames: string[];
}

const read = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __benchCommits: { read(): ProbeCounts } }).__benchCommits.read(),
  );
const reset = (page: Page) =>
  page.evaluate(() => {
    const probe = window as unknown as {
      __benchCommits: { reset(): void };
      __benchTicks: { reset(): void };
    };
    probe.__benchCommits.reset();
    probe.__benchTicks.reset();
  });
const readTicks = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __benchTicks: { read(): number } }).__benchTicks.read(),
  );

/** Counts for `ms`; the ticks are the clock's changes on screen, or the seconds when none shows. */
async function observe(page: Page, ms: number, clockShown: boolean): Promise<TickFigures> {
  await reset(page);
  const started = Date.now();
  await page.waitForTimeout(ms);
  const counts = await read(page);
  const ticks = clockShown ? await readTicks(page) : Math.floor((Date.now() - started) / 1000);
  if (counts.error) throw new Error(`the commit probe failed: ${counts.error}`);
  return {
    ticks,
    commits: counts.commits,
    outsideCommits: counts.outsideCommits,
    outsideComponents: counts.outside,
    insideComponents: counts.inside,
    outsideNames: Object.entries(counts.names)
      .sort((a, b) => b[1] - a[1])
      .map(([name, count]) => `${name}×${count}`),
  };
}

/**
 * React commits outside the countdown per reservation-timer tick, on the production build: an
 * adult ticket of the impro evening in the basket, then ~10 ticks with the cart panel open (its
 * countdown runs on screen) and ~5 with it closed. A minimal React DevTools hook installed
 * before React loads sorts every rendered component into inside or outside the countdown.
 */
export async function tickCommits(
  browser: Browser,
  baseUrl: string,
): Promise<{ cartOpen: TickFigures; cartClosed: TickFigures }> {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    await context.addInitScript({ path: PROBE });
    const page = await context.newPage();
    await page.goto(IMPRO_PATH);
    await settle(page);
    await rejectConsent(page);
    const added = page.waitForResponse(isItemsPost);
    added.catch(() => undefined); // awaited below; never an unhandled rejection
    await amountControl(page, IMPRO.adult).increase.click();
    if (!(await added).ok()) throw new Error('adding the ticket failed');
    await cartButton(page).getByTestId('cart-count').filter({ hasText: '1' }).waitFor();

    await openCart(page);
    await page.getByRole('timer').first().waitFor();
    await page.waitForTimeout(1500);
    const cartOpen = await observe(page, 10_400, true);

    await closeCart(page);
    await page.waitForTimeout(1500);
    const cartClosed = await observe(page, 5_200, false);
    return { cartOpen, cartClosed };
  } finally {
    await context.close();
  }
}
