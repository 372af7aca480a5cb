import { siteConfig } from '../../../config/site';
import demo from '../../../server/fixtures/demo-shop.json';
import { pageHydrated } from '../../api/pageHydration';
import type { Shop } from '../../api/types';
import { holdsLanguage, localise, textsFor } from '../../lib/localisedText';
import { demoApiPerTest, startTestApi, type TestApi } from '../../test/demoApi';
import { selectShop } from './shopSelectors';
import { shopTextsIn } from './shopTexts';

const slug = siteConfig.shopSlug ?? 'demo';
const start = demoApiPerTest();

/** A store as a French page's hydration leaves it: the shop answer cut to French and German. */
async function frenchPage(
  api?: TestApi,
): Promise<{ api: TestApi; store: ReturnType<TestApi['makeStore']> }> {
  api ??= await start();
  const store = api.makeStore();
  const answer = textsFor(demo.shop as unknown as Shop, 'fr');
  store.dispatch(
    pageHydrated({
      shopApi: {
        queries: {
          [`getShop(${JSON.stringify(slug)})`]: {
            status: 'fulfilled',
            endpointName: 'getShop',
            requestId: 'server',
            originalArgs: slug,
            startedTimeStamp: 1,
            fulfilledTimeStamp: 2,
            data: answer,
          },
        },
        mutations: {},
        provided: { tags: {}, keys: {} },
      },
    }),
  );
  return { api, store };
}

const shopCalls = (api: TestApi) => api.requestsTo(`/api/shop/v2/shop/${slug}`, 'GET').length;
const firstCategoryName = (shop: Shop | undefined, lang: 'de' | 'en' | 'fr' | 'it') =>
  localise(shop?.categories[0]?.name, lang);

describe('the shop answer in the language a navigation goes to', () => {
  it("is the page's own for French and German: nothing is read", async () => {
    const { api, store } = await frenchPage();
    await shopTextsIn(store, 'fr');
    await shopTextsIn(store, 'de');
    expect(shopCalls(api)).toBe(0);
    expect(holdsLanguage(selectShop(store.getState()), 'en')).toBe(false);
  });

  it('is read whole once for English, and then holds every language', async () => {
    const { api, store } = await frenchPage();
    await shopTextsIn(store, 'en');
    expect(shopCalls(api)).toBe(1);
    const shop = selectShop(store.getState());
    expect(firstCategoryName(shop, 'en')).toBe(localise(demo.shop.categories[0].name, 'en'));
    expect(firstCategoryName(shop, 'en')).not.toBe(firstCategoryName(shop, 'de'));
    await shopTextsIn(store, 'it');
    expect(shopCalls(api)).toBe(1);
  });

  it('keeps the cut answer when the read fails, and says nothing (German stands in)', async () => {
    // a server of its own, closed before the read
    const { api, store } = await frenchPage(await startTestApi());
    await api.close();
    await expect(shopTextsIn(store, 'en')).resolves.toBeUndefined();
    const shop = selectShop(store.getState());
    expect(firstCategoryName(shop, 'en')).toBe(localise(demo.shop.categories[0].name, 'de'));
  });

  it('reads nothing before any page has the shop', async () => {
    const api = await start();
    const store = api.makeStore();
    await shopTextsIn(store, 'en');
    expect(shopCalls(api)).toBe(0);
  });
});
