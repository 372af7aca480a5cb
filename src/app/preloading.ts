/**
 * What fetching ahead a link means in this storefront (features/navigation/preloadLinks.ts): the
 * page of the route it leads to, i.e. that page's chunk and its texts in the link's language,
 * and the route's payload (RTK Query's cache) where it names one. Keyed by route and language,
 * so each page is fetched ahead once.
 */
import type { i18n } from 'i18next';
import { matchRoutes, type createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { Lang } from '../api/types';
import { preloadLinks, type PreloadTarget } from '../features/navigation/preloadLinks';
import type { PreloadQueue } from '../features/navigation/preloadPolicy';
import type { PageHandle } from './routePage';
import type { AppDispatch } from './store';
import { DEFAULT_LANG, isLang, langOrDefault } from '../lib/languages';

type Router = ReturnType<typeof createBrowserRouter>;

/** The language of an address's path (its first segment), if it has one. */
export const languageOfPath = (pathname: string): Lang | null => {
  const first = pathname.split('/')[1];
  return isLang(first) ? first : null;
};

/**
 * The preload target of an address in `routes`: the page of its deepest route, if it has one.
 * Links into another language (the language switch) are not fetched ahead: that would download
 * the other languages' texts for a switch few visitors make.
 */
export function pagePreloadTarget(
  routes: RouteObject[],
  texts: i18n | null,
  dispatch: AppDispatch,
  currentPath: () => string = () => window.location.pathname,
): (address: URL) => PreloadTarget | null {
  return (address) => {
    const matches = matchRoutes(routes, address.pathname);
    const deepest = matches?.[matches.length - 1];
    const handle = deepest?.route.handle as PageHandle | undefined;
    if (!deepest || !handle?.page) return null;
    const { page, payload } = handle;
    const lang = langOrDefault(deepest.params.lang);
    if (lang !== (languageOfPath(currentPath()) ?? DEFAULT_LANG)) return null;
    return {
      key: `${deepest.route.id ?? deepest.pathnameBase}/${lang}`,
      run: () => {
        payload?.(dispatch, deepest.params);
        return page.load(texts, lang);
      },
    };
  };
}

/** Calls `listener` each time the router has finished a navigation to a new location. */
export function afterNavigation(router: Router): (listener: () => void) => () => void {
  return (listener) => {
    let shown = router.state.location.key;
    return router.subscribe((state) => {
      if (state.navigation.state !== 'idle' || state.location.key === shown) return;
      shown = state.location.key;
      listener();
    });
  };
}

/**
 * The preloading policy for the app's router; returns the function that stops it.
 * `firstScanAfterMs`: the first scan's delay after load (the start waited PRELOAD_DELAY_MS
 * itself before it loaded this chunk: 0).
 */
export function startPreloading(
  router: Router,
  dispatch: AppDispatch,
  texts: i18n | null,
  queue?: PreloadQueue,
  firstScanAfterMs?: number,
): () => void {
  return preloadLinks({
    targetOf: pagePreloadTarget(router.routes as RouteObject[], texts, dispatch),
    onNavigated: afterNavigation(router),
    queue,
    firstScanAfterMs,
  });
}
