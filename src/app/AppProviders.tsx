import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import type { RouteObject } from 'react-router-dom';
import type { i18n } from 'i18next';
import AppErrorBoundary from '../features/errors/AppErrorBoundary';
import ShopRouter from './ShopRouter';
import type { ShopNavigation } from './shopNavigation';
import type { AppStore } from './store';

interface AppProvidersProps {
  store: AppStore;
  i18n: i18n;
  navigation: ShopNavigation;
  routes: RouteObject[];
}

/**
 * Store, texts and router around the whole app, inside the app-level error boundary (a crash the
 * routes' error pages cannot show ends there, not in a blank page).
 */
export default function AppProviders({ store, i18n, navigation, routes }: AppProvidersProps) {
  return (
    <StrictMode>
      <AppErrorBoundary texts={i18n}>
        <Provider store={store}>
          <I18nextProvider i18n={i18n}>
            <ShopRouter navigation={navigation} routes={routes} />
          </I18nextProvider>
        </Provider>
      </AppErrorBoundary>
    </StrictMode>
  );
}
