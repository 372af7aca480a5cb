/**
 * createShopStore(preloadedState?, services?): the slices and the shop API, with a slot for the
 * sagas (sagaSlot.ts). The sagas come in a chunk of their own, out of every first page
 * (sagaStart.ts); makeStore (store.ts) makes a store with them running at once.
 * `services` point the shop API somewhere else (a test server, a cookie-aware fetch);
 * they reach the base query as the thunk extra argument.
 */
import { configureStore, isRejectedWithValue, type Action } from '@reduxjs/toolkit';
import '../lib/stateFreezing';
import type { ApiServices, StoreExtra } from '../api/baseQuery';
import type { AppStore, RootState } from '../state/rootState';
import { shopApi } from '../api/shopApi';
import { consentMemory, startConsent } from '../features/consent/consentMemory';
import { presaleTokenEntered } from '../features/orderModel/orderEvents';
import {
  actionSanitizer,
  createActionTap,
  recordWhenNeeded,
  registerActionTap,
  stateSanitizer,
} from '../tools/debug/debugSeam';
import { createFeatureSagas, registerFeatureSagas } from '../state/featureSagas';
import { createSagaSlot, registerSagaSlot } from './sagaSlot';
import { rootReducer } from './rootReducer';

export { rootReducer };

/**
 * What the sagas must answer promptly, so that it asks for their chunk at once when it comes
 * before them: a failed call (the visitor is told why) and a presale address (its order is made
 * right away). Everything else waits for the visitor's first input or the page's idle time
 * (start/sagaLoad.ts).
 */
const needsSagasNow = (action: Action): boolean =>
  isRejectedWithValue(action) || presaleTokenEntered.match(action);

export function createShopStore(
  preloadedState?: Partial<RootState>,
  services: ApiServices = {},
): AppStore {
  const sagas = createSagaSlot(needsSagasNow);
  const extra: StoreExtra = { api: services };
  // the action log (tools/debug): the last middleware, so it sees what the reducer sees; the
  // recorder itself comes after the page (actionTap.ts) and takes over every action from the first
  const tap = createActionTap();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).concat(
        shopApi.middleware,
        consentMemory,
        sagas.middleware,
        tap.middleware,
      ),
    // in development, and in production with BILLETT_DEVTOOLS=1 (siteConfig.devtoolsInProduction),
    // written out so that webpack leaves the sanitizers (and the redaction) out of other builds
    devTools:
      process.env.NODE_ENV !== 'production' || process.env.BILLETT_DEVTOOLS === '1'
        ? {
            name: 'Billett',
            actionSanitizer,
            stateSanitizer,
            // where each action was dispatched from, in development
            trace: process.env.NODE_ENV !== 'production',
            traceLimit: 25,
          }
        : false,
  });
  registerActionTap(store, tap, rootReducer);
  recordWhenNeeded(store);
  registerSagaSlot(store, sagas);
  // the sagas of some pages and dialogs start with them (featureSagas.ts)
  registerFeatureSagas(store, createFeatureSagas());
  startConsent(store.dispatch);
  return store;
}
