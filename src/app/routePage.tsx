/**
 * A route's page as a preloadable part (its chunk and its texts). A navigation waits for them at
 * most ROUTE_TRANSITION_WAIT_MS (shopNavigation.ts; spec section 9: route transitions wait up to
 * about 100 ms), so the old page stays while a quick page arrives; a slower one gets the new address at
 * once with <PendingPage /> in the main area and the loading bar running, then its content.
 * A new language (the language switch) is different: its texts load completely first, so no
 * frame ever mixes two languages.
 */
import type { Location, Params, RouteObject } from 'react-router-dom';
import { appTexts, loadTexts } from '../features/locale/textLoader';
import type { AppDispatch, AppStore } from './store';
import { shopTextsIn } from '../features/shop/shopTexts';
import { Part, PendingPage, type PreloadablePart } from '../features/navigation/preloadablePart';
import { DEFAULT_LANG, type Lang } from '../lib/languages';
import { routeMatches } from './routeMatches';

/** spec section 9 */
export const ROUTE_TRANSITION_WAIT_MS = 100;

/** What a route carries in its `handle`, for the preload policy: its page and its payload. */
export interface PageHandle {
  page: PreloadablePart;
  /** fetches ahead the API data the page shows (into RTK Query's cache), if any */
  payload?: (dispatch: AppDispatch, params: Params) => void;
}

/** Resolves when `promise` settles or after `ms`, whichever is first (never rejects). */
export function waitAtMost(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    promise.then(done, done);
  });
}

/** The component and handle of a route whose page is `part`. */
export function routePage(
  part: PreloadablePart,
  payload?: PageHandle['payload'],
): Pick<RouteObject, 'Component' | 'handle'> {
  return {
    Component: function RoutePage() {
      return <Part part={part} wanted props={{}} fallback={<PendingPage />} />;
    },
    handle: { page: part, payload } satisfies PageHandle,
  };
}

/** The deepest route `address` matches in `routes` (the page the address shows), if any. */
export function deepestMatch(routes: RouteObject[], address: string | Location) {
  const matches = routeMatches(routes, address);
  return matches?.[matches.length - 1] ?? null;
}

/** The deepest route `address` matches in `routes`, with its page's handle, if it has one. */
export function pageOfAddress(routes: RouteObject[], address: string | Location) {
  const deepest = deepestMatch(routes, address);
  const handle = deepest?.route.handle as PageHandle | undefined;
  return deepest && handle?.page ? { match: deepest, handle } : null;
}

/**
 * What a navigation to `location` waits for: in its language (the navigation's reading of it), the texts shown so far (all of
 * them: a new language never mixes with the old one in a frame), then its page, at most the
 * transition wait. A failure is not the navigation's: the page throws it to its error boundary.
 */
export function preparePage(
  routes: RouteObject[],
  store: Pick<AppStore, 'dispatch' | 'getState'>,
): (location: Location, language: Lang | null) => Promise<void> | undefined {
  return (location, language) => {
    const page = pageOfAddress(routes, location);
    if (!page) return undefined;
    const lang = language ?? DEFAULT_LANG;
    const texts = appTexts();
    // a new language's texts whole first: the interface's and the shop's (features/shop/shopTexts.ts)
    return Promise.all([
      texts ? loadTexts(texts, lang) : Promise.resolve(),
      shopTextsIn(store, lang),
    ]).then(() => waitAtMost(page.handle.page.load(texts, lang), ROUTE_TRANSITION_WAIT_MS));
  };
}
