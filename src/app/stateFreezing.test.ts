import { shopApi } from '../api/shopApi';
import { startTestApi, type TestApi } from '../test/demoApi';
import { freezesState } from './stateFreezing';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

describe('freezing the state', () => {
  it('is on in development and tests, off in the production build', () => {
    expect(freezesState('development')).toBe(true);
    expect(freezesState('test')).toBe(true);
    expect(freezesState(undefined)).toBe(true);
    expect(freezesState('production')).toBe(false);
  });

  it('keeps the shop answer in the store frozen under test, so a mutation throws where it is written', async () => {
    const store = api.makeStore();
    const shop = await store
      .dispatch(shopApi.endpoints.getShop.initiate('demo', { subscribe: false }))
      .unwrap();
    const cached = shopApi.endpoints.getShop.select('demo')(store.getState()).data;
    expect(cached).toEqual(shop);
    expect(Object.isFrozen(cached)).toBe(true);
    expect(Object.isFrozen(store.getState().cart)).toBe(true);
  });
});
