/**
 * The page's early shop call (earlyShop.ts) is the storefront's first shop call: the store made
 * as the start makes it (index.tsx: the token and the language of the address, the consent
 * restored from its cookie) adopts it, and the shop goes over the network once.
 */
import { loadDemoFixture } from '../server/demoFixture/fixture';
import { EARLY_SHOP_CALL } from './api/earlyShopCall';
import { CSRF_COOKIE } from './api/headers';
import { firstStoreState } from './app/firstStoreState';
import { makeStore } from './app/store';
import { writeConsentCookie } from './features/consent/consentCookie';
import { firstLanguage } from './features/locale/firstLanguage';
import { ACCESS_TOKEN_STORAGE_KEY, readStoredAccessToken } from './features/session/accessToken';
import { shopQuery } from './features/shop/shopQuery';
import { deleteCookie, writeCookie } from './lib/cookies';

const shop = loadDemoFixture().shop;
const answer = () =>
  new Response(JSON.stringify(shop), { headers: { 'Content-Type': 'application/json' } });

/** Runs the entry as the page does: once, at load (a fresh module each time). */
const runEarlyScript = () =>
  jest.isolateModulesAsync(async () => {
    await import('./earlyShop');
  });

/** The store as the storefront's start makes it (index.tsx), calling the page's own origin. */
function startStore(fetchFn: typeof fetch) {
  return makeStore(
    firstStoreState({
      accessToken: readStoredAccessToken(),
      lang: firstLanguage(window.location.pathname),
    }),
    { origin: window.location.origin, fetchFn },
  );
}
const getShop = (store: ReturnType<typeof startStore>) =>
  store.dispatch(shopQuery.endpoints.getShop.initiate('demo', { subscribe: false })).unwrap();

let network: jest.SpyInstance;
let ownCall: jest.Mock;
beforeEach(() => {
  window.history.replaceState(null, '', '/en/c/main-konzerte?q=jazz');
  writeCookie(CSRF_COOKIE, 'csrf-1');
  writeConsentCookie(true);
  window.localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, 'demo-access-2026');
  network = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => answer());
  ownCall = jest.fn(async () => answer());
});
afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[EARLY_SHOP_CALL];
  deleteCookie(CSRF_COOKIE);
  deleteCookie('billett_consent');
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

it('asks for the shop with the headers of the first call, which adopts it', async () => {
  await runEarlyScript();
  expect(network).toHaveBeenCalledTimes(1);
  const [url, init] = network.mock.calls[0] as [string, RequestInit];
  expect(url).toBe('http://localhost/api/shop/v2/shop/demo');
  expect(Object.fromEntries(new Headers(init.headers).entries())).toEqual({
    accept: 'application/json',
    'x-xsrf-token': 'csrf-1',
    'x-auth-token': 'demo-access-2026',
    'x-locale': 'en',
    'x-page-url': 'http://localhost/en/c/main-konzerte?q=jazz',
    'x-tracking': '1',
  });

  const store = startStore(ownCall as unknown as typeof fetch);
  await expect(getShop(store)).resolves.toMatchObject({ id: shop.id });
  expect(ownCall).not.toHaveBeenCalled();
  expect(network).toHaveBeenCalledTimes(1);
});

it('the first call sends its own when its headers came out otherwise (the address changed)', async () => {
  await runEarlyScript();
  window.history.replaceState(null, '', '/en/c/main-konzerte');
  const store = startStore(ownCall as unknown as typeof fetch);
  await expect(getShop(store)).resolves.toMatchObject({ id: shop.id });
  expect(ownCall).toHaveBeenCalledTimes(1);
});

it('asks nothing without a CSRF cookie or with a token in the address', async () => {
  deleteCookie(CSRF_COOKIE);
  await runEarlyScript();
  writeCookie(CSRF_COOKIE, 'csrf-1');
  window.history.replaceState(null, '', '/en/presale?token=demo-access-2026');
  await runEarlyScript();
  expect(network).not.toHaveBeenCalled();
});
