/**
 * makeStore(preloadedState?, services?): the slices, the shop API and the sagas, running at once.
 * The storefront's start makes its store without them and loads them as a chunk
 * (shopStore.ts, sagaStart.ts); everything else (the tests, the tools) makes a whole store here.
 */
import type { ApiServices } from '../api/baseQuery';
import type { AppStore, RootState } from '../state/rootState';
import { runSagas } from './sagaStart';
import { createShopStore } from './shopStore';

export { rootReducer } from './shopStore';
export type { AppDispatch, AppStore, RootState } from '../state/rootState';

export function makeStore(
  preloadedState?: Partial<RootState>,
  services: ApiServices = {},
): AppStore {
  const store = createShopStore(preloadedState, services);
  runSagas(store);
  return store;
}
