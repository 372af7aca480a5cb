/**
 * Bad input (issue 9): whatever address a visitor opens (random segments, malformed encodings,
 * huge and negative ids, unknown languages, odd query strings), the storefront shows a page or
 * the 404 page; never a crash, a blank screen or the server-error page. The whole app is booted
 * for each generated address (src/test/renderApp.tsx: the real routes, store, sagas and the demo
 * shop API). console.error fails the run unless it is the router telling of the 404 it shows.
 */
import fc from 'fast-check';
import type * as SeatsioReactLoader from '../features/seating/testing/seatsioReactForJest';
import { settledOutcome, watchErrors } from '../test/appOutcome';
import { startTestApi, type TestApi } from '../test/demoApi';
import { renderApp } from '../test/renderApp';
import { addressArb, asBrowserSees, FOUND_ADDRESSES } from '../test/routeArbitraries';

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
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);

// 100 whole-app renders: about a minute on a quiet machine, several on a busy one (the CI's runner
// shares its cores); the limit only stops a hang
jest.setTimeout(600_000);

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
        let app: ReturnType<typeof renderApp> | null = null;
        try {
          app = renderApp(api, address);
          const outcome = await settledOutcome(app);
          const route = app.routeId();
          outcomes.set(`${outcome} ${route}`, (outcomes.get(`${outcome} ${route}`) ?? 0) + 1);
          expect(errors.seen).toEqual([]);
        } catch (failure) {
          const where = `${address} (typed as ${JSON.stringify(raw)})`;
          const main = app?.container.querySelector('main');
          const at = app ? `${app.location().pathname}${app.location().search}` : '';
          const shown = `${at}: ${main ? main.textContent?.slice(0, 300) : 'no main'}`;
          // the first lines only: waitFor's message goes on with the whole document
          const why = String(failure).split('\n').slice(0, 4).join('\n');
          throw new Error(`${where}: ${why}\nerrors: ${errors.seen.join('\n')}\nshown: ${shown}`, {
            cause: failure,
          });
        } finally {
          app?.unmount();
          errors.stop();
        }
      }),
      {
        seed: SEED,
        path: process.env.FUZZ_PATH,
        numRuns: RUNS,
        endOnFailure: true,
        // the addresses that once crashed the storefront, first (a replayed path counts them too)
        examples: FOUND_ADDRESSES.map((address) => [address]),
      },
    );
  });
});
