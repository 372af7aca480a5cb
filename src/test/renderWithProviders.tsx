/** Render a component the way the app does: a fresh store, fresh texts, a memory router. */
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { ApiServices } from '../api/baseQuery';
import type { Lang } from '../api/types';
import { makeStore } from '../app/store';
import type { AppStore, RootState } from '../state/rootState';
import { createI18n } from '../features/locale/i18n';
import { RouteLanguageContext } from '../features/locale/useRouteLanguage';
import { languageOfPath } from '../lib/languages';

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
  /** where the shop API calls go (a test server) and with which fetch */
  services?: ApiServices;
  /** a ready store instead of a fresh one */
  store?: AppStore;
  lang?: Lang;
  /** the router's initial path, default /<lang> */
  path?: string;
}

/** As the app's ShopRouter does: the language of the address shown, handed down to the pages. */
function ShownLanguage({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RouteLanguageContext.Provider value={languageOfPath(pathname)}>
      {children}
    </RouteLanguageContext.Provider>
  );
}

export function renderWithProviders(ui: ReactElement, options: ProvidersOptions = {}) {
  const { preloadedState, services, lang = 'de', path = `/${lang}`, ...renderOptions } = options;
  const store = options.store ?? makeStore(preloadedState, services);
  const i18n = createI18n(lang);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <ShownLanguage>{children}</ShownLanguage>
        </MemoryRouter>
      </I18nextProvider>
    </Provider>
  );
  return { store, i18n, ...render(ui, { wrapper: Wrapper, ...renderOptions }) };
}
