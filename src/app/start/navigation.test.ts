/**
 * The token rule of the navigation watch for values that are no token (found by the route fuzz
 * test): a ?token= that HTTP cannot carry, or a blank one, leaves the address and is not kept, so
 * the shop's calls (which would all fail with it as a header) go on without it.
 */
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import { readCookie } from '../../lib/cookies';
import { ACCESS_TOKEN_COOKIE } from '../../features/session/accessToken';
import { selectAccessToken } from '../../features/session/sessionSlice';
import { silenceErrorReports, until } from '../../features/order/orderTestKit';
import { demoApiPerTest } from '../../test/demoApi';
import { memoryNavigation } from '../../test/renderWithRouter';
import { createShopNavigation } from '../shopNavigation';
import { makeStore } from '../store';
import { watchNavigation } from './navigation';

const start = demoApiPerTest();
silenceErrorReports();

function watched(initial = '/de') {
  const store = makeStore();
  const navigation = memoryNavigation(initial);
  const stop = watchNavigation(navigation, [], store);
  const { history } = navigation;
  const address = () => `${history.location.pathname}${history.location.search}`;
  return { store, navigation, stop, address };
}

beforeEach(() => localStorage.clear());

describe('the navigation watch and odd ?token= values', () => {
  it('takes an unsendable token out of the address and keeps no token', async () => {
    const { store, navigation, stop, address } = watched();
    navigation.navigate('/de/c/main-konzerte?token=%E2%93%A7%F0%9F%90%87&page=2');
    await until(() => address() === '/de/c/main-konzerte?page=2', 'the clean address');
    expect(selectAccessToken(store.getState())).toBeNull();
    expect(readCookie(ACCESS_TOKEN_COOKIE)).toBeNull();
    stop();
  });

  it('takes a blank token out of the address too', async () => {
    const { store, navigation, stop, address } = watched();
    navigation.navigate('/de/about/imprint?token=%20&sort=date');
    await until(() => address() === '/de/about/imprint?sort=date', 'the clean address');
    expect(selectAccessToken(store.getState())).toBeNull();
    stop();
  });

  it('still takes a real token', async () => {
    const { store, navigation, stop, address } = watched();
    navigation.navigate('/de?token=demo-access-2026');
    await until(() => address() === '/de', 'the clean address');
    expect(selectAccessToken(store.getState())).toBe('demo-access-2026');
    expect(readCookie(ACCESS_TOKEN_COOKIE)).toBe('demo-access-2026');
    stop();
  });
});

describe('the navigation watch on an address whose path starts with two slashes', () => {
  const where = () =>
    `${window.location.origin}${window.location.pathname}${window.location.search}`;

  /** A browser router on jsdom's window opened at `path` (on this origin), watched. */
  async function inBrowser(path: string) {
    const api = await start();
    window.history.replaceState(null, '', `${window.location.origin}${path}`);
    const store = api.makeStore();
    const navigation = createShopNavigation(
      createBrowserHistory({ v5Compat: true }),
      () => undefined,
    );
    const stop = watchNavigation(navigation, [], store);
    return {
      store,
      navigation,
      stop() {
        stop();
        navigation.dispose();
      },
    };
  }

  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);
  beforeEach(() => {
    rejections.length = 0;
    process.on('unhandledRejection', onRejection);
  });
  afterEach(() => {
    process.off('unhandledRejection', onRejection);
    window.history.replaceState(null, '', '/');
  });

  it('opens with a presale code on //<no host name>/… without throwing, and cleans the address', async () => {
    const { store, stop } = await inBrowser('//konzerte-%1/-v?presaleToken=NOPE&page=2');
    await until(() => where() === 'http://localhost/konzerte-%1/-v?page=2', 'the clean address');
    await until(() => store.getState().errorAlert.visible, 'the refused code told');
    expect(rejections).toEqual([]);
    stop();
  });

  it("moves a presale code on //host/… within this origin (the router refuses '//' as external)", async () => {
    const { store, stop } = await inBrowser('//evil.example/de?presaleToken=PRESALE-2026');
    await until(() => where() === 'http://localhost/evil.example/de', 'the clean address');
    expect(store.getState().session.accessToken).toBe('PRESALE-2026');
    expect(rejections).toEqual([]);
    stop();
  });
});
