/**
 * Issue 33, point 6: with JavaScript off, every catalog page can be read and followed: the
 * categories, a category, an article, the legal pages, the other languages; the programme's
 * search and filters work as a GET form the server answers; the consent banner's choice is a form
 * too. Buying needs JavaScript, and a line at the top says so.
 */
import { expect, test } from '@playwright/test';
import catalogDe from '../../locales/de/catalog.json';
import commonDe from '../../locales/de/common.json';
import consentDe from '../../locales/de/consent.json';
import layoutDe from '../../locales/de/layout.json';
import layoutEn from '../../locales/en/layout.json';
import { placement, category, SHOP_NAME } from '../support/storefront';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium';
import { NARROW, saveScreenshot } from '../support/viewport';

// JavaScript off as a visitor turns it off: Playwright's switch alone stops scripts but still
// parses <noscript> as if they ran (its text is never shown); the browser's own setting does not
test.use({
  javaScriptEnabled: false,
  viewport: NARROW,
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, '--blink-settings=scriptEnabled=false'],
  },
});

const jazz = placement('pl-jazz-nacht');
const jazzCategory = category('cat-jazz-nacht');

test('a visitor without JavaScript browses, searches, filters and changes language', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'fetch' || request.resourceType() === 'xhr')
      scripts.push(request.url());
  });

  await page.goto('/de');
  await expect(page.getByRole('heading', { level: 1, name: SHOP_NAME })).toBeVisible();
  // the line that says what needs JavaScript
  // (Playwright's text queries skip <noscript>, so the element itself: shown, with its text)
  const noscript = page.locator('body > noscript');
  await expect(noscript).toBeVisible();
  expect(await noscript.textContent()).toBe(commonDe.noscript);
  await saveScreenshot(page, 'no-javascript-home');

  // the consent banner is a form the server takes: the choice is kept, the banner goes
  const banner = page.getByRole('dialog', { name: consentDe.dialog.title, exact: true });
  await banner.getByRole('button', { name: consentDe.dialog.rejectAll, exact: true }).click();
  await expect(page).toHaveURL(/\/de$/);
  await expect(banner).toHaveCount(0);

  // the programme's search: a GET form, answered by the server
  const finder = page.getByRole('search', { name: catalogDe.programme.filters });
  await finder.getByRole('searchbox', { name: catalogDe.programme.search }).fill('Jazz');
  await finder.getByRole('button', { name: catalogDe.programme.submit }).click();
  // (the form sends its empty fields too; the storefront reads them as no filter)
  await expect(page).toHaveURL(/\/de\?q=Jazz(&category=&when=)?$/);
  const found = page.locator('.programme .catalog-card__link');
  await expect(found).toHaveText([jazz.name.de]);
  await expect(page.locator('.programme__count')).toHaveText(/^1 Angebot gefunden$/);

  // a filter: the category, from the same form
  await finder.getByRole('searchbox', { name: catalogDe.programme.search }).fill('');
  await finder
    .getByRole('combobox', { name: catalogDe.programme.category })
    .selectOption({ label: category('main-theater').name.de });
  await finder.getByRole('button', { name: catalogDe.programme.submit }).click();
  await expect(page).toHaveURL(/category=main-theater/);
  expect(await found.count()).toBeGreaterThan(0);
  await expect(found.filter({ hasText: jazz.name.de })).toHaveCount(0);

  // a card to its article, the breadcrumbs to its category
  await page.goto('/de');
  await page.locator('.programme .catalog-card__link', { hasText: jazz.name.de }).click();
  await expect(page).toHaveURL(jazz.path('de'));
  await expect(page.getByRole('heading', { level: 1, name: jazz.name.de })).toBeVisible();
  await saveScreenshot(page, 'no-javascript-article');
  await page
    .getByRole('navigation', { name: catalogDe.breadcrumb })
    .getByRole('link', { name: jazzCategory.name.de })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: jazzCategory.name.de })).toBeVisible();

  // the other language, the legal pages
  await page
    .getByRole('navigation', { name: layoutDe.languageSwitcher.label, exact: true })
    .getByRole('link', { name: 'English', exact: true })
    .click();
  await expect(page).toHaveURL(`/en/c/${jazzCategory.id}`);
  await expect(page.getByRole('heading', { level: 1, name: jazzCategory.name.en })).toBeVisible();
  await page.getByRole('link', { name: layoutEn.footer.imprint, exact: true }).click();
  await expect(page).toHaveURL('/en/about/imprint');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // nothing of the above needed a call from the page
  expect(scripts).toEqual([]);
});
