/**
 * The shop access token (spec sections 2 and 3): taken from the query parameter `token` on any
 * page and kept as `shopAccessToken` in a cookie, so that the server renders the hidden
 * placements it opens. The server takes the parameter itself: it sets the cookie and redirects to
 * the address without it (server/site/tokenRedirect.ts), so the token never reaches a third party
 * in a Referer nor the history. In the browser (a page served by a static host, a presale token
 * moved to `token`) the same happens with history.replaceState.
 *
 * Browsers that kept the token in local storage before it moved to the cookie have it moved over
 * the first time it is read.
 */
import { readCookie, writeCookie } from '../../lib/cookies';

export const ACCESS_TOKEN_PARAM = 'token';
/**
 * The presale token's query parameter: its value moves to ACCESS_TOKEN_PARAM
 * (features/presale/presaleToken.ts) and wins over the cookie's token (the server reads it so too).
 */
export const PRESALE_TOKEN_PARAM = 'presaleToken';
/** the cookie's name (and the local storage key the token had before) */
export const ACCESS_TOKEN_COOKIE = 'shopAccessToken';
export const ACCESS_TOKEN_STORAGE_KEY = ACCESS_TOKEN_COOKIE;
/** how long the cookie keeps the token: 30 days, in seconds */
export const ACCESS_TOKEN_MAX_AGE_S = 30 * 24 * 60 * 60;

/**
 * Whether a value can travel as the token header: printable ASCII, not blank. Anything else was
 * never issued by a shop, and fetch refuses such a header, so every shop call would fail with it.
 */
export const isSendableToken = (value: string): boolean =>
  /^[\x20-\x7e]+$/.test(value) && value.trim() !== '';

/** A cookie's (or storage's) value as a token: null when missing or not sendable. */
export const tokenFrom = (value: string | null | undefined): string | null =>
  typeof value === 'string' && isSendableToken(value) ? value : null;

/** The token in a URL's query (null when blank or not sendable), and the same URL without it. */
export function splitAccessToken(url: URL): { token: string | null; rest: URL } {
  const token = url.searchParams.get(ACCESS_TOKEN_PARAM);
  if (token === null) return { token: null, rest: url };
  const rest = new URL(url.href);
  rest.searchParams.delete(ACCESS_TOKEN_PARAM);
  return { token: isSendableToken(token) ? token : null, rest };
}

export function storeAccessToken(token: string): void {
  writeCookie(ACCESS_TOKEN_COOKIE, token, {
    maxAge: ACCESS_TOKEN_MAX_AGE_S,
    path: '/',
    sameSite: 'Lax',
    secure: typeof window !== 'undefined' && window.location.protocol === 'https:',
  });
}

/** The token local storage held before the cookie: moved to the cookie, then forgotten there. */
function takeTokenFromStorage(): string | null {
  try {
    const stored = window.localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY);
    if (stored === null) return null;
    window.localStorage.removeItem(ACCESS_TOKEN_STORAGE_KEY);
    // one stored before unsendable tokens were refused would break every call: forgotten
    const token = tokenFrom(stored);
    if (token !== null) storeAccessToken(token);
    return token;
  } catch {
    return null;
  }
}

export function readStoredAccessToken(): string | null {
  return tokenFrom(readCookie(ACCESS_TOKEN_COOKIE)) ?? takeTokenFromStorage();
}

/**
 * Takes the token out of the current address (history.replaceState, no navigation),
 * stores it and returns it; or returns the stored one when the address has none.
 */
export function takeAccessTokenFromAddress(): string | null {
  const address = new URL(window.location.href);
  const { token, rest } = splitAccessToken(address);
  // the parameter leaves the address even when its value is no token (blank, unsendable)
  if (rest !== address) {
    // the whole address: a path alone starting '//' would be read as another host and refused
    window.history.replaceState(window.history.state, '', rest.href);
  }
  if (token === null) return readStoredAccessToken();
  storeAccessToken(token);
  return token;
}
