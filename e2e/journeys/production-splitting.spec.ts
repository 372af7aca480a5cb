/**
 * Code splitting and preloading on the production build (issue 9, spec section 9): a first page
 * (categories home, category, article) loads its own chunk and the visitor's language only,
 * none of the forms, seats.io, tracking or debug chunks; those come when what needs them opens.
 * The tracking saga's code is not on a first page either (only the gate that loads it with full
 * consent): it comes with the 'tracking' chunk after Accept all.
 * The action log's recorder ('action-log') is a debug tool: a visitor's page does not load it (it
 * comes when a tester asks for the log, or in a tab that records); the sagas of the
 * seating, checkout and order status pages are in those pages' chunks, the customisation flow's
 * in the dialog's.
 * 1 s after load the pages behind the links on screen are fetched ahead, unless data saver or
 * 2g says not to. Every file of the build has a hashed name and is cached for a year.
 */
import { expect, test, type Page } from '@playwright/test';
import consentDe from '../../locales/de/consent.json';
import customisationDe from '../../locales/de/customisation.json';
import debugDe from '../../locales/de/debug.json';
import formsDe from '../../locales/de/forms.json';
import {
  assetTimings,
  chunkNames,
  HEAVY_CHUNKS,
  isOtherLanguagesTexts,
  recordAssets,
  type LoadedAsset,
} from '../support/assets';
import { addByClicks, amountControl, fill, openArticle, openCart } from '../support/order';
import { runPageTimers } from '../support/pageClock';
import { firstPreloadScan, preloadsSettled } from '../support/preloads';
import { category, placement, settle, SHOP_NAME } from '../support/storefront';
import {
  recordScriptTexts,
  TRACKING_SAGA_MARKERS,
  trackingSagaMarkersIn,
} from '../support/trackingCode';

/** src/features/navigation/preloadPolicy.ts */
const PRELOAD_DELAY_MS = 1000;

const JAZZ = category('cat-jazz-nacht');
const SYMPHONY = placement('pl-sinfonie-winter');
const FIRST_PAGES = [
  { name: 'categories home', path: '/de', h1: SHOP_NAME, chunk: 'page-categories-home' },
  { name: 'category', path: `/de/c/${JAZZ.id}`, h1: JAZZ.name.de, chunk: 'page-category' },
  { name: 'article', path: SYMPHONY.path('de'), h1: SYMPHONY.name.de, chunk: 'page-article' },
];

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The connection the page reads (navigator.connection), as the preload policy asks it. */
const connectionIs = (page: Page, hints: { saveData: boolean; effectiveType: string }) =>
  page.addInitScript((given) => {
    Object.defineProperty(navigator, 'connection', { value: given, configurable: true });
  }, hints);

function expectHashedAndCached(assets: readonly LoadedAsset[]) {
  for (const asset of assets) {
    expect(asset.path, 'a hashed name').toMatch(/\.[0-9a-f]{8}\.(js|css)$/);
    expect(asset.cacheControl, asset.path).toBe(IMMUTABLE);
  }
}

