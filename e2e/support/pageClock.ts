/**
 * "Nothing more happens" in a page, proven by an event instead of a wait (issue 17): the page's
 * clock, installed with `page.clock.install()` before the page loaded (it runs as usual until
 * then), runs `ms` of the page's timers at once; then the page asks for one more address. Whatever
 * those timers started (a tracking call, a poll, a script) was asked for before that request, in
 * the order the browser sends them, so the requests recorded when its answer is back are all
 * there are. A busy machine makes this slower, never wrong.
 */
import { expect, type Page } from '@playwright/test';

/** The address the page asks for after its timers: the build id, which nothing else counts. */
export const MARKER_PATH = '/builds/latest.json?after-timers';

export async function runPageTimers(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms);
  const status = await page.evaluate(
    (path) => fetch(path, { cache: 'no-store' }).then((answer) => answer.status),
    MARKER_PATH,
  );
  expect(status, 'the request after the page’s timers').toBe(200);
}
