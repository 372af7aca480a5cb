/**
 * A route's page as a preloadable part (its chunk and its texts). The route's loader waits for
 * them at most ROUTE_TRANSITION_WAIT_MS (spec section 9: route transitions wait up to about
 * 100 ms), so the old page stays while a quick page arrives; a slower one gets the new address at
 * once with <PendingPage /> in the main area and the loading bar running, then its content.
 * A new language (the language switch) is different: its texts load completely first, so no
 * frame ever mixes two languages.
 */
import type { LoaderFunctionArgs, Params, RouteObject } from 'react-router-dom';
import { appTexts, loadTexts } from '../features/locale/textLoader';
import type { AppDispatch } from './store';
import { Part, PendingPage, type PreloadablePart } from '../features/navigation/preloadablePart';
import { langOrDefault } from '../lib/languages';

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

/** The loader, component and handle of a route whose page is `part`. */
export function routePage(
  part: PreloadablePart,
  payload?: PageHandle['payload'],
): Pick<RouteObject, 'loader' | 'Component' | 'handle'> {
  return {
    loader: async ({ params }: LoaderFunctionArgs) => {
      const lang = langOrDefault(params.lang);
      const texts = appTexts();
      if (texts) await loadTexts(texts, lang);
      // a failure is not the loader's: the page throws it to the route's error boundary
      await waitAtMost(part.load(texts, lang), ROUTE_TRANSITION_WAIT_MS);
      return null;
    },
    Component: function RoutePage() {
      return <Part part={part} wanted props={{}} fallback={<PendingPage />} />;
    },
    handle: { page: part, payload } satisfies PageHandle,
  };
}
