import { readCookie } from '../../lib/cookies';
import {
  ACCESS_TOKEN_COOKIE,
  ACCESS_TOKEN_STORAGE_KEY,
  readStoredAccessToken,
  splitAccessToken,
  storeAccessToken,
  takeAccessTokenFromAddress,
} from './accessToken';

const keptToken = () => readCookie(ACCESS_TOKEN_COOKIE);

describe('the access token parameter', () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.cookie = `${ACCESS_TOKEN_COOKIE}=; Max-Age=0; Path=/`;
    window.history.replaceState(null, '', '/');
  });

  it('splits the token from the other query parameters', () => {
    const { token, rest } = splitAccessToken(
      new URL('https://shop.example/de/c/main-theater?token=abc&sort=date#top'),
    );
    expect(token).toBe('abc');
    expect(rest.href).toBe('https://shop.example/de/c/main-theater?sort=date#top');
  });

  it('ignores an empty token and leaves an address without one alone', () => {
    expect(splitAccessToken(new URL('https://shop.example/de?token=')).token).toBeNull();
    const plain = new URL('https://shop.example/de?page=2');
    expect(splitAccessToken(plain).rest).toBe(plain);
  });

  it('stores the token and removes it from the address', () => {
    window.history.replaceState(null, '', '/de/c/main-theater?token=demo-access-2026&page=2');
    expect(takeAccessTokenFromAddress()).toBe('demo-access-2026');
    expect(window.location.pathname + window.location.search).toBe('/de/c/main-theater?page=2');
    expect(keptToken()).toBe('demo-access-2026');
    expect(window.localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('reads the kept token back when the address has none', () => {
    storeAccessToken('kept');
    window.history.replaceState(null, '', '/de');
    expect(takeAccessTokenFromAddress()).toBe('kept');
    expect(readStoredAccessToken()).toBe('kept');
  });

  it('moves a token local storage kept before the cookie into the cookie', () => {
    window.localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, 'from-storage');
    expect(readStoredAccessToken()).toBe('from-storage');
    expect(keptToken()).toBe('from-storage');
    expect(window.localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('takes a token HTTP cannot carry out of the address without keeping it (the shop still loads)', () => {
    window.history.replaceState(null, '', '/de?token=%E2%93%A7%F0%9F%90%87&page=2');
    expect(takeAccessTokenFromAddress()).toBeNull();
    expect(window.location.search).toBe('?page=2');
    expect(keptToken()).toBeNull();
    expect(splitAccessToken(new URL('https://shop.example/de?token=caf%C3%A9')).token).toBeNull();
    expect(splitAccessToken(new URL('https://shop.example/de?token=a%0Ab')).token).toBeNull();
  });

  it('forgets a stored token HTTP cannot carry', () => {
    window.localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, 'ⓧ🐇');
    expect(readStoredAccessToken()).toBeNull();
    expect(window.localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBeNull();
    expect(keptToken()).toBeNull();
  });

  it('takes the token out of an address whose path starts with two slashes (not another host)', () => {
    window.history.replaceState(null, '', `${window.location.origin}//de/c/x?token=abc&page=2`);
    expect(takeAccessTokenFromAddress()).toBe('abc');
    expect(window.location.origin).toBe('http://localhost');
    expect(window.location.pathname + window.location.search).toBe('//de/c/x?page=2');
  });
});
