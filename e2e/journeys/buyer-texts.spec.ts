/**
 * Every page has its texts however it is reached (issue 17, point 2): each route of spec section
 * 2 loaded directly, in each language, with a basket where the page needs one (the checkout, its
 * cart summary and personalisation form; the cart panel opened on the first page), and none shows
 * a raw text key or an untranslated name; axe on each.
 */
import { test, expect } from '@playwright/test';
import { loadEveryRouteDirectly } from '../support/directLoads';
import { LANGS } from '../support/storefront';
import { NARROW } from '../support/viewport';

test.use({ viewport: NARROW });

for (const lang of LANGS) {
  test(`${lang}: every route loaded directly has all its texts`, async ({ page, request }) => {
    test.setTimeout(240_000);
    const seen = await loadEveryRouteDirectly(page, request, lang, lang !== 'de');
    expect(seen).toEqual([
      'home',
      'category',
      'seating-chart',
      'article',
      'checkout',
      'status-failed',
      'status-paid',
      'presale',
      'imprint',
      'privacy-policy',
      'not-found',
      'sitemap.xml',
    ]);
  });
}
