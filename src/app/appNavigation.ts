import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import { watchNavigation } from './navigationWatch';
import { preparePage } from './routePage';
import { routes } from './routes';
import { createShopNavigation, type ShopNavigation } from './shopNavigation';
import type { AppStore } from './store';

/**
 * The storefront's navigation on the browser's address (react-router's own browser history, as
 * its BrowserRouter makes it), each address shown once its page is ready, with the address rules
 * watching it from its first address on (navigationWatch.ts): no navigation goes unwatched.
 */
export function createAppNavigation(store: AppStore): ShopNavigation {
  const navigation = createShopNavigation(
    createBrowserHistory({ v5Compat: true }),
    preparePage(routes),
  );
  watchNavigation(navigation, routes, store);
  return navigation;
}
