/**
 * A visitor under injected faults (the 'faults' project: 20 % of the API calls fail, 0–800 ms
 * latency), as the fault journeys play one: when something fails they read the message, close it
 * and, once the calls have settled, try again until the page shows what they wanted.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import catalogDe from '../../locales/de/catalog.json';
import errorsDe from '../../locales/de/errors.json';
import type { FaultWatch } from './faults';
import { cartButton } from './order';

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
    await toast.getByRole('button', { name: errorsDe.close, exact: true }).click();
    await expect.poll(() => closing!.evaluate((element) => element.isConnected)).toBe(false);
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
}
