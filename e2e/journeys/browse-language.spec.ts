import { expect, test } from '@playwright/test';
import { LANGUAGE_COOKIE, SHOP_NAME, placement, settle } from '../support/storefront';

/** Switching languages (spec sections 4 and 9): same page, other prefix, the choice kept in a cookie for 365 days. */

const jazz = placement('pl-jazz-nacht');
const DAY_S = 24 * 60 * 60;

test('switching an article page to English keeps the page and remembers the language', async ({
  page,
  context,
}) => {
  await page.goto(jazz.path('de'));
  await settle(page, jazz.name.de);
  expect(
    (await context.cookies()).find((cookie) => cookie.name === LANGUAGE_COOKIE),
  ).toBeUndefined();

  // the page in its new language shows the shop's names in it from its first frame: the server
  // sent the shop's texts in German only, and the switch reads them whole before it shows the page
  await page.evaluate(() => {
    const seen = window as unknown as { h1WhenEnglish?: string };
    new MutationObserver(() => {
      if (document.documentElement.lang === 'en' && seen.h1WhenEnglish === undefined)
        seen.h1WhenEnglish = document.querySelector('h1')?.textContent ?? '';
    }).observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  });
  const switcher = page.getByRole('navigation', { name: 'Sprache' });
  await expect(switcher.getByRole('link', { name: 'Deutsch' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await switcher.getByRole('link', { name: 'English' }).click();

  await expect(page).toHaveURL(jazz.path('en'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(jazz.name.en);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(
    await page.evaluate(() => (window as unknown as { h1WhenEnglish?: string }).h1WhenEnglish),
  ).toBe(jazz.name.en);
  await expect(
    page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'English' }),
  ).toHaveAttribute('aria-current', 'page');

  const cookie = (await context.cookies()).find((candidate) => candidate.name === LANGUAGE_COOKIE);
  expect(cookie, `cookie ${LANGUAGE_COOKIE}`).toBeDefined();
  expect(cookie!.value).toBe('en');
  expect(cookie!.path).toBe('/');
  expect(cookie!.sameSite).toBe('Lax');
  const expected = Date.now() / 1000 + 365 * DAY_S;
  expect(Math.abs(cookie!.expires - expected), 'expires in 365 days').toBeLessThan(60);
});

test('the remembered language brings the visitor back to it from /', async ({ page }) => {
  await page.goto('/de/about/imprint');
  await settle(page, 'Impressum');
  await page
    .getByRole('navigation', { name: 'Sprache' })
    .getByRole('link', { name: 'Français' })
    .click();
  await expect(page).toHaveURL('/fr/about/imprint');
  await settle(page, 'Mentions légales');

  await page.goto('/');
  await expect(page).toHaveURL('/fr');
  await settle(page, SHOP_NAME);
});

test('the switch keeps the query and works from every language', async ({ page }) => {
  await page.goto('/it/c/main-konzerte?page=2');
  await settle(page, 'Concerti');
  for (const [label, lang, h1, nav] of [
    ['Deutsch', 'de', 'Konzerte', 'Lingua'],
    ['Français', 'fr', 'Concerts', 'Sprache'],
    ['Italiano', 'it', 'Concerti', 'Langue'],
  ] as const) {
    await page.getByRole('navigation', { name: nav }).getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(`/${lang}/c/main-konzerte?page=2`);
    await settle(page, h1);
  }
});
