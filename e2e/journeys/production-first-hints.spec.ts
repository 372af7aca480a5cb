/**
 * A first page's scripts: a page rendered on the server names main.js, the core texts of the
 * page's language and its page chunks in its script list, which downloads nothing; they are
 * fetched once the page has painted, so its style sheets and lead picture have the line to
 * themselves (no Link header, no preload: docs/decisions/paint-before-scripts.md). Each is
 * downloaded exactly once, and Chromium warns about no preload. The page sets no cookie (it may be
 * kept for everyone, issue 33) and needs no shop call: the shop's answer came with it.
 */
import { expect, test } from '@playwright/test';
import { API_PREFIX, CSRF_COOKIE, CSRF_PATH } from '../../src/api/headers';
import { chunkOf } from '../support/assets';
import {
  countRequests,
  pastUnusedPreloadWarning,
  scriptsListed,
  watchPreloadWarnings,
} from '../support/preloadHints';
import { category, placement, settle, SHOP_NAME } from '../support/storefront';

const JAZZ = category('cat-jazz-nacht');
const SYMPHONY = placement('pl-sinfonie-winter');

const FIRST_PAGES = [
  {
    name: 'categories home',
    path: '/de',
    h1: SHOP_NAME,
    texts: 'texts-de',
    chunk: 'page-categories-home',
  },
  {
    name: 'category',
    path: `/fr/c/${JAZZ.id}`,
    h1: JAZZ.name.fr,
    texts: 'texts-fr',
    chunk: 'page-category',
  },
  {
    name: 'article',
    path: SYMPHONY.path('en'),
    h1: SYMPHONY.name.en,
    texts: 'texts-en',
    chunk: 'page-article',
  },
  // the root redirects to the categories home in the browser's language
  {
    name: 'root',
    path: '/',
    locale: 'it-CH',
    h1: SHOP_NAME,
    texts: 'texts-it',
    chunk: 'page-categories-home',
  },
];

for (const first of FIRST_PAGES) {
  test(`the ${first.name} as a first page lists its texts and chunks, each fetched after the paint, once`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: first.locale ?? 'de-CH' });
    const page = await context.newPage();
    const requests = countRequests(page);
    const warnings = watchPreloadWarnings(page);

    const answer = await page.goto(first.path);
    expect(answer?.headers().link).toBeUndefined();
    // nothing in the page downloads a script ahead
    expect(await page.locator('link[rel="preload"], link[rel="modulepreload"]').count()).toBe(0);
    const listed = await scriptsListed(page);
    const chunks = listed.map(chunkOf);
    expect(chunks[0]).toBe('main');
    expect(chunks).toEqual(expect.arrayContaining(['main', first.texts, first.chunk]));
    expect(chunks.filter((chunk) => chunk?.startsWith('texts-'))).toEqual([first.texts]);
    // a page sets no cookie: it may be kept for everyone (issue 33)
    expect(await answer?.headerValue('set-cookie')).toBeNull();

    await settle(page, first.h1);
    await pastUnusedPreloadWarning(page);
    const counted = Object.fromEntries(listed.map((path) => [path, requests.get(path)]));
    expect(counted).toEqual(Object.fromEntries(listed.map((path) => [path, 1])));
    // each asked for once the page had painted
    const { firstPaint, started } = await page.evaluate((paths) => {
      const resources = performance.getEntriesByType('resource');
      return {
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        started: paths.map(
          (path) => resources.find((entry) => new URL(entry.name).pathname === path)?.startTime,
        ),
      };
    }, listed);
    expect(firstPaint).not.toBeNull();
    for (const [index, path] of listed.entries())
      expect([path, (started[index] ?? -1) >= (firstPaint ?? Infinity)]).toEqual([path, true]);
    expect(warnings).toEqual([]);
    // the shop's answer came with the page: no call, no cookie call
    expect(requests.get(CSRF_PATH) ?? 0).toBe(0);
    expect([...requests.keys()].filter((path) => path.startsWith(`${API_PREFIX}/`))).toEqual([]);
    await context.close();
  });
}

test('no page sets a cookie (the CSRF cookie comes with the first call), an odd address gets its texts only', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'de-CH' });
  const page = await context.newPage();
  for (const path of ['/de', `/de/c/${JAZZ.id}`, SYMPHONY.path('de')]) {
    const answer = await page.goto(path);
    expect(await answer?.headerValue('set-cookie'), path).toBeNull();
  }
  await settle(page, SYMPHONY.name.de);
  expect((await context.cookies()).find((cookie) => cookie.name === CSRF_COOKIE)).toBeUndefined();

  const odd = await page.goto('/de/c/');
  expect(odd?.headers().link).toBeUndefined();
  const listed = await scriptsListed(page);
  expect(listed.map(chunkOf).filter((chunk) => chunk?.startsWith('texts-'))).toEqual(['texts-de']);
  await context.close();
});
