import type { i18n } from 'i18next';
import type { RouteObject } from 'react-router-dom';
import { repairAddress } from './app/addressRepair';
import type { ShopNavigation } from './app/shopNavigation';
import type { AppStore } from './app/store';
import { takeAccessTokenFromAddress } from './features/session/accessToken';
import { startStep } from './lib/startStep';
import './styles/base.css';

// the address as the browser asked the server for it (a rendered page is that address's)
const addressAsked = `${window.location.pathname}${window.location.search}`;
// An address the router cannot represent is repaired, and the token leaves the address, before
// anything else reads the URL.
repairAddress();
const accessToken = takeAccessTokenFromAddress();

/**
 * The start, one short step per task (docs/decisions/start-in-short-steps.md): a
 * module is evaluated when its step imports it (`eager`: same chunk, no extra request), and the
 * browser paints and answers input in between. Only our own modules are imported so: a
 * package imported so would keep all its exports (no tree shaking). The downloads (texts, the page's chunk, the
 * shop) start as early as their step allows.
 */
async function start(): Promise<void> {
  const container = document.getElementById('root');
  const { readPageData } = await import(/* webpackMode: "eager" */ './app/render/pageData');
  const { runningBuildId } = await import(
    /* webpackMode: "eager" */ './features/freshness/buildId'
  );
  const served = container ? readPageData(document, runningBuildId()) : null;
  if (container && served) {
    // the server rendered the page: hydrate it (app/hydratePage.tsx)
    const { hydratePage } = await import(/* webpackMode: "eager" */ './app/hydratePage');
    const { store, i18n, navigation } = await hydratePage({
      container,
      served,
      accessToken,
      addressAsked,
    });
    const { routes } = await import(/* webpackMode: "eager" */ './app/routes');
    await preloadLater(navigation, routes, store, i18n);
    return;
  }
  await startInEmptyShell();
}

/**
 * Spec section 9: 1 s after load, the pages behind the links on screen, unless data saver or
 * 2g. The policy that does it is a chunk of its own ('preloading'), loaded at that moment: no
 * first page waits for it or downloads it before it has settled. Without it (a new build
 * replaced it, no connection) nothing is fetched ahead; every page still loads when followed.
 */
async function preloadLater(
  navigation: ShopNavigation,
  routes: RouteObject[],
  store: AppStore,
  i18n: i18n,
): Promise<void> {
  const { PRELOAD_DELAY_MS } = await import(
    /* webpackMode: "eager" */ './features/navigation/preloadPolicy'
  );
  const begin = () =>
    setTimeout(() => {
      import(/* webpackChunkName: "preloading" */ './app/preloading').then(
        ({ startPreloading }) =>
          startPreloading(navigation, routes, store.dispatch, i18n, undefined, 0),
        () => undefined,
      );
    }, PRELOAD_DELAY_MS);
  if (document.readyState === 'complete') begin();
  else window.addEventListener('load', begin, { once: true });
}

/** A page served as the empty shell (a static host, a server that could not render it). */
async function startInEmptyShell(): Promise<void> {
  const { i18n, lang } = await startStep('language', async () => {
    const { firstLanguage } = await import(
      /* webpackMode: "eager" */ './features/locale/firstLanguage'
    );
    const { createAppI18n } = await import(
      /* webpackMode: "eager" */ './features/locale/textLoader'
    );
    const language = firstLanguage(window.location.pathname);
    return { i18n: createAppI18n(language), lang: language };
  });
  // the texts in the visitor's language download while the rest starts
  const { texts } = await startStep('texts', async () => {
    const { loadTexts } = await import(/* webpackMode: "eager" */ './features/locale/textLoader');
    // in an object: the step ends when the download has started, not when it is done
    const loading = loadTexts(i18n, lang).then(
      () => true,
      async (error: unknown) => {
        // without its texts the shop still works; the keys stand in for the words
        const { reportError } = await import(/* webpackMode: "eager" */ './lib/errorReporting');
        reportError(error, { where: 'texts' });
        return false;
      },
    );
    return { texts: loading };
  });
  // each library is evaluated with the first of our modules that imports it
  await startStep('shop-api', () => import(/* webpackMode: "eager" */ './api/shopApi'));
  const { createShopStore } = await startStep(
    'store-module',
    () => import(/* webpackMode: "eager" */ './app/shopStore'),
  );
  const store = await startStep('store', async () => {
    const { firstStoreState } = await import(/* webpackMode: "eager" */ './app/firstStoreState');
    return createShopStore(firstStoreState({ accessToken, lang }));
  });
  await startStep('sagas', async () => {
    // their own chunk, once needed; what is dispatched before they run waits for them
    const { loadSagasWhenNeeded } = await import(/* webpackMode: "eager" */ './app/sagaLoad');
    loadSagasWhenNeeded(store);
  });
  await startStep('shop', async () => {
    const { prefetchShop } = await import(
      /* webpackMode: "eager" */ './features/shop/prefetchShop'
    );
    // every page shows the shop: its download starts before the routes are even evaluated
    prefetchShop(store.dispatch);
  });
  await startStep('order', async () => {
    const { orderRestoreRequested } = await import(
      /* webpackMode: "eager" */ './features/orderModel/orderEvents'
    );
    store.dispatch(orderRestoreRequested());
  });
  const { routes } = await startStep(
    'routes',
    () => import(/* webpackMode: "eager" */ './app/routes'),
  );
  const { createAppNavigation } = await startStep(
    'router-module',
    () => import(/* webpackMode: "eager" */ './app/appNavigation'),
  );
  const navigation = await startStep('router', () => createAppNavigation(store));
  await startStep('preloading', () => preloadLater(navigation, routes, store, i18n));
  const { mountApp } = await startStep(
    'react-dom',
    () => import(/* webpackMode: "eager" */ './app/mountApp'),
  );
  const container = document.getElementById('root');
  if (!container) return;
  await texts;
  // the start shell stays until the first address's page is ready (its chunk, at most the
  // transition wait after the texts): React's first commit replaces the shell, and before that
  // address it would commit nothing at all
  const { firstAddressShown } = await import(/* webpackMode: "eager" */ './app/shopNavigation');
  await firstAddressShown(navigation);
  await startStep('render', async () => {
    const { showPageAfterFirstPaint } = await import(
      /* webpackMode: "eager" */ './app/layout/pageAfterFirstPaint'
    );
    const { warmFormats } = await import(/* webpackMode: "eager" */ './lib/formatWarmup');
    // the shop's frame and the consent banner paint first; then, in a task of its own, the prices'
    // locale data loads (not in the page's render, not before the first frame); then the page
    showPageAfterFirstPaint(() => {
      const started = performance.now();
      warmFormats(lang);
      if (typeof performance.measure === 'function')
        performance.measure('billett:start:formats', { start: started });
    });
    mountApp(container, { store, i18n, navigation, routes });
  });
}

void start();
