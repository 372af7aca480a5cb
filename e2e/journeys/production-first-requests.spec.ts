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
  { name: 'categories home', path: '/de', h1: SHOP_NAME },
  { name: 'category', path: `/fr/c/${JAZZ.id}`, h1: JAZZ.name.fr },
  { name: 'article', path: SYMPHONY.path('it'), h1: SYMPHONY.name.it },
];

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
