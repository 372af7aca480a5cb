import { expect, test } from '@playwright/test';
import common from '../../locales/de/common.json';
import { axeViolations } from '../support/axe';
import { NARROW, saveScreenshot } from '../support/viewport';
import { LANGUAGE_COOKIE, SHOP_NAME, catalogText, placement, settle } from '../support/storefront';

/** Redirects and not-found pages of spec sections 2, 4 and 8. */

test.describe('/ goes to the visitor language', () => {
  test.describe('with a French-Swiss browser', () => {
    test.use({ locale: 'fr-CH' });
    test('/ → /fr', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL('/fr');
      await settle(page, SHOP_NAME);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    });
  });

  test.describe('with the language cookie', () => {
    // the cookie wins over the browser's French
    test.use({ locale: 'fr-CH' });
    test('/ → /it', async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'it', url: baseURL! }]);
      await page.goto('/');
      await expect(page).toHaveURL('/it');
      await settle(page, SHOP_NAME);
      await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    });
  });

  test.describe('with neither', () => {
    // Playwright's default browser locale is en-US, which would rightly give /en
    test.use({ locale: 'ja-JP' });
    test('/ → /de, keeping the query', async ({ page }) => {
      await page.goto('/?page=2');
      await expect(page).toHaveURL('/de?page=2');
      await settle(page, SHOP_NAME);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    });
  });
});

test('an unknown route is a 404 with the path and a way to the categories home', async ({
  page,
}) => {
  await page.goto('/de/gibt-es-nicht');
  await expect(
    page.getByText(common.pageNotFound.replace('{{path}}', '/de/gibt-es-nicht'), { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    common.shared.states.notFound.title,
  );
  await expect(page).toHaveTitle(/^404 - /);
  await expect(page).toHaveTitle(
    '404 - Seite nicht gefunden: /de/gibt-es-nicht · Kulturhaus Demo · Billett',
  );
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, 'not-found-de');
  await page.setViewportSize(NARROW);
  await saveScreenshot(page, 'not-found-de');

  await page.getByRole('link', { name: common.shared.actions.navigateHome }).click();
  await expect(page).toHaveURL('/de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SHOP_NAME);
  await expect(page).not.toHaveTitle(/^404/);
});

test('an unknown category is a 404: Category not found', async ({ page }) => {
  await page.goto('/en/c/nope');
  await expect(page.getByText(catalogText('en').categoryNotFound, { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/^404 - Category not found · /);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await axeViolations(page)).toEqual([]);
});

test('the root category page redirects to the categories home', async ({ page }) => {
  await page.goto('/de/c/root-demo');
  await expect(page).toHaveURL('/de');
  await settle(page, SHOP_NAME);
});

test('a main category is not mistaken for the root', async ({ page }) => {
  await page.goto('/de/c/main-theater');
  await expect(page).toHaveURL('/de/c/main-theater');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Theater');
});

test('an article with a wrong slug and a right id redirects to its own address', async ({
  page,
}) => {
  const jazz = placement('pl-jazz-nacht');
  await page.goto('/de/a/falscher-name-pl-jazz-nacht?page=2');
  await expect(page).toHaveURL(`${jazz.path('de')}?page=2`);
  await settle(page, jazz.name.de);

  // Back must not land on the wrong address again (the redirect replaces it)
  await page.goto('/de/c/cat-jazz-nacht');
  await page.goto('/de/a/jazz-pl-jazz-nacht');
  await expect(page).toHaveURL(jazz.path('de'));
  await page.goBack();
  await expect(page).toHaveURL('/de/c/cat-jazz-nacht');
});

test('an unknown article id is a 404', async ({ page }) => {
  await page.goto('/de/a/jazznacht-im-foyer-pl-gibt-es-nicht');
  await expect(page.getByText(catalogText('de').placementNotFound, { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/^404 - /);
});
