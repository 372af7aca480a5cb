/**
 * The browser's address, not only the router's state, loses ?token= and ?presaleToken= (issue 9:
 * no token in any URL after load). A navigate() from inside the router's subscriber used to
 * change the router's location while the window kept the token; this uses a real browser history
 * on jsdom's window against the demo server.
 */
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import { demoApiPerTest } from '../../test/demoApi';
import { silenceErrorReports, until } from '../../features/order/orderTestKit';
import { readCookie } from '../../lib/cookies';
import { ACCESS_TOKEN_COOKIE } from '../../features/session/accessToken';
import { watchNavigation } from './navigation';
import { createShopNavigation } from '../shopNavigation';

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
  // the storefront's addresses wait for their page first (routePage.tsx): they show later
  const navigation = createShopNavigation(
    createBrowserHistory({ v5Compat: true }),
    () => new Promise((done) => setTimeout(done, 5)),
  );
  return { navigation, stop: watchNavigation(navigation, [], api.makeStore()) };
}

describe('the address in the browser', () => {
  it('loses ?presaleToken= the storefront opens with, and the ?token= it moved to', async () => {
    const { navigation, stop } = await watched(
      '/de/c/main-theater?page=2&presaleToken=PRESALE-2026',
    );
    await until(() => windowAddress() === '/de/c/main-theater?page=2', 'the clean address');
    expect(readCookie(ACCESS_TOKEN_COOKIE)).toBe('PRESALE-2026');
    stop();
    navigation.dispose();
  });

  it('loses a ?token= a later navigation brings', async () => {
    const { navigation, stop } = await watched('/de');
    navigation.navigate('/de/about/imprint?token=demo-access-2026#top');
    await until(() => windowAddress() === '/de/about/imprint', 'the clean address');
    expect(window.location.hash).toBe('#top');
    expect(readCookie(ACCESS_TOKEN_COOKIE)).toBe('demo-access-2026');
    stop();
    navigation.dispose();
  });
});
