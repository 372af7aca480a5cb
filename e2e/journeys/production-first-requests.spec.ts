/**
 * A first page on the production build asks for nothing that is not there: every request the
 * page makes (document, scripts, styles, texts, API, icons, preloads) answers below 400. Browsers
 * ask for /favicon.ico on their own (a headless one may not): it is the storefront's icon, kept a
 * day (server/site/staticSite.ts), never the page's HTML.
 */
import { expect, test, type Response } from '@playwright/test';
import { preloadsSettled } from '../support/preloads';
import { category, placement, settle, SHOP_NAME } from '../support/storefront';

const JAZZ = category('cat-jazz-nacht');
const SYMPHONY = placement('pl-sinfonie-winter');
const FIRST_PAGES = [
  { name: 'categories home', path: '/de', h1: SHOP_NAME, lang: 'de' },
  { name: 'category', path: `/fr/c/${JAZZ.id}`, h1: JAZZ.name.fr, lang: 'fr' },
  { name: 'article', path: SYMPHONY.path('it'), h1: SYMPHONY.name.it, lang: 'it' },
];
const SHOP_CALL = /\/api\/shop\/v2\/shop\/[^/?]+$/;

for (const first of FIRST_PAGES) {
  test(`the ${first.name} as a first page: no request answers 4xx or 5xx`, async ({ page }) => {
    const answers: Response[] = [];
    page.on('response', (response) => answers.push(response));
    // a request the page dropped (the default icon once the shop's own comes) is no failure
    const failed: string[] = [];
    page.on('requestfailed', (request) => {
      const reason = request.failure()?.errorText ?? '';
      if (reason !== 'net::ERR_ABORTED') failed.push(`${reason} ${request.url()}`);
    });

    await page.goto(first.path);
    await settle(page, first.h1);
    await preloadsSettled(page);

    // the shop's answer came with the page, rendered on the server in its language: the
    // browser asks for it neither before nor after hydrating
    expect(answers.filter((response) => SHOP_CALL.test(response.url()))).toEqual([]);
    expect(await page.locator('html').getAttribute('lang')).toBe(first.lang);

    expect(answers.length).toBeGreaterThan(5);
    const errors = answers
      .filter((response) => response.status() >= 400)
      .map((response) => `${response.status()} ${response.url()}`);
    expect(errors).toEqual([]);
    expect(failed).toEqual([]);
  });
}

test('/favicon.ico is the storefront icon, kept a day', async ({ request }) => {
  const icon = await request.get('/favicon.ico', {
    headers: { Accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8' },
  });
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
  expect(icon.headers()['cache-control']).toBe('public, max-age=86400');
  const bytes = await icon.body();
  // an ICO (reserved 0, type 1) of three images
  expect([...bytes.subarray(0, 6)]).toEqual([0, 0, 1, 0, 3, 0]);
});

test('a first page whose chunk is slow: the start shell stays until the page shows, never an empty page', async ({
  page,
}) => {
  // every change of #root's children once the document is parsed is looked at (the observer runs
  // after each commit); while it is parsed, the parser may yield right after inserting #root
  // and before its children, an empty #root that no script made and no frame shows
  await page.addInitScript(() => {
    const seen = window as unknown as { rootEmptied: boolean };
    seen.rootEmptied = false;
    new MutationObserver(() => {
      if (document.readyState === 'loading') return;
      const root = document.getElementById('root');
      if (root && root.childElementCount === 0) seen.rootEmptied = true;
    }).observe(document, { childList: true, subtree: true });
  });
  // the network is slow for the page's chunk (the preload in the Link header included)
  await page.route(/\/assets\/page-category\.[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto(`/fr/c/${JAZZ.id}`);
  await settle(page, JAZZ.name.fr);
  expect(
    await page.evaluate(() => (window as unknown as { rootEmptied: boolean }).rootEmptied),
  ).toBe(false);
});
