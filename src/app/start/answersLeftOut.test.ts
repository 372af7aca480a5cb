/**
 * A large shop's page leaves its answer out (app/render/pageData.ts); the browser asks for it
 * again, through the endpoint the page names, before it hydrates.
 */
import { shopPath } from '../../api/headers';
import { shopQuery } from '../../features/shop/shopQuery';
import { demoApiPerTest } from '../../test/demoApi';
import { answersAskedAgain, withAnswersLeftOut } from './answersLeftOut';

const start = demoApiPerTest();
const SHOP = { endpointName: 'getShop', originalArgs: 'demo' };

describe('the answers a page left out', () => {
  it('are asked for again, once each, and are in the cache before the page hydrates', async () => {
    const api = await start();
    const store = api.makeStore();
    expect(await answersAskedAgain(store, [SHOP])).toBe(true);
    const shop = shopQuery.endpoints.getShop.select('demo')(store.getState());
    expect(shop.isSuccess).toBe(true);
    expect(shop.data?.placements.length).toBeGreaterThan(0);
    expect(api.requestsTo(shopPath('demo'), 'GET')).toHaveLength(1);
  });

  it('are not all there when one cannot be had: a failed call, or an endpoint the page does not know', async () => {
    const api = await start({ failureRate: 1 });
    expect(await answersAskedAgain(api.makeStore(), [SHOP])).toBe(false);
    const other = await start();
    const unknown = { endpointName: 'getNothing', originalArgs: 'x' };
    expect(await answersAskedAgain(other.makeStore(), [SHOP, unknown])).toBe(false);
  });

  it('are all there when none was left out', async () => {
    const api = await start();
    expect(await answersAskedAgain(api.makeStore(), [])).toBe(true);
    expect(api.requests).toEqual([]);
  });

  it('join what the server rendered with, or leave the page to be rendered anew', async () => {
    const api = await start();
    const store = api.makeStore();
    const rendered = store.getState();
    const state = await withAnswersLeftOut(store, [SHOP], rendered);
    expect(state?.locale).toBe(rendered.locale);
    expect(shopQuery.endpoints.getShop.select('demo')(state!).isSuccess).toBe(true);
    const failing = await start({ failureRate: 1 });
    expect(await withAnswersLeftOut(failing.makeStore(), [SHOP], rendered)).toBeNull();
  });

  it('keep every answer the page carried, even one the store has let go of meanwhile', async () => {
    const api = await start();
    const store = api.makeStore();
    const carried = { status: 'fulfilled', endpointName: 'getEventSeats', originalArgs: 'e-1' };
    const rendered = store.getState();
    const withSeats = {
      ...rendered,
      shopApi: {
        ...rendered.shopApi,
        queries: { ...rendered.shopApi.queries, 'getEventSeats("e-1")': carried },
      },
    } as unknown as typeof rendered;
    const state = await withAnswersLeftOut(store, [SHOP], withSeats);
    expect(state?.shopApi.queries['getEventSeats("e-1")']).toBe(carried);
    expect(Object.keys(state?.shopApi.queries ?? {}).sort()).toEqual([
      'getEventSeats("e-1")',
      'getShop("demo")',
    ]);
  });
});
