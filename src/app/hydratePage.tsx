/**
 * The browser's start on a page the server rendered (index.tsx finds its data block): the same
 * store, texts and route the server rendered with, then React hydrates the server's markup instead
 * of rendering it anew.
 *
 * - The store starts from the server's slices; the shop API's cache comes in through one action,
 *   `page/hydrated` (api/pageHydration.ts): no shop call for what the page already carries. The
 *   action log records both, so a replay rebuilds the same first state.
 * - Before hydrating: the texts the server used (core and the page's namespaces) and the page's
 *   chunk, all named in the HTML and downloading beside main.js, so the first render is the server's.
 * - react-redux renders the hydration from the server's state (`serverState`) even where the store
 *   moved on meanwhile (a consent the cookie holds, a stored order): those show right after.
 * - The hydration is a transition: React hydrates in slices and answers input in between.
 * - The sagas start after it, as on every page (sagaLoad.ts).
 * - When the start changed the address the server rendered (a path repaired, a presale token
 *   moved out of it, an odd escape the router writes anew), the markup is another address's: the
 *   page is rendered anew over it rather than hydrated into a mismatch.
 */
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { pageHydrated } from '../api/pageHydration';
import { prepareProgramme } from '../features/catalog/programmeSearchCode';
import type { Namespace } from '../features/locale/textNamespaces';
import { createAppI18n, loadTexts } from '../features/locale/textLoader';
import { orderRestoreRequested } from '../features/orderModel/orderEvents';
import { accessTokenReceived } from '../features/session/sessionSlice';
import type { RootState } from '../state/rootState';
import AppProviders from './AppProviders';
import { createAppNavigation } from './appNavigation';
import type { PageData } from './render/pageData';
import { rootReducer } from './rootReducer';
import { pageOfAddress } from './routePage';
import { routes } from './routes';
import { loadSagasWhenNeeded } from './sagaLoad';
import { firstAddressShown } from './shopNavigation';
import { createShopStore } from './shopStore';

export interface HydrationStart {
  container: HTMLElement;
  served: PageData;
  /** the token the browser holds (cookie), which a page cached for everyone may not know */
  accessToken: string | null;
  /** the address the browser asked the server for (path and query), before the start touched it */
  addressAsked: string;
}

export async function hydratePage({
  container,
  served,
  accessToken,
  addressAsked,
}: HydrationStart) {
  const { lang } = served;
  const i18n = createAppI18n(lang);
  const page = pageOfAddress(routes, window.location.pathname);
  await Promise.all([
    loadTexts(i18n, lang, served.namespaces as Namespace[]),
    page?.handle.page.load(i18n, lang),
    // what the page's first render needs beyond its chunk, as the server had it
    prepareProgramme(window.location.search),
  ]);

  const hydrated = pageHydrated({ shopApi: served.shopApi });
  // what the server rendered with, the shop API's cache included
  const serverState: RootState = rootReducer(served.state as RootState, hydrated);
  const store = createShopStore(served.state as Partial<RootState>);
  store.dispatch(hydrated);
  if (accessToken !== null && accessToken !== served.state.session?.accessToken)
    store.dispatch(accessTokenReceived(accessToken));
  loadSagasWhenNeeded(store);
  store.dispatch(orderRestoreRequested());

  const navigation = createAppNavigation(store);
  await firstAddressShown(navigation);
  const app = (
    <AppProviders
      store={store}
      i18n={i18n}
      navigation={navigation}
      routes={routes}
      serverState={serverState}
      page={{
        origin: served.origin,
        renderedAt: served.renderedAt,
        userAgent: navigator.userAgent,
        outcome: null,
      }}
    />
  );
  const asServed = `${window.location.pathname}${window.location.search}` === addressAsked;
  startTransition(() => {
    if (asServed) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
  return { store, i18n, navigation };
}
