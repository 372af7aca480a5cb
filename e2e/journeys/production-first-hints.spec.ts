/**
 * The first page's downloads start with the HTML (issue 9): a page rendered on the server names
 * main.js, the core texts of the page's language and its page chunks as preloads in its head,
 * behind its style sheets (no Link header: its preloads came before the style sheets and held the
 * first paint back; docs/decisions/paint-before-scripts.md). In Chromium each preloaded file is
 * downloaded exactly once (webpack's chunk loader asks for it the way it was preloaded, without
 * crossorigin) and Chromium warns about no preload. The page sets no cookie (it may be kept for
 * everyone, issue 33) and needs no shop call: the shop's answer came with it.
 */
import { expect, test } from '@playwright/test';
import { API_PREFIX, CSRF_COOKIE, CSRF_PATH } from '../../src/api/headers';
import { chunkOf } from '../support/assets';
import {
  countRequests,
  pastUnusedPreloadWarning,
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
  test(`the ${first.name} as a first page preloads its texts and chunks, each downloaded once and used`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: first.locale ?? 'de-CH' });
    const page = await context.newPage();
    const requests = countRequests(page);
    const warnings = watchPreloadWarnings(page);

    const answer = await page.goto(first.path);
    expect(answer?.headers().link).toBeUndefined();
    const hints = await page.locator('head link[rel="preload"]').evaluateAll((links) =>
      links.map((link) => ({
        path: new URL((link as HTMLLinkElement).href).pathname,
        as: link.getAttribute('as'),
        crossorigin: link.hasAttribute('crossorigin'),
      })),
    );
    const chunks = hints.map((hint) => chunkOf(hint.path));
    expect(chunks).toEqual(expect.arrayContaining(['main', first.texts, first.chunk]));
    expect(chunks.filter((chunk) => chunk?.startsWith('texts-'))).toEqual([first.texts]);
    for (const hint of hints) {
      expect([hint.path, hint.as, hint.crossorigin]).toEqual([hint.path, 'script', false]);
    }
    // a page sets no cookie: it may be kept for everyone (issue 33)
    expect(await answer?.headerValue('set-cookie')).toBeNull();

    await settle(page, first.h1);
    await pastUnusedPreloadWarning(page);
    const counted = Object.fromEntries(hints.map((hint) => [hint.path, requests.get(hint.path)]));
    expect(counted).toEqual(Object.fromEntries(hints.map((hint) => [hint.path, 1])));
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
  const preloaded = await page
    .locator('head link[rel="preload"][as="script"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(preloaded.map(chunkOf).filter((chunk) => chunk?.startsWith('texts-'))).toEqual([
    'texts-de',
  ]);
  await context.close();
});
