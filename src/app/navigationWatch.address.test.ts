/**
 * The browser's address, not only the router's state, loses ?token= and ?presaleToken= (issue 9:
 * no token in any URL after load). A navigate() from inside the router's subscriber used to
 * change the router's location while the window kept the token; this uses a real browser router
 * on jsdom's window against the demo server.
 */
import { createBrowserRouter } from 'react-router-dom';
import { demoApiPerTest } from '../test/demoApi';
import { silenceErrorReports, until } from '../features/order/orderTestKit';
import { ACCESS_TOKEN_STORAGE_KEY } from '../features/session/accessToken';
import { watchNavigation } from './navigationWatch';

const start = demoApiPerTest();
silenceErrorReports();
beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

const windowAddress = () => `${window.location.pathname}${window.location.search}`;

async function watched(initial: string) {
  const api = await start();
  window.history.replaceState(null, '', initial);
  // the storefront's routes load their page first (routePage.tsx): navigations are asynchronous
  const router = createBrowserRouter([
    {
      path: '*',
      loader: () => new Promise((done) => setTimeout(() => done(null), 5)),
      element: null,
      hydrateFallbackElement: null,
    },
  ]);
  return { router, stop: watchNavigation(router, api.makeStore()) };
}

describe('the address in the browser', () => {
  it('loses ?presaleToken= the storefront opens with, and the ?token= it moved to', async () => {
    const { router, stop } = await watched('/de/c/main-theater?page=2&presaleToken=PRESALE-2026');
    await until(() => windowAddress() === '/de/c/main-theater?page=2', 'the clean address');
    expect(localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBe('PRESALE-2026');
    stop();
    router.dispose();
  });

  it('loses a ?token= a later navigation brings', async () => {
    const { router, stop } = await watched('/de');
    await router.navigate('/de/about/imprint?token=demo-access-2026#top');
    await until(() => windowAddress() === '/de/about/imprint', 'the clean address');
    expect(window.location.hash).toBe('#top');
    expect(localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBe('demo-access-2026');
    stop();
    router.dispose();
  });
});
