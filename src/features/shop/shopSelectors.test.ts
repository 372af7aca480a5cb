import { siteConfig } from '../../../config/site';
import { loadDemoFixture } from '../../../server/demoFixture/fixture';
import type { Shop, Variant } from '../../api/types';
import { makeStore } from '../../app/store';
import { demoApiPerTest } from '../../test/demoApi';
import { accessTokenReceived } from '../session/sessionSlice';
import {
  lowestPrice,
  placementsByCategory,
  selectArticle,
  selectArticlesById,
  selectCategoryPlacements,
  selectEvent,
  selectLowestPrice,
  selectLowestPrices,
  selectPlacementsByCategory,
  selectSeatingChartsByPlacement,
  selectShop,
  selectVariant,
  selectVisiblePlacements,
  selectVisiblePlacementsByCategory,
  variantMinimumPrice,
} from './shopSelectors';
import { shopQuery } from './shopQuery';

const demoShop = (): Shop => loadDemoFixture().shop;
const slug = siteConfig.shopSlug ?? 'demo';

/** A store whose getShop cache holds `shop`, as if the server had answered with it. */
async function storeWith(shop: Shop, accessToken?: string) {
  const store = makeStore();
  if (accessToken) store.dispatch(accessTokenReceived(accessToken));
  await store.dispatch(shopQuery.util.upsertQueryData('getShop', slug, shop));
  return store;
}

const variantMap = (shop: Shop) =>
  new Map<string, Variant>(shop.variants.map((variant) => [variant.id, variant]));
const ids = (list: readonly { id: string }[] | undefined) => (list ?? []).map((entry) => entry.id);

describe('pure shop functions', () => {
  it('groups placements by category in sequence order', () => {
    const shop = demoShop();
    const shuffled = { ...shop, placements: [...shop.placements].reverse() };
    const grouped = placementsByCategory(shuffled);
    expect(ids(grouped.get('cat-sinfonie-winter'))).toEqual([
      'pl-sinfonie-winter',
      'pl-sinfonie-einfuehrung',
    ]);
    expect(ids(grouped.get('main-gutscheine'))).toEqual([
      'pl-geschenkgutschein',
      'pl-konzertgutschein',
    ]);
    expect(ids(grouped.get('cat-zauberfloete'))).toEqual([
      'pl-zauberfloete',
      'pl-zauberfloete-generalprobe',
    ]);
    expect(grouped.get('root-demo')).toBeUndefined();
  });

  it('breaks sequence ties by id, so the order is stable', () => {
    const shop = demoShop();
    for (const placement of shop.placements) placement.sequence = 1;
    expect(ids(placementsByCategory(shop).get('cat-sinfonie-winter'))).toEqual([
      'pl-sinfonie-einfuehrung',
      'pl-sinfonie-winter',
    ]);
  });

  it('prices a variant at its least: discount, chosen-price minimum, bundle children', () => {
    const shop = demoShop();
    const variants = variantMap(shop);
    const price = (id: string) => variantMinimumPrice(variants.get(id) as Variant, variants);
    expect(price('var-zauberfloete-erwachsene')).toBe(7500);
    expect(price('var-kammermusik-student')).toBe(2500);
    expect(price('var-jazz-soli')).toBe(1500);
    expect(price('var-familienpaket')).toBe(0 + 1 * 2200 + 2 * 1200);
  });

  it('names the lowest price that can still be bought, and a sold-out price only when all are', () => {
    const shop = demoShop();
    const variants = variantMap(shop);
    const placement = (id: string) => shop.placements.find((candidate) => candidate.id === id)!;
    // the single room (CHF 240.00) is sold out: the stay is 'ab' the double room
    expect(lowestPrice(placement('pl-konzert-hotel'), variants)).toEqual({
      amount: 36000,
      choice: false,
    });
    // the gala's one price is sold out: still said, next to 'sold out'
    expect(lowestPrice(placement('pl-silvestergala'), variants)).toEqual({
      amount: 9500,
      choice: false,
    });
  });

  it('finds the lowest price of a placement, marking a chosen price', () => {
    const shop = demoShop();
    const variants = variantMap(shop);
    const placement = (id: string) => shop.placements.find((candidate) => candidate.id === id)!;
    expect(lowestPrice(placement('pl-sinfonie-winter'), variants)).toEqual({
      amount: 3000,
      choice: false,
    });
    expect(lowestPrice(placement('pl-kammermusik'), variants)).toEqual({
      amount: 1500,
      choice: false,
    });
    expect(lowestPrice(placement('pl-jazz-nacht'), variants)).toEqual({
      amount: 1500,
      choice: true,
    });
    expect(lowestPrice(placement('pl-geschenkgutschein'), variants)).toEqual({
      amount: 2000,
      choice: true,
    });
    expect(lowestPrice(placement('pl-familienpaket'), variants)).toEqual({
      amount: 4600,
      choice: false,
    });
    expect(
      lowestPrice({ ...placement('pl-jazz-nacht'), variantIds: ['var-unknown'] }, variants),
    ).toBeNull();
  });
});

