/**
 * A style sheet several pages share (catalog.css: categories home, category, article) is a file of
 * its own (styles-catalog, webpack.config.ts's sharedStyles group), downloaded once: going from
 * the home to two categories and an article (in the page, no reload) downloads no style rule a second time.
 */
import { expect, test, type Response } from '@playwright/test';
import { category, placement, settle, SHOP_NAME } from '../support/storefront';

const CONCERTS = category('main-konzerte');
const JAZZ_NIGHT = category('cat-jazz-nacht');
const JAZZ = placement('pl-jazz-nacht');

test('home, category, article: each style sheet is downloaded once, none twice under two names', async ({
  page,
}) => {
  const sheets = new Map<string, Promise<string>>();
  const downloads: string[] = [];
  const noteSheet = (response: Response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.endsWith('.css')) return;
    downloads.push(pathname);
    sheets.set(pathname, response.text());
  };
  page.on('response', noteSheet);

  await page.goto('/de');
  await settle(page, SHOP_NAME);
  await page.getByRole('link', { name: CONCERTS.name.de, exact: true }).first().click();
  await settle(page, CONCERTS.name.de);
  await page.getByRole('link', { name: JAZZ_NIGHT.name.de, exact: true }).first().click();
  await settle(page, JAZZ_NIGHT.name.de);
  await page.getByRole('link', { name: JAZZ.name.de, exact: true }).first().click();
  await settle(page, JAZZ.name.de);
  // what is fetched ahead from here on (the pages behind the article's links) is not read: its
  // body may come after the test has ended
  page.off('response', noteSheet);

  expect(downloads.filter((path) => /\/styles-catalog\.[0-9a-f]{8}\.css$/.test(path))).toHaveLength(
    1,
  );
  // every sheet's rules once (the source map comment names the file; the rules are what counts)
  const rules = await Promise.all(
    [...sheets.values()].map(async (text) =>
      (await text).replace(/\/\*# sourceMappingURL=.*\*\/\s*$/, ''),
    ),
  );
  expect(new Set(rules).size, [...sheets.keys()].join(', ')).toBe(rules.length);
});
