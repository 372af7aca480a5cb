import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { settle } from '../support/storefront';
import { NARROW, WIDE, horizontalOverflow, saveScreenshot } from '../support/viewport';

/**
 * The programme on the categories home in Chromium: cards by date with what a buyer decides by,
 * search without accents, filters in the address (back walks through them, a reload keeps
 * them), the empty result and clearing it, a filtered address loaded directly in another
 * language, and the same cards (sold out, few left) on a category page. The page's clock is
 * fixed before the demo season, so 'upcoming' and the date filters read the same on any day.
 */

const SHOP = 'Kulturhaus Demo';
const programme = (page: Page, name = 'Programm') => page.getByRole('region', { name });
const cardTitles = (page: Page, name?: string) =>
  programme(page, name).getByRole('heading', { level: 3 }).allTextContents();
const card = (page: Page, title: string, name?: string) =>
  programme(page, name)
    .getByRole('article')
    .filter({
      has: page.getByRole('heading', { level: 3, name: title, exact: true }),
    });

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-26T10:00:00+01:00'));
});

for (const viewport of [NARROW, WIDE]) {
  test(`the programme by date with venue, price and availability (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/de');
    await settle(page, SHOP);
    const titles = await cardTitles(page);
    expect(titles[0]).toBe('Konzert & Übernachtung im Hotel Seeblick');
    expect(titles.slice(-2)).toEqual(['Geschenkgutschein', 'Konzertgutschein für zwei']);
    const gala = card(page, 'Silvestergala');
    await expect(gala).toContainText('Ausverkauft');
    await expect(gala).toContainText('Grosser Saal');
    await expect(gala).toContainText('Konzerte');
    await expect(gala).toContainText(
      /Do\., 31\. Dez\. 2026, 20:00\s*–\s*Fr\., 1\. Jan\. 2027, 01:00/,
    );
    await expect(card(page, 'Die Zauberflöte')).toContainText('Nur noch wenige');
    await expect(card(page, 'Geschenkgutschein')).toContainText(/Preis nach Wahl, ab CHF\s20\.00/);
    expect(await axeViolations(page)).toEqual([]);
    expect((await horizontalOverflow(page)).culprits).toEqual([]);
    await saveScreenshot(page, 'programme-home');

    await page.goto('/de/c/main-uebernachten');
    await settle(page, 'Konzert & Übernachtung');
    const stay = page.getByRole('region', { name: 'Angebote' }).getByRole('article');
    await expect(stay).toContainText('Nur noch wenige');
    await expect(stay).toContainText(
      /Sa\., 12\. Dez\. 2026, 15:00\s*–\s*So\., 13\. Dez\. 2026, 12:00/,
    );
    expect(await axeViolations(page)).toEqual([]);
    await saveScreenshot(page, 'programme-category');

    await page.goto('/de/c/cat-silvestergala');
    await settle(page, 'Silvestergala');
    const soldOut = page.getByRole('region', { name: 'Angebote' }).getByRole('article');
    await expect(soldOut).toContainText('Ausverkauft');
    // still open to read
    await soldOut.getByRole('link', { name: 'Silvestergala' }).click();
    await expect(page).toHaveURL(/\/de\/a\/silvestergala-pl-silvestergala$/);
  });
}

test('search without accents, filter, reload, back, an empty result and clearing it', async ({
  page,
}) => {
  await page.goto('/de');
  await settle(page, SHOP);
  const search = programme(page).getByRole('searchbox', { name: 'Suchen' });
  const status = programme(page).getByRole('status');

  // by keyboard: type into the search field
  await search.focus();
  await page.keyboard.type('zauberflote');
  await expect.poll(() => cardTitles(page)).toEqual(['Die Zauberflöte']);
  await expect(status).toHaveText('1 Angebot gefunden');
  await expect(page).toHaveURL('/de?q=zauberflote');

  // a filter: a new history entry
  await search.fill('');
  await expect(page).toHaveURL('/de');
  await programme(page).getByRole('combobox', { name: 'Kategorie' }).selectOption('main-familie');
  await expect(page).toHaveURL('/de?category=main-familie');
  await programme(page).getByRole('combobox', { name: 'Datum' }).selectOption('range');
  await programme(page).getByLabel('Von').fill('2026-12-28');
  await programme(page).getByLabel('Bis').fill('2026-12-28');
  await expect(page).toHaveURL(
    '/de?category=main-familie&when=range&from=2026-12-28&to=2026-12-28',
  );
  const filtered = ['Kinderzirkus Farfalla', 'Familienpaket Zirkus', 'Zirkus-Workshop für Kinder'];
  await expect.poll(() => cardTitles(page)).toEqual(filtered);
  await expect(status).toHaveText('3 Angebote gefunden');
  expect(await axeViolations(page)).toEqual([]);

  // a reload keeps the address and the result
  await page.reload();
  await settle(page, SHOP);
  await expect.poll(() => cardTitles(page)).toEqual(filtered);
  await expect(programme(page).getByRole('combobox', { name: 'Kategorie' })).toHaveValue(
    'main-familie',
  );
  await expect(programme(page).getByLabel('Von')).toHaveValue('2026-12-28');

  // back walks through the filter changes
  await page.goBack();
  await expect(page).toHaveURL(/when=range&from=2026-12-28$/);
  await page.goBack();
  await expect(page).toHaveURL(/when=range$/);
  await page.goBack();
  await expect(page).toHaveURL('/de?category=main-familie');
  await expect(programme(page).getByRole('combobox', { name: 'Datum' })).toHaveValue('');

  // nothing this month (November) in the family programme: the page says so and clears
  await programme(page).getByRole('combobox', { name: 'Datum' }).selectOption('month');
  await expect(programme(page).getByText('Keine Angebote passen zu Ihrer Suche.')).toBeVisible();
  await expect(status).toHaveText('0 Angebote gefunden');
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, 'programme-empty');
  await programme(page).getByRole('button', { name: 'Filter zurücksetzen' }).click();
  await expect(page).toHaveURL('/de');
  await expect.poll(async () => (await cardTitles(page)).length).toBe(14);
});

test('a filtered address loaded directly, in French', async ({ page }) => {
  await page.setViewportSize(NARROW);
  await page.goto('/fr?q=flute&category=main-theater');
  await settle(page, SHOP);
  await expect.poll(() => cardTitles(page, 'Programme')).toEqual(['La Flûte enchantée']);
  await expect(
    programme(page, 'Programme').getByRole('searchbox', { name: 'Rechercher' }),
  ).toHaveValue('flute');
  await expect(programme(page, 'Programme').getByRole('status')).toHaveText('1 offre trouvée');
  await expect(card(page, 'La Flûte enchantée', 'Programme')).toContainText(
    'Plus que quelques places',
  );
  // the canonical link keeps the category, not the free text
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/fr\?category=main-theater$/,
  );
  expect(await axeViolations(page)).toEqual([]);

  // on a desktop each filter is as wide as its longest choice: none is cut short
  await page.setViewportSize(WIDE);
  const cut = await programme(page, 'Programme')
    .locator('select')
    .evaluateAll((selects) =>
      (selects as HTMLSelectElement[]).flatMap((select) => {
        // the width the select takes for its own choices, beside the one it has
        const free = select.cloneNode(true) as HTMLSelectElement;
        free.style.width = 'max-content';
        free.style.position = 'absolute';
        select.parentElement?.append(free);
        const wanted = free.offsetWidth;
        free.remove();
        return select.offsetWidth + 1 < wanted
          ? [`${select.name || select.id}: ${select.offsetWidth} of ${wanted} px`]
          : [];
      }),
    );
  expect(cut).toEqual([]);
});
