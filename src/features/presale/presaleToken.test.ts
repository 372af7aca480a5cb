/**
 * The presaleToken rule on any page (spec section 2), through the app's navigation watch on a real
 * store against the demo server: the presale order is created, the cart opens, the value moves to
 * ?token= (which the token rule stores as the access token and takes out of the address) and
 * presaleToken is cleared.
 */
import { API_PREFIX } from '../../api/headers';
import { watchNavigation } from '../../app/start/navigation';
import type { AppStore } from '../../state/rootState';
import { demoApiPerTest } from '../../test/demoApi';
import { memoryNavigation } from '../../test/renderWithRouter';
import { selectCartOpen } from '../order/cartSlice';
import { selectOrderActive } from '../order/orderSelectors';
import { silenceErrorReports, until } from '../order/orderTestKit';
import { readCookie } from '../../lib/cookies';
import { ACCESS_TOKEN_COOKIE } from '../session/accessToken';
import { selectAccessToken } from '../session/sessionSlice';
import { selectOrderId } from '../orderModel/currentOrder';
import { movePresaleToken } from './presaleToken';

const start = demoApiPerTest();
silenceErrorReports();
beforeEach(() => localStorage.clear());

function watched(store: AppStore, initial: string) {
  const navigation = memoryNavigation(initial);
  const stop = watchNavigation(navigation, [], store);
  const { history } = navigation;
  const address = () => `${history.location.pathname}${history.location.search}`;
  return { navigation, stop, address };
}

describe('movePresaleToken', () => {
  it('moves the value to token and clears presaleToken, keeping the rest', () => {
    const moved = movePresaleToken(
      new URL('https://shop.test/de/c/x?page=2&presaleToken=%20ABC%20#top'),
    );
    expect(moved?.token).toBe('ABC');
    expect(moved?.next.href).toBe('https://shop.test/de/c/x?page=2&token=ABC#top');
    expect(movePresaleToken(new URL('https://shop.test/de?page=2'))).toBeNull();
    const empty = movePresaleToken(new URL('https://shop.test/de?presaleToken='));
    expect(empty).toEqual({ token: null, next: new URL('https://shop.test/de') });
  });
});

describe('?presaleToken= on any page', () => {
  it('on the address the storefront opens with: order, cart, access token, clean address', async () => {
    const api = await start();
    const store = api.makeStore();
    const { address, stop } = watched(
      store,
      '/de/c/main-konzerte?page=2&presaleToken=PRESALE-2026',
    );

    await until(() => selectOrderActive(store.getState()), 'the presale order');
    expect(api.requestsTo(`${API_PREFIX}/presale/order`, 'POST')).toHaveLength(1);
    expect(selectOrderId(store.getState())).toMatch(/^ord-/);
    expect(selectCartOpen(store.getState())).toBe(true);
    await until(() => address() === '/de/c/main-konzerte?page=2', 'the clean address');
    expect(selectAccessToken(store.getState())).toBe('PRESALE-2026');
    expect(readCookie(ACCESS_TOKEN_COOKIE)).toBe('PRESALE-2026');
    stop();
  });

  it('on a later navigation too; an invalid code opens nothing and the alert says why', async () => {
    const api = await start();
    const store = api.makeStore();
    const { navigation, address, stop } = watched(store, '/de');
    expect(api.requestsTo(`${API_PREFIX}/presale/order`)).toHaveLength(0);

    navigation.navigate('/de/about/imprint?presaleToken=NOPE');
    await until(() => store.getState().errorAlert.visible, 'the alert');
    expect(store.getState().errorAlert.detail).toBe('Dieser Vorverkaufscode ist ungültig.');
    expect(selectOrderId(store.getState())).toBeNull();
    expect(selectCartOpen(store.getState())).toBe(false);
    await until(() => address() === '/de/about/imprint', 'the clean address');

    navigation.navigate('/de?presaleToken=PRESALE-2026');
    await until(() => selectOrderActive(store.getState()), 'the presale order');
    expect(selectCartOpen(store.getState())).toBe(true);
    await until(() => address() === '/de', 'the clean address');
    stop();
  });
});
