/**
 * A long category for the browser journeys: the demo shop has none, so the shop's real answer
 * gets one more main category of `count` placements in the browser, made as the benchmark makes
 * it on the fixture (bench/bigCategory.ts: copies of the shop's own visible, unseated placements,
 * each linking to a real article with real variants and prices).
 */
import type { Page } from '@playwright/test';
import type { Shop } from '../../src/api/types';
import type { DemoFixture } from '../../server/demoFixture/fixture';
import { BIG_CATEGORY_ID, withBigCategory } from '../../bench/bigCategory';

export { BIG_CATEGORY_ID };

/** Every shop answer the page gets holds the long category. */
export async function withLongCategory(page: Page, count: number): Promise<void> {
  await page.route(
    (url) => /^\/api\/shop\/v2\/shop\/[^/]+$/.test(url.pathname),
    async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      if (!response.ok()) return route.fulfill({ response });
      const shop = (await response.json()) as Shop;
      const long = withBigCategory({ shop } as DemoFixture, count).shop;
      return route.fulfill({ response, json: long });
    },
  );
}
