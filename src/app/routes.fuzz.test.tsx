/**
 * Bad input (issue 9): whatever address a visitor opens (random segments, malformed encodings,
 * huge and negative ids, unknown languages, odd query strings), the storefront shows a page or
 * the 404 page; never a crash, a blank screen or the server-error page. The whole app is booted
 * for each generated address (src/test/renderApp.tsx: the real routes, store, sagas and the demo
 * shop API). console.error fails the run unless it is the router telling of the 404 it shows.
 */
import { waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { isPageError } from '../features/errors/pageError';
import { addressArb, asBrowserSees } from '../test/routeArbitraries';
import { startTestApi, type TestApi } from '../test/demoApi';
import { renderApp } from '../test/renderApp';
import type * as SeatsioReactLoader from '../features/seating/testing/seatsioReactForJest';
import type { AppStore } from './store';

// the real seats.io wrapper, which jest cannot resolve by itself (see seatsioReactForJest.ts)
jest.mock(
  '@seatsio/seatsio-react',
  () =>
    (
      jest.requireActual(
        '../features/seating/testing/seatsioReactForJest',
      ) as typeof SeatsioReactLoader
    ).loadSeatsioReact(),
  { virtual: true },
);

/** Replays a failure: FUZZ_SEED=<seed> [FUZZ_PATH=<path>] npx jest src/app/routes.fuzz.test.tsx */
const SEED = Number(process.env.FUZZ_SEED ?? 20260409);
const RUNS = Number(process.env.FUZZ_RUNS ?? 150);

jest.setTimeout(120_000);

/** React's and the router's report of a 404 the route's error page then shows: expected. */
const isNotFoundReport = (args: unknown[]) =>
  args.some((arg) => isPageError(arg) && arg.status === 404);

/** Everything the console.error spy, window errors and unhandled rejections saw during one visit. */
function watchErrors() {
  const seen: string[] = [];
  const describe = (args: unknown[]) =>
    args
      .map((arg) => (arg instanceof Error ? `${arg.name}: ${arg.message}` : String(arg)))
      .join(' ')
      .slice(0, 600);
  const spy = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!isNotFoundReport(args)) seen.push(`console.error: ${describe(args)}`);
  });
  const onError = (event: ErrorEvent) => {
    if (!isNotFoundReport([event.error])) seen.push(`window error: ${describe([event.error])}`);
  };
  const onRejection = (reason: unknown) => seen.push(`unhandled rejection: ${describe([reason])}`);
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

type Outcome = 'page' | 'not-found';

/** What the visitor sees once the page settled: a page with its h1, or the 404 page; else throws. */
async function settledOutcome(
  container: HTMLElement,
  store: AppStore,
  router: ReturnType<typeof renderApp>['router'],
): Promise<Outcome> {
  await waitFor(
    () => {
      expect(router.state.navigation.state).toBe('idle');
      expect(apiQuiet(store)).toBe(true);
      expect(container.querySelector('main h1')?.textContent?.trim()).toBeTruthy();
    },
    { timeout: 8000 },
  );
  expect(container.textContent?.trim()).toBeTruthy();
  const errorPage = container.querySelector('main .error-page');
  if (!errorPage) return 'page';
  const status = errorPage.querySelector('.error-page__status')?.textContent ?? '';
  if (!/\b404\b/.test(status)) throw new Error(`the error page shows "${status}", not a 404`);
  return 'not-found';
}

describe('any address shows a page or the 404 page', () => {
  let api: TestApi;
  /** outcome and the deepest matched route -> how many addresses ended there */
  const outcomes = new Map<string, number>();

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api.close();
    // how the generated addresses fell, for the reader of the test output
    const table = [...outcomes].sort(([a], [b]) => a.localeCompare(b));
    console.info(`routes fuzz (seed ${SEED}, ${RUNS} runs):\n${table.join('\n')}`);
  });

  it('renders every generated address without a crash, a blank screen or a 5xx page', async () => {
    await fc.assert(
      fc.asyncProperty(addressArb, async (raw) => {
        localStorage.clear();
        sessionStorage.clear();
        api.cookies.clear();
        const address = asBrowserSees(raw);
        const errors = watchErrors();
        const app = renderApp(api, address);
        try {
          const outcome = await settledOutcome(app.container, app.store, app.router);
          const route = app.router.state.matches.at(-1)?.route.id ?? 'none';
          outcomes.set(`${outcome} ${route}`, (outcomes.get(`${outcome} ${route}`) ?? 0) + 1);
          expect(errors.seen).toEqual([]);
        } catch (failure) {
          const where = `${address} (typed as ${JSON.stringify(raw)})`;
          const { pathname, search } = app.router.state.location;
          const main = app.container.querySelector('main');
          const shown = `${pathname}${search}: ${main ? main.textContent?.slice(0, 300) : 'no main'}`;
          // the first lines only: waitFor's message goes on with the whole document
          const why = String(failure).split('\n').slice(0, 4).join('\n');
          throw new Error(`${where}: ${why}\nerrors: ${errors.seen.join('\n')}\nshown: ${shown}`, {
            cause: failure,
          });
        } finally {
          app.unmount();
          errors.stop();
        }
      }),
      { seed: SEED, path: process.env.FUZZ_PATH, numRuns: RUNS, endOnFailure: true },
    );
  });
});
