/**
 * The storefront's start in the browser, the one thing index.tsx calls (README.md in this folder
 * walks it file by file): the address made right, the first state (the server's, or made from
 * the address), the sagas when needed, the navigation, then React hydrates the server's markup
 * or renders into the empty shell; the pages behind the links are fetched ahead after load.
 */
import type { i18n } from 'i18next';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { runningBuildId } from '../../features/freshness/buildId';
import { PRELOAD_DELAY_MS } from '../../features/navigation/preloadPolicy';
import { orderRestoreRequested } from '../../features/orderModel/orderEvents';
import { takeAccessTokenFromAddress } from '../../features/session/accessToken';
import AppProviders from '../AppProviders';
import { repairAddress } from '../addressRepair';
import { readPageData } from '../render/pageData';
import { routes } from '../routes';
import { firstAddressShown, type ShopNavigation } from '../shopNavigation';
import type { AppStore } from '../store';
import { createAppNavigation } from './navigation';
import { servedState, shellState } from './firstState';
import { loadSagasWhenNeeded } from './sagaLoad';

export async function startStorefront(): Promise<void> {
  // the address as the browser asked the server for it (a rendered page is that address's)
  const addressAsked = `${window.location.pathname}${window.location.search}`;
  // an address the router cannot represent is repaired, and the token leaves the address, before
  // anything else reads the URL
  repairAddress();
  const accessToken = takeAccessTokenFromAddress();
  const container = document.getElementById('root');
  if (!container) return;
  const served = readPageData(document, runningBuildId());
  const { i18n, store, texts, serverState, page } = served
    ? await servedState(served, accessToken)
    : shellState(accessToken);
  // the sagas come in a chunk of their own once needed; what is dispatched before waits for them
  loadSagasWhenNeeded(store);
  store.dispatch(orderRestoreRequested());
  const navigation = createAppNavigation(store);
  await texts;
  // nothing renders before the first address's page is ready (its chunk, at most the transition
  // wait): on the empty shell React's first commit replaces the start shell of index.html
  await firstAddressShown(navigation);
  const app = (
    <AppProviders
      store={store}
      i18n={i18n}
      navigation={navigation}
      routes={routes}
      serverState={serverState ?? undefined}
      page={page}
    />
  );
  // When the start changed the address the server rendered (a path repaired, a presale token
  // moved out of it, an odd escape the router writes anew), the markup is another address's, and
  // when an answer the page left out could not be had again, it is made from data the browser
  // does not hold: the page is rendered anew over it rather than hydrated into a mismatch. Either
  // is a transition: React renders in slices and the browser answers input in between.
  const hydrate =
    serverState !== null && `${window.location.pathname}${window.location.search}` === addressAsked;
  startTransition(() => {
    if (hydrate) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
  preloadAfterLoad(navigation, store, i18n);
}

/**
 * Spec section 9: PRELOAD_DELAY_MS after load, the pages behind the links on screen, unless data
 * saver or 2g. The policy is a chunk of its own ('preloading'), loaded at that moment: no first
 * page waits for it. Without it (a new build replaced it, no connection) nothing is fetched
 * ahead; every page still loads when followed.
 */
function preloadAfterLoad(navigation: ShopNavigation, store: AppStore, texts: i18n): void {
  const begin = () =>
    setTimeout(() => {
      import(/* webpackChunkName: "preloading" */ './preloading').then(
        ({ startPreloading }) =>
          startPreloading(navigation, routes, store.dispatch, texts, undefined, 0),
        () => undefined,
      );
    }, PRELOAD_DELAY_MS);
  if (document.readyState === 'complete') begin();
  else window.addEventListener('load', begin, { once: true });
}
