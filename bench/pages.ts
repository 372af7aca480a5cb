import type { Page } from '@playwright/test';
import { BIG_CATEGORY_ID } from '../server/demoFixture/bigCategory';
import demo from '../server/fixtures/demo-shop.json';

/** A storefront page the bench opens, in German. */
export interface BenchPage {
  key: string;
  /** how the table names it */
  label: string;
  path: string;
  /** also measured with Lighthouse */
  lighthouse: boolean;
}

export const placementPath = (id: string): string => {
  const placement = demo.shop.placements.find((candidate) => candidate.id === id);
  if (!placement) throw new Error(`no placement ${id} in the demo shop`);
  return `/de/a/${placement.slug}-${placement.id}`;
};

const [chart] = demo.shop.seatingCharts;

/** The pages of the issue (categories home, category, article) and the seating chart. */
export const BENCH_PAGES: readonly BenchPage[] = [
  { key: 'home', label: 'categories home', path: '/de', lighthouse: true },
  { key: 'category', label: 'category', path: '/de/c/cat-jazz-nacht', lighthouse: true },
  { key: 'article', label: 'article', path: placementPath('pl-jazz-nacht'), lighthouse: true },
  {
    key: 'seating',
    label: 'seating chart',
    path: `/de/c/${chart.categoryId}/${chart.slug}-${chart.seatingChartId}`,
    lighthouse: false,
  },
];

/**
 * A page of a large shop (DEMO_BIG_CATEGORY, its own server in the run): the category of 2,000
 * placements, whose shop answer is too large for the page (docs/decisions/page-data-block.md).
 * Lighthouse measures its LCP against its HTML floor, as the budget asks.
 */
export const LARGE_SHOP_PAGE: BenchPage = {
  key: 'bigCategory',
  label: 'category of 2,000 placements',
  path: `/de/c/${BIG_CATEGORY_ID}`,
  lighthouse: true,
};

/** The article page of the burst and the countdown: the impro evening (adult ticket, CHF 28). */
export const IMPRO_PATH = placementPath('pl-improtheater');

/**
 * Until the page has settled: an h1 shown, the loading bar back at rest, the fonts ready and
 * no request for half a second (so chunks loaded on first render are in). Throws when the page
 * shows the error page instead.
 */
export async function settle(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  // a page that broke shows the error page (src/features/errors/ErrorPage.tsx): no figure from it
  if (await page.locator('.error-page').count())
    throw new Error(
      `${page.url()} shows the error page: ${await page.locator('h1').first().innerText()}`,
    );
  await page.locator('.loading-bar[data-phase="idle"]').waitFor({ state: 'attached' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForLoadState('networkidle');
}

/**
 * The floor app's page (bench/floor: one route for every address), measured at the German
 * home's address; every page of the storefront is set beside it.
 */
export const FLOOR_PAGE: BenchPage = {
  key: 'floor',
  label: 'floor',
  path: '/de',
  lighthouse: true,
};

/** Until the floor's page has settled: its h1 (the shop's name) shown, the fonts ready, no request for half a second. */
export async function settleFloor(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForLoadState('networkidle');
}
