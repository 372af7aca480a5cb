/**
 * A visitor under injected faults (the 'faults' project: 20 % of the API calls fail, 0–800 ms
 * latency), as the fault journeys play one: when something fails they read the message, close it
 * and, once the calls have settled, try again until the page shows what they wanted.
 */
import { expect, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import catalogDe from '../../locales/de/catalog.json';
import errorsDe from '../../locales/de/errors.json';
import type { FaultWatch } from './faults';
import { cartButton } from './order';
import { untilHydrated } from './storefront';

/** How often a visitor tries one thing before the journey gives up (0.2^10 is never). */
export const MAX_TRIES = 10;
/**
 * The shared error toast: an alert with the error's close button. Its name is its title, which
 * says what failed ('Ihre Bestellung konnte nicht begonnen werden', 'Das Ticket konnte nicht
 * entfernt werden' ...), so it is found by its close button rather than by one title.
 */
export const errorToast = (page: Page) =>
  page
    .getByRole('alert')
    .filter({ has: page.getByRole('button', { name: errorsDe.close, exact: true }) });

/** The element is where the visitor sees it: nothing (no backdrop, no panel) lies over its middle. */
export async function expectOnTop(locator: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        locator.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return hit !== null && element.contains(hit);
        }),
      { message: 'the message lies on top, where the visitor sees it' },
    )
    .toBe(true);
}

/**
 * The visitor reads the message, closes it and waits a moment before trying again; a message
 * that comes meanwhile (a second failure) is read and closed too.
 */
export async function readAndClose(page: Page, watch: FaultWatch): Promise<void> {
  const toast = errorToast(page);
  for (let read = 1; read <= MAX_TRIES; read += 1) {
    await expect(toast).toBeVisible();
    await expectOnTop(toast);
    const closing = await toast.elementHandle();
    const open = () => closing!.evaluate((element) => element.isConnected);
    // as a visitor does: a close that did not take (the region moved off the focused control
    // between Playwright's aim and its click, on a busy machine) is clicked again
    await expect(async () => {
      if (await open())
        await toast.getByRole('button', { name: errorsDe.close, exact: true }).click({
          timeout: 5_000,
        });
      await expect.poll(open, { timeout: 3_000 }).toBe(false);
    }).toPass({ timeout: 30_000 });
    await watch.quiet();
    if (!(await toast.isVisible())) return;
  }
  throw new Error(`still a message after closing ${MAX_TRIES}`);
}

export type Outcome = 'done' | 'message';

/** Waits until the page shows what the visitor wanted (and no call is under way) or a message. */
export async function outcomeOf(
  page: Page,
  watch: FaultWatch,
  done: () => Promise<boolean>,
): Promise<Outcome> {
  let outcome: Outcome | null = null;
  await expect
    .poll(
      async () => {
        if (await errorToast(page).isVisible()) outcome = 'message';
        else if (watch.inFlight() === 0 && (await done())) outcome = 'done';
        return outcome;
      },
      { message: 'what the visitor wanted, or a message', timeout: 20_000, intervals: [100] },
    )
    .not.toBeNull();
  return outcome!;
}

/** Tries `act` until `done`; after a failure the visitor reads the message and acts again. */
export async function tryUntil(
  page: Page,
  watch: FaultWatch,
  what: string,
  act: () => Promise<void>,
  done: () => Promise<boolean>,
): Promise<void> {
  for (let attempt = 1; attempt <= MAX_TRIES; attempt += 1) {
    await act();
    if ((await outcomeOf(page, watch, done)) === 'done') return;
    await readAndClose(page, watch);
  }
  throw new Error(`${what}: still not done after ${MAX_TRIES} tries`);
}

/** The basket's count the cart button shows (the server's order). */
export const cartCount = async (page: Page) =>
  Number(await cartButton(page).getByTestId('cart-count').textContent());

/** Opens an article page; when the shop cannot be loaded, the visitor uses the page's retry. */
export async function openArticlePage(
  page: Page,
  watch: FaultWatch,
  which: { path: (lang: 'de') => string; name: { de: string } },
): Promise<void> {
  // every call of the page it leaves has ended (the steps end on an answer, not on a retry's wait)
  await watch.idle();
  await watch.goto(which.path('de'));
  const heading = page.getByRole('heading', { level: 1, name: which.name.de, exact: true });
  const retry = page.getByRole('button', { name: catalogDe.retry, exact: true });
  await tryUntil(
    page,
    watch,
    `open ${which.name.de}`,
    async () => {
      if (await retry.isVisible()) await retry.click();
    },
    () => heading.isVisible(),
  );
  // the visitor acts on the page once React owns it (a click before reaches no handler)
  await untilHydrated(page);
}

/**
 * How many fault visitors shop at the same time. They mostly wait for the shop (0–800 ms a call,
 * the base query's retries, a second after each message), so visitors at once take about as long
 * as one, as real visitors would; each has a browser context of their own.
 */
export const VISITORS_AT_ONCE = 4;

/** The visitors 1..count in groups of VISITORS_AT_ONCE: [[1, 2, 3, 4], [5, 6, 7, 8], ...]. */
export function visitorGroups(count: number): number[][] {
  const groups: number[][] = [];
  for (let first = 1; first <= count; first += VISITORS_AT_ONCE)
    groups.push(
      Array.from({ length: Math.min(VISITORS_AT_ONCE, count - first + 1) }, (_, i) => first + i),
    );
  return groups;
}

/**
 * Each visitor of `visitors` plays `visit` at the same time, in a fresh browser context on the
 * project's storefront. Every visitor plays to the end; then the test fails naming each visitor
 * that failed and why, with a screenshot of their page where it failed.
 */
export async function visitorsAtOnce(
  browser: Browser,
  baseURL: string | undefined,
  visitors: number[],
  testInfo: TestInfo,
  visit: (page: Page, visitor: number) => Promise<void>,
): Promise<void> {
  const outcomes = await Promise.allSettled(
    visitors.map(async (visitor) => {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      try {
        await visit(page, visitor);
      } catch (error) {
        await page
          .screenshot({ path: testInfo.outputPath(`visitor-${visitor}-failed.png`) })
          .catch(() => undefined);
        throw error;
      } finally {
        await context.close();
      }
    }),
  );
  const failed = outcomes.flatMap((outcome, index) =>
    outcome.status === 'rejected'
      ? [
          `visitor ${visitors[index]}: ${String((outcome.reason as Error)?.stack ?? outcome.reason)}`,
        ]
      : [],
  );
  if (failed.length > 0) throw new Error(failed.join('\n\n'));
}
