/**
 * The whole storefront booted for one address the way app/start/startStorefront.tsx boots it in the browser (the
 * token taken from the address first, the store, the order restored, texts in the address's
 * language, the real route table on the storefront's navigation (jsdom's window and history), the
 * navigation watch, the app's providers), with the shop API on a test server and the tests' i18next instance
 * (every text at once) instead of the texts loaded on demand.
 */
import { render } from '@testing-library/react';
import { repairAddress } from '../app/addressRepair';
import AppProviders from '../app/AppProviders';
import { deepestMatch } from '../app/routePage';
import { createAppNavigation } from '../app/start/navigation';
import { routes } from '../app/routes';
import { IconLoaderContext } from '../components/iconLoaderContext';
import { firstLanguage } from '../features/locale/firstLanguage';
import { createI18n } from '../features/locale/i18n';
import { orderRestoreRequested } from '../features/orderModel/orderEvents';
import { takeAccessTokenFromAddress } from '../features/session/accessToken';
import { createIconLoader } from '../lib/iconLoader';
import type { TestApi } from './demoApi';

/**
 * Opens `address` (path, query and hash as the browser's location holds them) in a fresh app.
 * jsdom's location is set to it first (on this origin, whatever the path looks like).
 */
export function renderApp(api: TestApi, address: string) {
  window.history.replaceState(null, '', `${window.location.origin}${address}`);
  repairAddress();
  const accessToken = takeAccessTokenFromAddress();
  const store = api.makeStore({ session: { accessToken } });
  store.dispatch(orderRestoreRequested());
  // the address's language; on the root path the one it redirects to; else German
  const lang = firstLanguage(window.location.pathname);
  const i18n = createI18n(lang);
  const navigation = createAppNavigation(store);
  const icons = createIconLoader({ bases: [`${api.url}/icons`] });
  const utils = render(
    <IconLoaderContext.Provider value={icons}>
      <AppProviders store={store} i18n={i18n} navigation={navigation} routes={routes} />
    </IconLoaderContext.Provider>,
  );
  return {
    ...utils,
    store,
    i18n,
    navigation,
    /** the address the pages show */
    location: () => navigation.shown()?.location ?? navigation.history.location,
    /** the id of the deepest route the shown address matches */
    routeId: () =>
      deepestMatch(routes, navigation.shown()?.location.pathname ?? '/')?.route.id ?? 'none',
    unmount() {
      utils.unmount();
      utils.container.remove();
      navigation.dispose();
    },
  };
}
