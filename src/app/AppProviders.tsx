import { StrictMode, useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import type { RouteObject } from 'react-router-dom';
import type { i18n } from 'i18next';
import { PAGE_HYDRATED_EVENT } from '../../config/afterPaint';
import { PageContext, type PageContextValue } from '../components/pageContext';
import AppErrorBoundary from '../features/errors/AppErrorBoundary';
import { removeUnclaimedServerHead } from '../features/seo/documentHead';
import type { RootState } from '../state/rootState';
import ShopRouter from './ShopRouter';
import type { ShopNavigation } from './shopNavigation';
import type { AppStore } from './store';

interface AppProvidersProps {
  store: AppStore;
  i18n: i18n;
  navigation: ShopNavigation;
  routes: RouteObject[];
  /** what the render knows of the page (components/pageContext.ts); default the browser's */
  page?: PageContextValue;
  /** the state the server rendered with: the browser's hydration render reads this snapshot */
  serverState?: RootState;
}

/**
 * Around everything, so its effect runs after every component's first one, once the page is
 * React's: what the server wrote into the head and no component took over goes
 * (features/seo/documentHead.ts), and the clicks held before hydration are given back
 * (src/afterPaint.ts).
 */
function ServerPageHandover({ children }: { children: ReactNode }) {
  useEffect(() => {
    removeUnclaimedServerHead();
    document.dispatchEvent(new Event(PAGE_HYDRATED_EVENT));
  }, []);
  return children;
}

/**
 * Store, texts and router around the whole app, inside the app-level error boundary (a crash the
 * routes' error pages cannot show ends there, not in a blank page). The same tree renders on the
 * server (render/renderPage.tsx) and in the browser (start/startStorefront.tsx).
 */
export default function AppProviders({
  store,
  i18n,
  navigation,
  routes,
  page,
  serverState,
}: AppProvidersProps) {
  return (
    <StrictMode>
      <PageContext.Provider value={page ?? null}>
        <ServerPageHandover>
          <AppErrorBoundary texts={i18n}>
            <Provider store={store} serverState={serverState}>
              <I18nextProvider i18n={i18n}>
                <ShopRouter navigation={navigation} routes={routes} />
              </I18nextProvider>
            </Provider>
          </AppErrorBoundary>
        </ServerPageHandover>
      </PageContext.Provider>
    </StrictMode>
  );
}
