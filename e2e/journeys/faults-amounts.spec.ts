/**
 * Issue 17, point 5, in the 'faults' project (20 % of the API calls fail: a 500, or a dropped
 * connection before or after the shop did what was asked; 0–800 ms latency). Four visitors at once
 * (VISITORS_AT_ONCE), each in a fresh browser context, add AND remove tickets in bursts
 * on an article page, quicker than the shop answers: the storefront keeps what they asked for
 * through the failures (removals sent again, a 404 of a removal taken as done, the difference
 * applied again), so at the end the shop holds exactly the intended basket: nothing lost, nothing
 * doubled, nothing stuck. A failure the storefront could not mend by itself is shown, once, as in
 * faults-basket.spec.ts, and the visitor then does what a visitor does: reads it, closes it and
 * looks at the amounts again.
 */
import { expect, test, type Page } from '@playwright/test';
import { IMPRO, amountControl, clickTimes, rejectConsent, storedOrderId } from '../support/order';
import {
  cartCount,
  openArticlePage,
  tryUntil,
  visitorGroups,
  visitorsAtOnce,
} from '../support/faultVisitor';
import {
  messageFor,
  serverOrderDespiteFaults,
  watchFaults,
  type FaultWatch,
} from '../support/faults';
import { BURSTS, type Wish } from '../../src/test/faultPatterns';

/**
 * The page's side: four browser visitors. The many visitors and fault patterns are a Node test of
 * the same bursts on the real store and demo server (src/features/order/amountsUnderFaults.test.ts:
 * thirty visitors, half of the calls failing), a second each instead of a browser's minute.
 */
const VISITORS = 4;

const labels: Record<keyof Wish, string> = { adult: IMPRO.adult, student: IMPRO.student };

/** The amount the page shows for a variant. */
const shown = async (page: Page, which: keyof Wish) =>
  Number(await amountControl(page, labels[which]).value.textContent());

async function click(page: Page, which: keyof Wish, times: number): Promise<void> {
  const control = amountControl(page, labels[which]);
  await clickTimes(times > 0 ? control.increase : control.decrease, Math.abs(times));
}

/**
 * One burst, then until the page and the shop show the wish; after a message the visitor looks at
 * the amounts and clicks what is still missing (nothing, while the storefront still holds the wish).
 */
async function burst(
  page: Page,
  watch: FaultWatch,
  clicks: [keyof Wish, number][],
  wish: Wish,
): Promise<void> {
  let first = true;
  await tryUntil(
    page,
    watch,
    `the burst to ${JSON.stringify(wish)}`,
    async () => {
      if (first) {
        first = false;
        for (const [which, times] of clicks) await click(page, which, times);
        return;
      }
      for (const which of ['adult', 'student'] as const) {
        const missing = wish[which] - (await shown(page, which));
        if (missing !== 0) await click(page, which, missing);
      }
    },
    async () =>
      (await shown(page, 'adult')) === wish.adult &&
      (await shown(page, 'student')) === wish.student &&
      (await cartCount(page)) === wish.adult + wish.student,
  );
}

/** One visitor's journey, from the first page to the server's basket. */
async function shopDespiteFaults(page: Page, visitor: number): Promise<void> {
  const watch = await watchFaults(page);
  await openArticlePage(page, watch, IMPRO);
  await rejectConsent(page);

  for (const { clicks, wish } of BURSTS) await burst(page, watch, clicks, wish);
  const wish = BURSTS[BURSTS.length - 1].wish;

  // nothing stuck: every call has ended, nothing more is sent, the page shows what it holds
  await watch.quiet();
  const settled = watch.attempts.length;
  await watch.quiet();
  expect(watch.attempts.length, 'calls after the visitor’s wish was reached').toBe(settled);
  expect([await shown(page, 'adult'), await shown(page, 'student')]).toEqual([
    wish.adult,
    wish.student,
  ]);

  // nothing lost, nothing doubled: the shop holds exactly the wish
  const orderId = await storedOrderId(page);
  expect(orderId).not.toBeNull();
  const order = await serverOrderDespiteFaults(page, orderId!);
  const count = (variant: string) =>
    order.items.filter((item) => item.placementId === 'pl-improtheater' && item.variant === variant)
      .length;
  expect({
    adult: count('var-impro-erwachsene'),
    student: count('var-impro-student'),
    others: order.items.filter((item) => item.placementId !== 'pl-improtheater').length,
  }).toEqual({ ...wish, others: 0 });

  // a failure the storefront could not mend by itself was shown: one toast each
  const tally = watch.tally();
  const toasts = (await watch.shown()).filter((message) => message.kind === 'toast');
  expect(toasts.map((toast) => toast.text).sort()).toEqual(tally.surfaced.map(messageFor).sort());
  expect(watch.pageErrors).toEqual([]);

  const removals = watch.attempts.filter((attempt) => attempt.method === 'DELETE');
  console.log(
    `visitor ${visitor}: ${watch.attempts.length} API calls (${removals.length} removals), ` +
      `${tally.faults.length} faults, ${tally.retried.length} retried silently, ` +
      `${tally.surfaced.length} shown; 0 lost, 0 doubled, 0 stuck`,
  );
}

for (const visitors of visitorGroups(VISITORS)) {
  test(`visitors ${visitors[0]}–${visitors[visitors.length - 1]} of ${VISITORS}, at once: adds and removes in bursts despite faults; the shop holds exactly the wish`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(240_000);
    await visitorsAtOnce(browser, baseURL, visitors, testInfo, shopDespiteFaults);
  });
}
