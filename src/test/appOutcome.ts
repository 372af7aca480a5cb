/**
 * What the app booted by renderApp ended on, for tests of odd addresses: the errors it reported
 * (console.error, window errors, unhandled rejections; the router's and React's report of a 404
 * page excepted) and, once it settled, whether it shows a page or the 404 page.
 */
import { waitFor } from '@testing-library/react';
import type { AppStore } from '../state/rootState';
import { PENDING_HEADING_ATTRIBUTE } from '../components/PendingHeading';
import { isPageError } from '../features/errors/pageError';
import type { renderApp } from './renderApp';

/**
 * The error itself, also when jsdom reports it as thrown: React 18 (development) renders a failing
 * component again inside a fake event, and jsdom logs that as 'Uncaught [error]' with the error
 * in `detail`.
 */
const thrown = (arg: unknown): unknown =>
  // jsdom's error is of Node's realm, not the page's: no instanceof Error
  typeof arg === 'object' && arg !== null && 'detail' in arg ? arg.detail : arg;

/** React's and the router's report of a 404 the route's error page then shows: expected. */
const isNotFoundReport = (args: unknown[]) =>
  args.some((arg) => {
    const error = thrown(arg);
    return isPageError(error) && error.status === 404;
  });

/** React 18's note after an error a boundary caught: it names the component, not the error. */
const isBoundaryNote = (args: unknown[]) =>
  typeof args[0] === 'string' && args[0].startsWith('The above error occurred in the <');

const describeArgs = (args: unknown[]) =>
  args
    .map((arg) => (arg instanceof Error ? `${arg.name}: ${arg.message}` : String(arg)))
    .join(' ')
    .slice(0, 600);

/** Starts collecting the errors of one visit; `stop` ends it. The spy only listens. */
export function watchErrors() {
  const seen: string[] = [];
  // whether the last error thrown while rendering was a 404 (React 18's note about it follows)
  let last404 = false;
  const spy = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (isNotFoundReport(args)) last404 = true;
    else if (!(last404 && isBoundaryNote(args))) seen.push(`console.error: ${describeArgs(args)}`);
  });
  const onError = (event: ErrorEvent) => {
    last404 = isNotFoundReport([event.error]);
    if (!last404) seen.push(`window error: ${describeArgs([event.error])}`);
  };
  const onRejection = (reason: unknown) =>
    seen.push(`unhandled rejection: ${describeArgs([reason])}`);
  window.addEventListener('error', onError);
  process.on('unhandledRejection', onRejection);
  return {
    seen,
    stop() {
      spy.mockRestore();
      window.removeEventListener('error', onError);
      process.off('unhandledRejection', onRejection);
    },
  };
}

/** No shop API call is under way. */
function apiQuiet(store: AppStore): boolean {
  const { queries, mutations } = store.getState().shopApi;
  return ![...Object.values(queries), ...Object.values(mutations)].some(
    (entry) => entry?.status === 'pending',
  );
}

export type Outcome = 'page' | 'not-found';

/**
 * Waits until the app settled (no navigation, no call under way, the page's own h1 in the main
 * landmark) and says what it shows: a page, or the 404 page. Throws for anything else (no h1, an empty root,
 * the error page with another status).
 */
export async function settledOutcome(app: ReturnType<typeof renderApp>): Promise<Outcome> {
  const { container, store, navigation } = app;
  await waitFor(
    () => {
      expect(navigation.going()).toBeNull();
      expect(apiQuiet(store)).toBe(true);
      // the page's own h1 (not a loading page's stand-in)
      expect(
        container.querySelector(`main h1:not([${PENDING_HEADING_ATTRIBUTE}])`)?.textContent?.trim(),
      ).toBeTruthy();
    },
    // only a hang ends the wait: a busy two-core machine took more than 8 s for the seating page
    { timeout: 30_000 },
  );
  expect(container.textContent?.trim()).toBeTruthy();
  const errorPage = container.querySelector('main .error-page');
  if (!errorPage) return 'page';
  const status = errorPage.querySelector('.error-page__status')?.textContent ?? '';
  if (!/\b404\b/.test(status)) throw new Error(`the error page shows "${status}", not a 404`);
  return 'not-found';
}
