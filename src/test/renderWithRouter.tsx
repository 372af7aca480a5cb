/**
 * Test wiring for the layouts and pages: the app's providers around the storefront's router
 * (ShopRouter.tsx) on a memory history, each address shown once its page is ready as in the
 * browser, and an icon loader that fetches nothing.
 */
import { render, type RenderOptions } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  type Location,
  type RouteObject,
} from 'react-router-dom';
import type { Lang } from '../api/types';
import { preparePage } from '../app/routePage';
import ShopRouter from '../app/ShopRouter';
import { createShopNavigation, type ShopNavigation } from '../app/shopNavigation';
import { makeStore } from '../app/store';
import type { AppStore } from '../state/rootState';
import { IconLoaderContext } from '../components/iconLoaderContext';
import type { IconLoader } from '../lib/iconLoader';
import { createI18n } from '../features/locale/i18n';
import { DEFAULT_LANG, languageOfPath } from '../lib/languages';

/** Icons are not what these tests are about: every icon is a known miss, nothing is fetched. */
export const noIcons: IconLoader = {
  load: () => Promise.resolve(null),
  peek: () => null,
};

/** The storefront's navigation on a memory history opened at `path`, for `routes` and `store`. */
export function memoryNavigation(
  path: string,
  routes: RouteObject[] = [],
  store: AppStore = makeStore(),
): ShopNavigation {
  return createShopNavigation(
    createMemoryHistory({ initialEntries: [path], v5Compat: true }),
    preparePage(routes, store),
  );
}

/** The location the pages show (the history's until the first is shown). */
export const shownLocation = (navigation: ShopNavigation): Location =>
  navigation.shown()?.location ?? navigation.history.location;

/** The storefront's router alone on `routes`, opened at `path`; its navigation. */
export function renderRouter(routes: RouteObject[], path: string): ShopNavigation {
  const navigation = memoryNavigation(path, routes);
  render(<ShopRouter navigation={navigation} routes={routes} />);
  return navigation;
}

export interface RouterRenderOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  store?: AppStore;
  /** i18next's starting language; default the path's first segment, else de */
  lang?: Lang;
  /** the history's initial entry, default /de */
  path?: string;
}

export function renderWithRouter(routes: RouteObject[], options: RouterRenderOptions = {}) {
  const { store = makeStore(), path = '/de', lang, ...renderOptions } = options;
  const startLang: Lang = lang ?? languageOfPath(path) ?? DEFAULT_LANG;
  const i18n = createI18n(startLang);
  const navigation = memoryNavigation(path, routes, store);
  const utils = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <IconLoaderContext.Provider value={noIcons}>
          <ShopRouter navigation={navigation} routes={routes} />
        </IconLoaderContext.Provider>
      </I18nextProvider>
    </Provider>,
    renderOptions,
  );
  return { store, i18n, navigation, location: () => shownLocation(navigation), ...utils };
}