for (const first of FIRST_PAGES) {
  test(`the ${first.name} as a first page loads no forms, seats.io, tracking or debug code and German texts only`, async ({
    page,
  }) => {
    const assets = recordAssets(page);
    const scripts = recordScriptTexts(page);
    const document = await page.goto(first.path);
    // a first visit's page carries nothing of the visitor's: a CDN may keep it a minute (issue 33)
    expect(document?.headers()['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    );
    await settle(page, first.h1);
    await preloadsSettled(page);

    // what the page itself needed: everything asked for before the preloading could start
    const timings = await assetTimings(page);
    const firstPage = [
      ...new Set(
        timings.filter((asset) => asset.afterLoad < PRELOAD_DELAY_MS).map((asset) => asset.chunk),
      ),
    ];
    expect(firstPage).toEqual(expect.arrayContaining(['main', 'texts-de', first.chunk]));
    for (const heavy of HEAVY_CHUNKS) expect(firstPage).not.toContain(heavy);
    for (const dialog of ['cart', 'customisation', 'personalisation'])
      expect(firstPage).not.toContain(dialog);

    // and after the preloads: still no forms, tracking or debug code (the panel, the action
    // log's recorder), no other language
    const all = chunkNames(assets);
    for (const heavy of ['forms', 'tracking', 'debug', 'action-log'])
      expect(all).not.toContain(heavy);
    // nor the tracking saga's code, in whatever chunk (a visitor without consent needs none)
    expect(await trackingSagaMarkersIn(scripts)).toEqual([]);
    expect(all.filter((chunk) => isOtherLanguagesTexts(chunk, 'de'))).toEqual([]);
    expectHashedAndCached(assets);
  });
}

const until = async (assets: readonly LoadedAsset[], chunk: string) =>
  expect.poll(() => chunkNames(assets)).toContain(chunk);

test('the customisation dialog loads its chunk when a flow first asks the visitor', async ({
  page,
}) => {
  const assets = recordAssets(page);
  const voucher = placement('pl-geschenkgutschein');
  await openArticle(page, voucher);
  expect(chunkNames(assets)).not.toContain('customisation');

  await amountControl(page, 'Wunschbetrag').increase.click();
  const { delivery, inscription, options, choicePrice } = customisationDe;
  const steps = [delivery, inscription, options, choicePrice].map((step) => step.title);
  await expect(
    page.getByRole('dialog', { name: new RegExp(`^(${steps.join('|')})$`) }),
  ).toBeVisible();
  await until(assets, 'customisation');
  await until(assets, 'texts-de-customisation-json');
  expect(chunkNames(assets)).not.toContain('forms');
});

test('the cart panel and the personalisation screen bring the forms chunk when they open', async ({
  page,
}) => {
  // nothing fetched ahead: on a busy machine the first scan (1 s after load) may come after the
  // added item's link to the checkout is on screen, and the checkout's page brings the forms
  await connectionIs(page, { saveData: true, effectiveType: '4g' });
  const assets = recordAssets(page);
  const chamber = { ...placement('pl-kammermusik'), adult: 'Erwachsene' };
  await openArticle(page, chamber);
  await addByClicks(page, chamber.adult, 1, 1);
  expect(chunkNames(assets)).not.toContain('forms');

  const panel = await openCart(page);
  await until(assets, 'cart');
  await until(assets, 'forms');
  expect(chunkNames(assets)).not.toContain('personalisation');

  await panel
    .getByRole('button', {
      name: fill(formsDe.personalisation.openLabel, {
        variant: chamber.adult,
        article: chamber.name.de,
      }),
      exact: true,
    })
    .click();
  await expect(
    page.getByRole('dialog', { name: formsDe.personalisation.title, exact: true }),
  ).toBeVisible();
  await until(assets, 'personalisation');
  await until(assets, 'texts-de-forms-json');
});

test('the seating chart page brings the seats.io wrapper and its texts', async ({ page }) => {
  const assets = recordAssets(page);
  await page.goto('/de/c/cat-sinfonie-winter/grosser-saal-chart-grosser-saal');
  await expect(page.getByRole('group', { name: 'Saalplan: Grosser Saal' })).toBeVisible();
  for (const chunk of ['page-seating-chart', 'seatsio', 'texts-de-seating-json'])
    expect(chunkNames(assets)).toContain(chunk);
  expectHashedAndCached(assets);
});

test('the tracking saga and providers load only after Accept all; the debug tools only when asked for', async ({
  page,
}) => {
  const assets = recordAssets(page);
  const scripts = recordScriptTexts(page);
  await page.clock.install();
  await page.goto('/de');
  await settle(page, SHOP_NAME);
  // the page's timers past the preloads' delay, then one more request: all they asked for is in
  await runPageTimers(page, PRELOAD_DELAY_MS + 1500);
  expect(chunkNames(assets)).not.toContain('tracking');
  expect(await trackingSagaMarkersIn(scripts)).toEqual([]);

  const banner = page.getByRole('dialog', { name: consentDe.dialog.title, exact: true });
  await banner.getByRole('button', { name: consentDe.dialog.acceptAll, exact: true }).click();
  await until(assets, 'tracking');
  await expect.poll(() => trackingSagaMarkersIn(scripts)).toEqual([...TRACKING_SAGA_MARKERS]);
  expect(chunkNames(assets)).not.toContain('debug');

  await page.goto('/de?debug=1');
  await expect(page.getByRole('complementary', { name: debugDe.panel.label })).toBeVisible();
  await until(assets, 'debug');
  await until(assets, 'texts-de-debug-json');
});

/** The requests for a chunk's script. */
async function chunkRequestsOf(page: Page, chunk: string) {
  return (await assetTimings(page)).filter((asset) => asset.chunk === chunk && asset.type === 'js');
}

test('1 s after load the pages behind the links are fetched ahead; a click then needs no download', async ({
  page,
}) => {
  await page.goto('/de');
  await settle(page, SHOP_NAME);
  await expect.poll(() => chunkRequestsOf(page, 'page-category')).toHaveLength(1);
  const [ahead] = await chunkRequestsOf(page, 'page-category');
  // asked for by the preloading (1 s after load), not by the page itself
  expect(ahead.afterLoad).toBeGreaterThanOrEqual(PRELOAD_DELAY_MS - 50);

  const concerts = category('main-konzerte');
  await page.getByRole('link', { name: concerts.name.de }).first().click();
  await settle(page, concerts.name.de);
  expect(await chunkRequestsOf(page, 'page-category')).toHaveLength(1);
});

for (const [name, connection] of [
  ['data saver', { saveData: true, effectiveType: '4g' }],
  ['a 2g connection', { saveData: false, effectiveType: '2g' }],
] as const) {
  test(`with ${name} nothing is fetched ahead; a page loads when it is opened`, async ({
    page,
  }) => {
    await connectionIs(page, connection);
    await page.goto('/de');
    await settle(page, SHOP_NAME);
    expect(await firstPreloadScan(page)).toEqual({
      preload: false,
      reason: connection.saveData ? 'data-saver' : '2g',
    });
    expect(await chunkRequestsOf(page, 'page-category')).toEqual([]);
    expect(await chunkRequestsOf(page, 'page-legal')).toEqual([]);

    const concerts = category('main-konzerte');
    await page.getByRole('link', { name: concerts.name.de }).first().click();
    await settle(page, concerts.name.de);
    expect(await chunkRequestsOf(page, 'page-category')).toHaveLength(1);
  });
}
