/** @jest-environment ./src/test/nodeEnvironment.cjs */
import type { Shop } from '../../src/api/types';
import { loadDemoFixture } from './fixture';
import { demoServerPerTest } from '../testing/demoServer';
import { DEMO } from '../testing/fixtureIds';
import { ShopClient, visitor } from '../testing/shopClient';
import { BIG_CATEGORY_ID, BIG_CATEGORY_PLACEMENTS, withBigCategory } from './bigCategory';

const demo = loadDemoFixture();
const big = withBigCategory(demo);

describe('withBigCategory', () => {
  it('adds one category under the root with 2,000 visible placements in sequence', () => {
    const category = big.shop.categories.find((c) => c.id === BIG_CATEGORY_ID);
    expect(category).toMatchObject({ parent: 'root-demo', eventId: null });
    expect(Object.keys(category?.name ?? {}).sort()).toEqual(['de', 'en', 'fr', 'it']);
    const inCategory = big.shop.placements.filter((p) => p.categoryId === BIG_CATEGORY_ID);
    expect(inCategory).toHaveLength(BIG_CATEGORY_PLACEMENTS);
    expect(inCategory.every((p) => !p.hidden)).toBe(true);
    expect(inCategory.map((p) => p.sequence)).toEqual(
      Array.from({ length: BIG_CATEGORY_PLACEMENTS }, (_, index) => index + 1),
    );
  });

  it('references only what exists, with unique ids and slugs, and leaves the demo shop alone', () => {
    const articles = new Set(big.shop.articles.map((a) => a.id));
    const variants = new Map(big.shop.variants.map((v) => [v.id, v]));
    const seated = new Set(big.shop.seatingCharts.map((chart) => chart.placementId));
    for (const p of big.shop.placements) {
      expect(articles.has(p.articleId)).toBe(true);
      for (const id of p.variantIds) expect(variants.get(id)?.articleId).toBe(p.articleId);
      expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      if (p.categoryId === BIG_CATEGORY_ID) expect(seated.has(p.id)).toBe(false);
    }
    expect(new Set(big.shop.placements.map((p) => p.id)).size).toBe(big.shop.placements.length);
    expect(new Set(big.shop.placements.map((p) => p.slug)).size).toBe(big.shop.placements.length);
    expect(demo).toEqual(loadDemoFixture());
    expect(big.shop.placements).toHaveLength(demo.shop.placements.length + BIG_CATEGORY_PLACEMENTS);
  });

  it('makes as many placements as asked', () => {
    const small = withBigCategory(demo, 3);
    expect(small.shop.placements.filter((p) => p.categoryId === BIG_CATEGORY_ID)).toHaveLength(3);
  });
});

describe('the demo shop API on the big category fixture', () => {
  const server = demoServerPerTest(() => ({ fixture: withBigCategory(loadDemoFixture()) }));

  it('answers the shop with the 2,000 placements of the category', async () => {
    const client = new ShopClient(server.url());
    const { status, body } = await client.api<Shop>('GET', `shop/${DEMO.slug}`);
    expect(status).toBe(200);
    expect(body.categories.map((c) => c.id)).toContain(BIG_CATEGORY_ID);
    expect(body.placements.filter((p) => p.categoryId === BIG_CATEGORY_ID)).toHaveLength(
      BIG_CATEGORY_PLACEMENTS,
    );
  });

  it('sells the copies: an adult ticket of the last copy of the impro evening goes into an order', async () => {
    const client = await visitor(server.url());
    const impro = demo.shop.placements.find((p) => p.id === 'pl-improtheater');
    const copies = big.shop.placements.filter(
      (p) => p.categoryId === BIG_CATEGORY_ID && p.articleId === impro?.articleId,
    );
    expect(copies.length).toBeGreaterThan(100);
    const last = copies[copies.length - 1];
    const order = await client.createOrder();
    const { status, body } = await client.addItems(order.id, [
      { variant: 'var-impro-erwachsene', placementId: last.id },
    ]);
    expect(status).toBe(201);
    expect(body.items.map((item) => item.placementId)).toEqual([last.id]);
  });
});
