/**
 * The test server wiring: a real demo shop API on a free port, every request it sees
 * recorded, a cookie-aware fetch, and stores whose shop API calls go there.
 */
import { clearImmediate, setImmediate } from 'node:timers';
import { startDemoServer } from '../../server/listen';
import type { ApiServices } from '../api/baseQuery';
import { makeStore } from '../app/store';
import type { RootState } from '../state/rootState';
import { createCookieFetch } from './cookieFetch';

// The server runs inside the test's jsdom environment; express needs Node's setImmediate there.
if (typeof globalThis.setImmediate !== 'function')
  Object.assign(globalThis, { setImmediate, clearImmediate });

type DemoServerOptions = NonNullable<Parameters<typeof startDemoServer>[0]>;

export interface SeenRequest {
  method: string;
  path: string;
  /** lower-case header names */
  headers: Record<string, string>;
}

export async function startTestApi(options: DemoServerOptions = {}) {
  const requests: SeenRequest[] = [];
  const server = await startDemoServer({
    ...options,
    port: 0,
    onRequest: (info) => {
      requests.push({ method: info.method, path: info.path, headers: { ...info.headers } });
      options.onRequest?.(info);
    },
  });
  const cookies = createCookieFetch();
  const services: ApiServices = {
    origin: server.url,
    fetchFn: cookies.fetch,
    retryBackoff: () => Promise.resolve(),
  };
  return {
    url: server.url,
    requests,
    cookies,
    services,
    /** a fresh store whose shop API calls go to this server */
    makeStore: (preloadedState?: Partial<RootState>) => makeStore(preloadedState, services),
    /** the requests to paths starting with `prefix` (query strings ignored) */
    requestsTo: (prefix: string, method?: string) =>
      requests.filter(
        (request) =>
          request.path.split('?')[0].startsWith(prefix) && (!method || request.method === method),
      ),
    async close() {
      cookies.clear();
      await server.close();
    },
  };
}

export type TestApi = Awaited<ReturnType<typeof startTestApi>>;

/** `const start = demoApiPerTest()`: a test starts its server with `await start(options)`; it is closed after the test. */
export function demoApiPerTest() {
  const running: TestApi[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((api) => api.close()));
  });
  return async (options: DemoServerOptions = {}) => {
    const api = await startTestApi(options);
    running.push(api);
    return api;
  };
}

/**
 * A shop API down or up at the test's word: every call fails while it is down (the server's fault
 * injection always rolls under its rate), none once it is up again.
 * `const outage = switchableOutage(); await start(outage.options); outage.down(true)`.
 */
export function switchableOutage(down = false) {
  let isDown = down;
  const options: DemoServerOptions = { failureRate: 0.5, random: () => (isDown ? 0.1 : 0.9) };
  return {
    options,
    down: (now: boolean) => {
      isDown = now;
    },
  };
}

/** Every request header of the shop API, lower-case as the server sees it. */
export const seenHeader = (name: string) => name.toLowerCase();
