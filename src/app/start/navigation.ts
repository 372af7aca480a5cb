/**
 * The storefront's navigation in the browser: react-router's own browser history (as its
 * BrowserRouter makes it), each address shown once its page is ready (shopNavigation.ts,
 * routePage.tsx: preparePage), and the address rules watching it from its first address on.
 */
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  type RouteObject,
} from 'react-router-dom';
import { navigationStarted } from '../../features/freshness/navigationTarget';
import { presaleTokenEntered } from '../../features/orderModel/orderEvents';
import { movePresaleToken } from '../../features/presale/presaleToken';
import { accessTokenReceived } from '../../features/session/sessionSlice';
import { splitAccessToken, storeAccessToken } from '../../features/session/accessToken';
import {
  rememberRoute,
  shouldRemember,
  type RememberedRoute,
} from '../../features/navigation/routeMemory';
import { deepestMatch, preparePage } from '../routePage';
import { routes as appRoutes } from '../routes';
import { createShopNavigation, type ShopNavigation } from '../shopNavigation';
import type { AppStore } from '../store';

/** The deepest route `location` matches, as a remembered route: its id is the route's name. */
function routeOf(routes: RouteObject[], location: Location): RememberedRoute | null {
  const match = deepestMatch(routes, location.pathname);
  if (!match) return null;
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(match.params))
    if (value !== undefined) params[key] = value;
  return {
    name: match.route.id ?? match.pathname,
    params,
    query: Object.fromEntries(new URLSearchParams(location.search)),
  };
}

/**
 * The location as a URL of this origin. Concatenated, not resolved: resolving '//x/…' would read
 * 'x' as a host (another site), and throw on one that is no host name ('//a%1/…').
 */
const addressOf = (location: Location): URL =>
  new URL(`${window.location.origin}${location.pathname}${location.search}${location.hash}`);

/**
 * Watches the navigation for the URL rules that hold on every page: a `token` parameter becomes the
 * access token and leaves the address, a `presaleToken` parameter starts a presale order and
 * moves to `token`, and the page left is remembered. It also keeps the
 * navigation target for the chunk-load reload.
 */
export function watchNavigation(
  navigation: ShopNavigation,
  routes: RouteObject[],
  store: AppStore,
): () => void {
  const first = navigation.history.location;
  // the first address is the start's (startStorefront took its token); the watch begins after it
  let previous: RememberedRoute | null = routeOf(routes, first);
  let previousKey = first.key;

  /**
   * Replaces the address once the navigation being reported has been shown to every listener:
   * the others (the router) then see this one complete before the next starts.
   */
  const replaceAddress = (url: URL): void =>
    queueMicrotask(() => {
      // leading slashes collapsed: the history would read '//x' as another host and refuse it
      const pathname = url.pathname.replace(/^\/{2,}/, '/');
      navigation.navigate(`${pathname}${url.search}${url.hash}`, { replace: true });
    });

  /** ?presaleToken=: a presale order is started, and the value moves to ?token= (the rule above). */
  const takePresaleToken = (location: Location): boolean => {
    const moved = movePresaleToken(addressOf(location));
    if (moved === null) return false;
    if (moved.token !== null) store.dispatch(presaleTokenEntered(moved.token));
    replaceAddress(moved.next);
    return true;
  };
  takePresaleToken(first); // the address the storefront was opened with

  return navigation.subscribe(() => {
    const going = navigation.going();
    navigationStarted(going ? `${going.pathname}${going.search}${going.hash}` : null);
    const shown = navigation.shown();
    if (going || !shown || shown.location.key === previousKey) return;
    const { location } = shown;
    const address = addressOf(location);
    const { token, rest } = splitAccessToken(address);
    if (rest !== address) {
      // the parameter leaves the address even when its value is no token (blank, unsendable)
      if (token !== null) {
        storeAccessToken(token);
        store.dispatch(accessTokenReceived(token));
      }
      previousKey = location.key; // taken once, however often the router reports this location
      replaceAddress(rest);
      return;
    }
    if (takePresaleToken(location)) {
      previousKey = location.key;
      return;
    }
    if (shouldRemember(previous, location.search)) rememberRoute(previous);
    previous = routeOf(routes, location);
    previousKey = location.key;
  });
}

/** The app's navigation on the browser's address, watched from its first address on. */
export function createAppNavigation(store: AppStore): ShopNavigation {
  const history = createBrowserHistory({ v5Compat: true });
  const navigation = createShopNavigation(history, preparePage(appRoutes, store));
  watchNavigation(navigation, appRoutes, store);
  return navigation;
}
