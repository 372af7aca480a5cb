/**
 * The tracking chunk that does not come after Accept all (offline, a blocker), on the production
 * build: the tracking gate logs it like a tracker's failure (console.warn '[tracking] …'), the
 * visitor sees nothing and the shop goes on. The next choice tries again; then the tags load and
 * get the events from there on.
 */
import { expect, test, type Page } from '@playwright/test';
import consentDe from '../../locales/de/consent.json';
import layoutDe from '../../locales/de/layout.json';
import { chunkNames, recordAssets } from '../support/assets';
import { watchFaults } from '../support/faults';
import { category, settle, SHOP_NAME } from '../support/storefront';

const TRACKING_CHUNK = /\/assets\/tracking\.[0-9a-f]{8}\.js$/;

interface Entry {
  provider: string;
  kind: string;
  name?: string;
  params?: Record<string, unknown>;
}

const consentDialog = (page: Page) =>
  page.getByRole('dialog', { name: consentDe.dialog.title, exact: true });

const trackerLog = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __trackingLog?: unknown[] }).__trackingLog ?? [],
  ) as Promise<Entry[]>;

const metaPageViews = async (page: Page) =>
  (await trackerLog(page))
    .filter((entry) => entry.provider === 'metaPixel' && entry.kind === 'event')
    .filter((entry) => entry.name === 'PageView')
    .map((entry) => entry.params?.page_path);

async function openCategory(page: Page, id: string): Promise<string> {
  const { name } = category(id);
  await page.getByRole('link', { name: name.de, exact: true }).first().click();
  await settle(page, name.de);
  return `/de/c/${id}`;
}

test('a tracking chunk that does not load is logged only; the next Accept all loads it', async ({
  page,
}) => {
  const watch = await watchFaults(page);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const assets = recordAssets(page);
  await page.route(TRACKING_CHUNK, (route) => route.abort('internetdisconnected'));

  await watch.goto('/de');
  await settle(page, SHOP_NAME);
  await consentDialog(page)
    .getByRole('button', { name: consentDe.dialog.acceptAll, exact: true })
    .click();
  await expect
    .poll(() => warnings)
    .toContainEqual(expect.stringContaining('[tracking] loading the tracking saga failed'));

  // nothing shown, nothing thrown, no tag on the page; the shop goes on
  const concerts = await openCategory(page, 'main-konzerte');
  expect(page.url()).toContain(concerts);
  expect(await watch.shown()).toEqual([]);
  expect(watch.pageErrors).toEqual([]);
  expect(await trackerLog(page)).toEqual([]);

  // online again: the footer's cookie settings, Accept all once more
  await page.unroute(TRACKING_CHUNK);
  await page
    .getByRole('contentinfo')
    .getByRole('navigation', { name: layoutDe.footer.label })
    .getByRole('button', { name: consentDe.footer.cookieSettings, exact: true })
    .click();
  await consentDialog(page)
    .getByRole('button', { name: consentDe.dialog.acceptAll, exact: true })
    .click();
  await expect.poll(() => chunkNames(assets)).toContain('tracking');

  // the pages from then on are tracked, the one seen while it failed is not
  await page.getByRole('link', { name: SHOP_NAME, exact: true }).click();
  await settle(page, SHOP_NAME);
  const theatre = await openCategory(page, 'main-theater');
  await expect.poll(() => metaPageViews(page)).toEqual(['/de', theatre]);
  expect(await watch.shown()).toEqual([]);
  expect(watch.pageErrors).toEqual([]);
});
