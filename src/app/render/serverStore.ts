/**
 * A server render's store: one per request, made from what the server knows of the visitor
 * (firstStoreState), with the slices and the shop API only. No sagas (they start in the browser,
 * after hydration; a page's request for its saga waits here for nothing), no action log, no DevTools, no consent side effects: it lives for one render.
 */
import { configureStore } from '@reduxjs/toolkit';
import type { ApiServices, StoreExtra } from '../../api/baseQuery';
import { shopApi } from '../../api/shopApi';
import { createFeatureSagas, registerFeatureSagas } from '../../state/featureSagas';
import type { AppStore, RootState } from '../../state/rootState';
import { rootReducer } from '../rootReducer';

export function createServerStore(
  preloadedState: Partial<RootState>,
  services: ApiServices,
): AppStore {
  const extra: StoreExtra = { api: services };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: extra },
        // a production build checks nothing; a development server render needs no check either
        immutableCheck: false,
        serializableCheck: false,
      }).concat(shopApi.middleware),
    devTools: false,
  });
  // a page asks for its saga while rendering (useFeatureSaga); here it waits for sagas that never
  // come, and goes with the store
  registerFeatureSagas(store, createFeatureSagas());
  return store;
}
