/**
 * Issue 33: `dist/` alone, served from any static host, still renders in the browser. A static
 * host answers every address with the build's `index.html` (no data block, no rendered page):
 * here every page the browser asks for is answered so, while the scripts, styles and the shop API
 * come from the server as they would from the host and the shop. The storefront renders each page
 * itself, in the address's language, and a ticket goes into the basket.
 */
import { expect, test } from '@playwright/test';
import { addOne, JAZZ, refuseConsent } from '../support/checkout';
import { watchHydration } from '../support/serverPages';
import { SHOP_NAME, category, settle } from '../support/storefront';
import { NARROW } from '../support/viewport';
import { axeViolations } from '../support/axe';
import { asStaticHost, STATIC_SHELL } from '../support/staticHost';

test('the build alone renders every page in the browser, and a ticket goes into the basket', async ({
  page,
}) => {
  expect(STATIC_SHELL).not.toContain('billett-page');
  await page.setViewportSize(NARROW);
  const watch = await watchHydration(page);
  await asStaticHost(page);
  const concerts = category('main-konzerte');
  for (const [address, heading] of [
    ['/de', SHOP_NAME],
    [`/en/c/${concerts.id}`, concerts.name.en],
    [JAZZ.path('fr'), JAZZ.name.fr],
    [JAZZ.path('de'), JAZZ.name.de],
  ] as const) {
    await page.goto(address);
    await settle(page, heading);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await page.locator('html').getAttribute('lang')).toBe(address.split('/')[1]);
  }
  await refuseConsent(page, 'de');
  await addOne(page, 'de', JAZZ.standard);
  await page.locator('button.cart-button').click();
  await expect(page.getByRole('dialog').getByText(JAZZ.name.de).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // rendered, not hydrated: nothing to mismatch, and nothing went wrong on the way
  expect(watch.hydrationMessages()).toEqual([]);
  expect(watch.messages.filter((text) => text.startsWith('uncaught'))).toEqual([]);
});
