import { expect, test } from '@playwright/test';
import { SHOP_NAME, catalogText, placement, settle } from '../support/storefront';

/** Focus for keyboard and screen reader visitors: the skip link, and the h1 after each navigation. */

test('after clicking a category link, focus is on the new page h1', async ({ page }) => {
  await page.goto('/de');
  await settle(page, SHOP_NAME);
  await page
    .getByRole('navigation', { name: catalogText('de').mainCategories, exact: true })
    .getByRole('link', { name: 'Konzerte', exact: true })
    .click();
  await expect(page).toHaveURL('/de/c/main-konzerte');
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveText('Konzerte');
  await expect(h1).toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');

  // and again one level down, through a sub-category card
  await page.getByRole('link', { name: 'Jazznacht im Foyer', exact: true }).click();
  await expect(page).toHaveURL('/de/c/cat-jazz-nacht');
  await expect(h1).toHaveText('Jazznacht im Foyer');
  await expect(h1).toBeFocused();
});

test('following an article card and a breadcrumb also focuses the h1', async ({ page }) => {
  const jazz = placement('pl-jazz-nacht');
  await page.goto('/en/c/cat-jazz-nacht');
  await settle(page, 'Jazz Night in the Foyer');
  await page
    .getByRole('region', { name: 'Offers' })
    .getByRole('link', { name: jazz.name.en })
    .click();
  await expect(page).toHaveURL(jazz.path('en'));
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  await page
    .getByRole('navigation', { name: catalogText('en').breadcrumb })
    .getByRole('link', { name: 'Concerts' })
    .click();
  await expect(page).toHaveURL('/en/c/main-konzerte');
  await expect(page.getByRole('heading', { level: 1, name: 'Concerts' })).toBeFocused();
});

test('the first Tab reaches the skip link; Enter on it moves focus to main', async ({ page }) => {
  await page.goto('/de/c/main-konzerte');
  await settle(page, 'Konzerte');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();

  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL('/de/c/main-konzerte#main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Konzerte');

  // the next Tab goes on inside the page, past the header
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
  expect(inMain, 'focus after the skip link is inside main').toBe(true);
});

test('the skip link is the first stop in every language', async ({ page }) => {
  for (const [lang, label] of [
    ['en', 'Skip to content'],
    ['fr', 'Aller au contenu'],
    ['it', 'Vai al contenuto'],
  ] as const) {
    await page.goto(`/${lang}/about/imprint`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: label })).toBeFocused();
  }
});
