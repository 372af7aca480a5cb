/**
 * The benchmark's floor (docs/decisions/benchmark.md): what the storefront's libraries
 * cost on their own, used the way the storefront uses them, with the smallest app that needs each
 * of them once. It is built with the storefront's webpack and babel settings
 * (bench/floor/webpack.config.ts) and served by the same server, so what the storefront's first
 * pages cost above it is the storefront's own doing.
 *
 * - React 18 and react-dom's createRoot, in StrictMode;
 * - Redux Toolkit's configureStore with RTK Query (createApi with React hooks), one query: the
 *   demo shop, from the same address the storefront asks;
 * - react-redux's Provider and hooks;
 * - react-router-dom in its declarative mode (a browser history and useRoutes), as the
 *   storefront's router uses it (src/app/ShopRouter.tsx), with one route for every address;
 * - i18next with react-i18next, one namespace in one language, in the bundle;
 * - redux-saga with one saga that takes the shop's answer.
 *
 * The page: the shop's name as the h1 once the shop has answered, a translated "loading" line
 * before that.
 */
import { configureStore } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { Provider, useSelector } from 'react-redux';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import createSagaMiddleware from 'redux-saga';
import { takeEvery } from 'redux-saga/effects';
import { API_PREFIX } from '../../src/api/headers';
import type { Shop } from '../../src/api/types';

const SHOP_SLUG = 'demo';

const shopApi = createApi({
  reducerPath: 'shopApi',
  baseQuery: fetchBaseQuery({ baseUrl: API_PREFIX, credentials: 'same-origin' }),
  endpoints: (build) => ({
    getShop: build.query<Shop, string>({ query: (slug) => `/shop/${encodeURIComponent(slug)}` }),
  }),
});

/** The one saga: the shop's name becomes the document's title when the shop has answered. */
function* shopSaga() {
  yield takeEvery(shopApi.endpoints.getShop.matchFulfilled, (action) => {
    document.title = action.payload.name;
  });
}

const sagas = createSagaMiddleware();
const store = configureStore({
  reducer: { [shopApi.reducerPath]: shopApi.reducer },
  middleware: (defaults) => defaults().concat(shopApi.middleware, sagas),
});
sagas.run(shopSaga);

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'de',
  fallbackLng: 'de',
  ns: ['floor'],
  defaultNS: 'floor',
  resources: { de: { floor: { loading: 'Wird geladen …' } } },
  interpolation: { escapeValue: false },
});

function ShopName() {
  const { t } = useTranslation();
  const { data } = shopApi.useGetShopQuery(SHOP_SLUG);
  const asked = useSelector((state: ReturnType<typeof store.getState>) =>
    Boolean(state.shopApi.queries[`getShop("${SHOP_SLUG}")`]),
  );
  // the project's typed keys are the storefront's: the floor's own key passes with a default
  if (!data) return <p aria-busy={asked}>{t('loading', { defaultValue: '…' })}</p>;
  return <h1>{data.name}</h1>;
}

const routes = [{ path: '*', element: <ShopName /> }];

function Page() {
  return useRoutes(routes);
}

const container = document.getElementById('root');
if (container)
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <BrowserRouter>
            <Page />
          </BrowserRouter>
        </I18nextProvider>
      </Provider>
    </StrictMode>,
  );