describe('shop selectors', () => {
  it('give empty results before the shop is loaded', () => {
    const state = makeStore().getState();
    expect(selectShop(state)).toBeUndefined();
    expect(selectPlacementsByCategory(state).size).toBe(0);
    expect(selectCategoryPlacements(state, 'cat-zauberfloete')).toEqual([]);
    expect(selectVisiblePlacements(state)).toEqual([]);
    expect(selectLowestPrice(state, 'pl-jazz-nacht')).toBeNull();
    expect(selectArticlesById(state).size).toBe(0);
  });

  it('leave hidden placements out without an access token, and keep them with one', async () => {
    const shop = demoShop(); // the full shop, hidden placement included
    const anonymous = (await storeWith(shop)).getState();
    expect(ids(selectCategoryPlacements(anonymous, 'cat-zauberfloete'))).toEqual([
      'pl-zauberfloete',
    ]);
    expect(ids(selectVisiblePlacements(anonymous))).not.toContain('pl-zauberfloete-generalprobe');

    const insider = (await storeWith(shop, 'demo-access-2026')).getState();
    expect(ids(selectCategoryPlacements(insider, 'cat-zauberfloete'))).toEqual([
      'pl-zauberfloete',
      'pl-zauberfloete-generalprobe',
    ]);
    expect(ids(selectVisiblePlacements(insider))).toContain('pl-zauberfloete-generalprobe');
  });

  it('look articles, variants, events and seating charts up by id', async () => {
    const state = (await storeWith(demoShop())).getState();
    expect(selectArticle(state, 'art-konzert-hotel')?.type).toBe('ACCOMMODATION');
    expect(selectVariant(state, 'var-jazz-soli')?.priceStrategy).toBe('CHOICE');
    expect(selectEvent(state, 'ev-jazz-nacht')?.venue).toBe('Foyer');
    expect(selectArticle(state, 'nope')).toBeUndefined();
    expect(selectSeatingChartsByPlacement(state).get('pl-sinfonie-winter')?.slug).toBe(
      'grosser-saal',
    );
    expect(selectLowestPrice(state, 'pl-konzert-hotel')).toEqual({ amount: 36000, choice: false });
  });

  it('are memoised: the same result while the shop and the token stay the same', async () => {
    const store = await storeWith(demoShop());
    const first = store.getState();
    const grouped = selectVisiblePlacementsByCategory(first);
    const prices = selectLowestPrices(first);
    const category = selectCategoryPlacements(first, 'cat-kinderzirkus');
    store.dispatch({ type: 'unrelated/event' });
    const second = store.getState();
    expect(selectVisiblePlacementsByCategory(second)).toBe(grouped);
    expect(selectLowestPrices(second)).toBe(prices);
    expect(selectCategoryPlacements(second, 'cat-kinderzirkus')).toBe(category);

    // a new token changes what is visible (and makes the access-token saga fetch the shop again)
    store.dispatch(accessTokenReceived('demo-access-2026'));
    expect(selectVisiblePlacementsByCategory(store.getState())).not.toBe(grouped);
  });

  describe('on the demo server', () => {
    const start = demoApiPerTest();

    it('select from the shop the server answered', async () => {
      const api = await start();
      const store = api.makeStore();
      const query = store.dispatch(shopQuery.endpoints.getShop.initiate(slug));
      await query;
      const state = store.getState();
      expect(selectShop(state)?.name).toBe('Kulturhaus Demo');
      expect(ids(selectCategoryPlacements(state, 'cat-kinderzirkus'))).toEqual([
        'pl-kinderzirkus',
        'pl-familienpaket',
      ]);
      expect(ids(selectCategoryPlacements(state, 'cat-zauberfloete'))).toEqual(['pl-zauberfloete']);
      expect(selectLowestPrice(state, 'pl-familienpaket')).toEqual({ amount: 4600, choice: false });
      query.unsubscribe();
    });
  });
});
