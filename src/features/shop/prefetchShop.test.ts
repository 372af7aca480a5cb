import { siteConfig } from '../../../config/site';
import { demoApiPerTest } from '../../test/demoApi';
import { prefetchShop } from './prefetchShop';
import { shopQuery } from './shopQuery';

const slug = siteConfig.shopSlug ?? 'demo';
const start = demoApiPerTest();

/** Resolves once the store's getShop entry has an answer (or failed). */
const shopSettled = (store: ReturnType<Awaited<ReturnType<typeof start>>['makeStore']>) =>
  new Promise<void>((resolve) => {
    const settled = () => {
      const { status } = shopQuery.endpoints.getShop.select(slug)(store.getState());
      return status === 'fulfilled' || status === 'rejected';
    };
    if (settled()) resolve();
    const unsubscribe = store.subscribe(() => {
      if (!settled()) return;
      unsubscribe();
      resolve();
    });
  });

describe('prefetchShop', () => {
  it("downloads the shop into the store's cache, before any page asks for it", async () => {
    const api = await start();
    const store = api.makeStore();
    prefetchShop(store.dispatch);
    await shopSettled(store);
    const { data } = shopQuery.endpoints.getShop.select(slug)(store.getState());
    expect(data?.slug).toBe(slug);
    expect(data?.placements.length).toBeGreaterThan(0);
  });

  it('asks the server once, however often it is called (the start, then the route)', async () => {
    const api = await start();
    const store = api.makeStore();
    prefetchShop(store.dispatch);
    prefetchShop(store.dispatch);
    await shopSettled(store);
    prefetchShop(store.dispatch);
    await shopSettled(store);
    const shopCalls = api.requests.filter(
      (request) => request.method === 'GET' && request.path.includes(`/shop/${slug}`),
    );
    expect(shopCalls).toHaveLength(1);
  });
});
