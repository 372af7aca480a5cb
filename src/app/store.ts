/**
 * makeStore(preloadedState?, services?): the slices, the shop API and the sagas.
 * `services` point the shop API somewhere else (a test server, a cookie-aware fetch);
 * they reach the base query as the thunk extra argument.
 */
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { siteConfig } from '../../config/site';
import type { ApiServices, StoreExtra } from '../api/baseQuery';
import { shopApi } from '../api/shopApi';
import checkout from '../features/checkout/checkoutSlice';
import consent from '../features/consent/consentSlice';
import customisation from '../features/customisation/customisationSlice';
import errorAlert from '../features/errors/errorAlertSlice';
import freshness from '../features/freshness/freshnessSlice';
import locale from '../features/locale/localeSlice';
import cart from '../features/order/cartSlice';
import order from '../features/order/orderReducer';
import session from '../features/session/sessionSlice';
import { createActionRecorder, registerActionRecorder } from '../features/debug/actionRecorder';
import { actionSanitizer, stateSanitizer } from './devtoolsSanitizers';
import { createFeatureSagas, FEATURE_SAGAS, registerFeatureSagas } from './featureSagas';
import { rootSaga } from './rootSaga';

export const rootReducer = combineReducers({
  locale,
  consent,
  cart,
  errorAlert,
  customisation,
  session,
  order,
  checkout,
  freshness,
  [shopApi.reducerPath]: shopApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

const devToolsEnabled = () =>
  process.env.NODE_ENV !== 'production' || siteConfig.devtoolsInProduction;

export function makeStore(preloadedState?: Partial<RootState>, services: ApiServices = {}) {
  const sagaMiddleware = createSagaMiddleware();
  const extra: StoreExtra = { api: services };
  // the action log (features/debug): the last middleware, so it sees what the reducer sees
  const recorder = createActionRecorder({ reducer: rootReducer });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).concat(
        shopApi.middleware,
        sagaMiddleware,
        recorder.middleware,
      ),
    devTools: devToolsEnabled()
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
  registerActionRecorder(store, recorder);
  // the sagas of some pages and dialogs start with them (featureSagas.ts)
  const featureSagas = createFeatureSagas((saga) => sagaMiddleware.run(saga));
  sagaMiddleware.setContext({ [FEATURE_SAGAS]: featureSagas });
  registerFeatureSagas(store, featureSagas);
  sagaMiddleware.run(rootSaga);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
