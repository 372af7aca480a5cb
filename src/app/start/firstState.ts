/**
 * What the browser's start begins with, texts and store: the server's, when it rendered the page
 * (its data block), else made here from the address (a static host, a server that could not
 * render it: the empty shell of index.html).
 */
import { pageHydrated } from '../../api/pageHydration';
import { prepareProgramme } from '../../features/catalog/programmeSearchCode';
import { firstLanguage } from '../../features/locale/firstLanguage';
import type { Namespace } from '../../features/locale/textNamespaces';
import { createAppI18n, loadTexts } from '../../features/locale/textLoader';
import { accessTokenReceived } from '../../features/session/sessionSlice';
import { prefetchShop } from '../../features/shop/prefetchShop';
import { reportError } from '../../lib/errorReporting';
import type { RootState } from '../../state/rootState';
import { firstStoreState } from '../firstStoreState';
import type { PageData } from '../render/pageData';
import { rootReducer } from '../rootReducer';
import { pageOfAddress } from '../routePage';
import { routes } from '../routes';
import { createShopStore } from '../shopStore';

/**
 * The server rendered the page: its texts (core and the page's namespaces) and its page's chunk,
 * all named in the HTML and downloading beside main.js, are awaited, so the hydration renders
 * what the server rendered. The store starts from the server's slices; the shop API's cache comes
 * in through one action, `page/hydrated` (api/pageHydration.ts), which the action log records, so
 * a replay rebuilds the same first state. `serverState` is what the server rendered with:
 * react-redux renders the hydration from it even where the store moved on meanwhile (a consent
 * the cookie holds, a stored order). An answer too large for the page is asked for again first
 * (answersAskedAgain); `serverState` is null when one could not be had: the page is then rendered
 * anew in the browser, not hydrated into markup made from data it does not hold.
 */
export async function servedState(served: PageData, accessToken: string | null) {
  const { lang } = served;
  const i18n = createAppI18n(lang);
  const route = pageOfAddress(routes, window.location.pathname);
  await Promise.all([
    loadTexts(i18n, lang, served.namespaces as Namespace[]),
    route?.handle.page.load(i18n, lang),
    // what the page's first render needs beyond its chunk, as the server had it
    prepareProgramme(window.location.search),
  ]);
  const hydrated = pageHydrated({ shopApi: served.shopApi });
  const rendered: RootState = rootReducer(served.state as RootState, hydrated);
  const store = createShopStore(served.state as Partial<RootState>);
  store.dispatch(hydrated);
  // a chunk of its own: only a large shop's pages leave answers out (null: one could not be had)
  const left = served.answersLeftOut;
  const serverState = left
    ? await import('./answersLeftOut').then(
        ({ withAnswersLeftOut }) => withAnswersLeftOut(store, left, rendered),
        () => null,
      )
    : rendered;
  // a page cached for everyone does not know the token the browser holds (its cookie)
  if (accessToken !== null && accessToken !== served.state.session?.accessToken)
    store.dispatch(accessTokenReceived(accessToken));
  const { origin, renderedAt } = served;
  const page = { origin, renderedAt, userAgent: navigator.userAgent, outcome: null };
  return { i18n, store, texts: Promise.resolve(), serverState, page };
}

/**
 * The empty shell: the address's language, its texts downloading while the store is made and the
 * shop's download starts (every page shows the shop). `texts` settles when the texts are there,
 * or have failed: without them the shop still works, the keys stand in for the words.
 */
export function shellState(accessToken: string | null) {
  const lang = firstLanguage(window.location.pathname);
  const i18n = createAppI18n(lang);
  const texts = loadTexts(i18n, lang).catch((error: unknown) => {
    reportError(error, { where: 'texts' });
  });
  const store = createShopStore(firstStoreState({ accessToken, lang }));
  prefetchShop(store.dispatch);
  return { i18n, store, texts, serverState: null, page: undefined };
}
