/**
 * What fetching ahead a link means in this storefront (features/navigation/preloadLinks.ts): the
 * page of the route it leads to, i.e. that page's chunk and its texts in the link's language,
 * and the route's payload (RTK Query's cache) where it names one. Keyed by route and language,
 * so each page is fetched ahead once.
 */
import type { i18n } from 'i18next';
import type { RouteObject } from 'react-router-dom';
import type { Lang } from '../../api/types';
import { preloadLinks, type PreloadTarget } from '../../features/navigation/preloadLinks';
import type { PreloadQueue } from '../../features/navigation/preloadPolicy';
import { pageOfAddress } from '../routePage';
import type { ShopNavigation } from '../shopNavigation';
import type { AppDispatch } from '../store';
import { DEFAULT_LANG, languageOfPath } from '../../lib/languages';

/**
 * The preload target of an address in `routes`: the page of its deepest route, if it has one.
 * Links into another language (the language switch) are not fetched ahead: that would download
 * the other languages' texts for a switch few visitors make.
 */
export function pagePreloadTarget(
  routes: RouteObject[],
  texts: i18n | null,
  dispatch: AppDispatch,
  /** the language of the page shown (the navigation's) */
  shownLang: () => Lang,
): (address: URL) => PreloadTarget | null {
  return (address) => {
    const target = pageOfAddress(routes, address.pathname);
    if (!target) return null;
    const { match: deepest, handle } = target;
    const { page, payload } = handle;
    const lang = languageOfPath(address.pathname) ?? DEFAULT_LANG;
    if (lang !== shownLang()) return null;
    return {
      key: `${deepest.route.id ?? deepest.pathnameBase}/${lang}`,
      run: () => {
        payload?.(dispatch, deepest.params);
        return page.load(texts, lang);
      },
    };
  };
}

/** Calls `listener` each time the navigation has shown a new location. */
export function afterNavigation(navigation: ShopNavigation): (listener: () => void) => () => void {
  return (listener) => {
    let shown = navigation.shown()?.location.key;
    return navigation.subscribe(() => {
      const now = navigation.shown();
      if (navigation.going() || !now || now.location.key === shown) return;
      shown = now.location.key;
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
  navigation: ShopNavigation,
  routes: RouteObject[],
  dispatch: AppDispatch,
  texts: i18n | null,
  queue?: PreloadQueue,
  firstScanAfterMs?: number,
): () => void {
  return preloadLinks({
    targetOf: pagePreloadTarget(
      routes,
      texts,
      dispatch,
      () => navigation.shown()?.lang ?? DEFAULT_LANG,
    ),
    onNavigated: afterNavigation(navigation),
    queue,
    firstScanAfterMs,
  });
}
