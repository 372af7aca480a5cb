/**
 * Every page has its texts however it is reached (issue 17, point 2): each route of spec section
 * 2 that an order changes loaded directly, in each language, with a basket (the article's amounts
 * and the cart panel opened there, the checkout with its cart summary and personalisation form, the
 * status pages), and none shows a raw text key or an untranslated name; axe on each, and none
 * scrolls sideways at 375 px. The pages an order leaves alone (the categories home, a category,
 * the legal pages) are loaded directly with the same checks by browse-pages.spec.ts.
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
      'seating-chart',
      'article',
      'checkout',
      'status-failed',
      'status-paid',
      'presale',
      'not-found',
      'sitemap.xml',
    ]);
  });
}
