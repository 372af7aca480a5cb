import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { BIG_CATEGORY_ID, withLongCategory } from '../support/longList';
import { settle } from '../support/storefront';
import { NARROW, WIDE, horizontalOverflow, saveScreenshot } from '../support/viewport';

/**
 * A category of 2,000 placements in Chromium: the first page of cards, the "Show more" button
 * by keyboard (focus on the first new card), the live count, axe on the page with the button,
 * and as many cards again after the browser's back button from an article.
 */

const PATH = `/de/c/${BIG_CATEGORY_ID}`;
/** Numbers without their grouping ('1’940'): 1940. */
const ungrouped = (text: string | null) =>
  (text ?? '').replace(/(\d)[’'\u00a0\u202f ](?=\d{3})/g, '$1');

const cards = (page: Page) => page.getByRole('region', { name: 'Angebote' }).getByRole('article');
const more = (page: Page) => page.getByRole('button', { name: /weitere anzeigen|letzte/ });
const status = (page: Page) => page.getByRole('region', { name: 'Angebote' }).getByRole('status');

test.beforeEach(async ({ page }) => {
  await withLongCategory(page, 2000);
});

for (const viewport of [NARROW, WIDE]) {
  test(`shows 2,000 offers page by page, by keyboard (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(PATH);
    await settle(page, 'Alle Angebote');
    await expect(cards(page)).toHaveCount(60);
    expect(ungrouped(await status(page).textContent())).toBe('60 von 2000 Angeboten angezeigt');
    expect(ungrouped(await more(page).textContent())).toBe('60 weitere anzeigen (noch 1940)');
    expect(await axeViolations(page)).toEqual([]);
    expect((await horizontalOverflow(page)).culprits).toEqual([]);

    // the last card of the page, then Tab to the button, Enter
    await cards(page).nth(59).getByRole('link').focus();
    await page.keyboard.press('Tab');
    await expect(more(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(cards(page)).toHaveCount(120);
    const sixtyFirst = cards(page).nth(60).getByRole('link');
    await expect(sixtyFirst).toBeFocused();
    await expect(sixtyFirst).toHaveAttribute('href', /-pl-angebot-61$/);
    await expect(sixtyFirst).toBeInViewport();
    // the card shows its focus ring (the stretched link's card, :focus-within)
    const ring = await cards(page)
      .nth(60)
      .evaluate((card) => getComputedStyle(card).outlineStyle);
    expect(ring).toBe('solid');
    expect(ungrouped(await status(page).textContent())).toBe('120 von 2000 Angeboten angezeigt');
    expect(ungrouped(await more(page).textContent())).toBe('60 weitere anzeigen (noch 1880)');
    expect(await axeViolations(page)).toEqual([]);
    await saveScreenshot(page, 'catalog-long-list');
  });
}

test('comes back from an article to as many cards as before', async ({ page }) => {
  await page.goto(PATH);
  await settle(page, 'Alle Angebote');
  await more(page).focus();
  await page.keyboard.press('Enter');
  await expect(cards(page)).toHaveCount(120);
  await more(page).focus();
  await page.keyboard.press('Enter');
  await expect(cards(page)).toHaveCount(180);

  const card = cards(page).nth(149).getByRole('link');
  const name = (await card.textContent()) ?? '';
  await card.click();
  await expect(page).toHaveURL(/-pl-angebot-150$/);
  await settle(page, name);

  await page.goBack();
  await settle(page, 'Alle Angebote');
  await expect(cards(page)).toHaveCount(180);
  expect(ungrouped(await status(page).textContent())).toBe('180 von 2000 Angeboten angezeigt');

  // a new visit of the list (a link, not the back button) starts at the first page again
  await page.getByRole('navigation', { name: 'Navigationspfad' }).getByRole('link').first().click();
  await settle(page, 'Kulturhaus Demo');
  await page
    .getByRole('navigation', { name: 'Kategorien' })
    .getByRole('link', { name: 'Alle Angebote' })
    .click();
  await settle(page, 'Alle Angebote');
  await expect(cards(page)).toHaveCount(60);
});
