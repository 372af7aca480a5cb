/**
 * Test wiring for the layouts: the app's providers around a data router (createMemoryRouter), as
 * the layouts need (useNavigation), and an icon loader that fetches nothing.
 */
import { render, type RenderOptions } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { Lang } from '../api/types';
import { makeStore } from '../app/store';
import type { AppStore } from '../state/rootState';
import { IconLoaderContext } from '../components/iconLoaderContext';
import type { IconLoader } from '../lib/iconLoader';
import { createI18n } from '../features/locale/i18n';

/** Icons are not what these tests are about: every icon is a known miss, nothing is fetched. */
export const noIcons: IconLoader = {
  load: () => Promise.resolve(null),
  peek: () => null,
};

export interface RouterRenderOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  store?: AppStore;
  /** i18next's starting language; default the path's first segment, else de */
  lang?: Lang;
  /** the router's initial entry, default /de */
  path?: string;
}

export function renderWithDataRouter(routes: RouteObject[], options: RouterRenderOptions = {}) {
  const { store = makeStore(), path = '/de', lang, ...renderOptions } = options;
  const first = path.split('/')[1];
  const startLang: Lang =
    lang ?? (first === 'en' || first === 'fr' || first === 'it' ? first : 'de');
  const i18n = createI18n(startLang);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <IconLoaderContext.Provider value={noIcons}>
          <RouterProvider router={router} />
        </IconLoaderContext.Provider>
      </I18nextProvider>
    </Provider>,
    renderOptions,
  );
  return { store, i18n, router, ...utils };
}
