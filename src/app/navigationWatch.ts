import type { createBrowserRouter } from 'react-router-dom';
import { navigationStarted } from '../features/freshness/navigationTarget';
import { presaleTokenEntered } from '../features/order/orderEvents';
import { movePresaleToken } from '../features/presale/presaleToken';
import { accessTokenReceived } from '../features/session/sessionSlice';
import { splitAccessToken, storeAccessToken } from '../features/session/accessToken';
import {
  rememberRoute,
  shouldRemember,
  type RememberedRoute,
} from '../features/navigation/routeMemory';
import type { AppStore } from './store';

type Router = ReturnType<typeof createBrowserRouter>;
type RouterState = Router['state'];

/** The deepest matched route as a remembered route: its id is the route's name. */
function currentRoute(state: RouterState): RememberedRoute | null {
  const match = state.matches[state.matches.length - 1];
  if (!match) return null;
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(match.params))
    if (value !== undefined) params[key] = value;
  return {
    name: match.route.id ?? match.pathname,
    params,
    query: Object.fromEntries(new URLSearchParams(state.location.search)),
  };
}

/**
 * The location as a URL of this origin. Concatenated, not resolved: resolving '//x/…' would read
 * 'x' as a host (another site), and throw on one that is no host name ('//a%1/…').
 */
const addressOf = (location: RouterState['location']): URL =>
  new URL(`${window.location.origin}${location.pathname}${location.search}${location.hash}`);

/**
 * Watches the router for the URL rules that hold on every page: a `token` parameter becomes the
 * access token and leaves the address, a `presaleToken` parameter starts a presale order and
 * moves to `token`, and the page left is remembered. It also keeps the
 * navigation target for the chunk-load reload.
 */
export function watchNavigation(router: Router, store: AppStore): () => void {
  let previous: RememberedRoute | null = currentRoute(router.state);
  let previousKey = router.state.location.key;

  /**
   * Replaces the address once the navigation being reported has completed: a navigate() from
   * inside the subscriber runs while the router is still finishing that navigation, which then
   * resets the pending history action, so the router's state would change but not the browser's
   * address (which kept the token).
   */
  const replaceAddress = (url: URL): void =>
    queueMicrotask(() => {
      // leading slashes collapsed: the history would read '//x' as another host and refuse it
      const pathname = url.pathname.replace(/^\/{2,}/, '/');
      void router.navigate(`${pathname}${url.search}${url.hash}`, { replace: true });
    });

  /** ?presaleToken=: a presale order is started, and the value moves to ?token= (the rule above). */
  const takePresaleToken = (location: RouterState['location']): boolean => {
    const moved = movePresaleToken(addressOf(location));
    if (moved === null) return false;
    if (moved.token !== null) store.dispatch(presaleTokenEntered(moved.token));
    replaceAddress(moved.next);
    return true;
  };
  takePresaleToken(router.state.location); // the address the storefront was opened with

  return router.subscribe((state) => {
    const going = state.navigation.location;
    navigationStarted(going ? `${going.pathname}${going.search}${going.hash}` : null);
    if (state.navigation.state !== 'idle' || state.location.key === previousKey) return;
    const { location } = state;
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
    previous = currentRoute(state);
    previousKey = location.key;
  });
}
