import { createBrowserRouter } from 'react-router-dom';
import { watchNavigation } from './navigationWatch';
import { routes } from './routes';
import type { AppStore } from './store';

/**
 * The storefront's router on the browser's address, with the address rules watching it from
 * its first navigation on (navigationWatch.ts): no navigation goes unwatched.
 */
export function createAppRouter(store: AppStore): ReturnType<typeof createBrowserRouter> {
  const router = createBrowserRouter(routes);
  watchNavigation(router, store);
  return router;
}
