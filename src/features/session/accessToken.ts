/**
 * The shop access token: taken from the query parameter `token` on any page, kept as
 * shopAccessToken in local storage, and removed from the address before anything else
 * reads the URL (so it is never shared in a copied link, a referrer or a tracking call).
 */
export const ACCESS_TOKEN_PARAM = 'token';
export const ACCESS_TOKEN_STORAGE_KEY = 'shopAccessToken';

/**
 * Whether a value can travel as the token header: printable ASCII, not blank. Anything else was
 * never issued by a shop, and fetch refuses such a header, so every shop call would fail with it.
 */
export const isSendableToken = (value: string): boolean =>
  /^[\x20-\x7e]+$/.test(value) && value.trim() !== '';

/** The token in a URL's query (null when blank or not sendable), and the same URL without it. */
export function splitAccessToken(url: URL): { token: string | null; rest: URL } {
  const token = url.searchParams.get(ACCESS_TOKEN_PARAM);
  if (token === null) return { token: null, rest: url };
  const rest = new URL(url.href);
  rest.searchParams.delete(ACCESS_TOKEN_PARAM);
  return { token: isSendableToken(token) ? token : null, rest };
}

export function storeAccessToken(token: string): void {
  try {
    window.localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, token);
  } catch {
    // storage disabled: the token lives for this page only
  }
}

export function readStoredAccessToken(): string | null {
  try {
    const stored = window.localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY);
    // one stored before unsendable tokens were refused would break every call: forgotten
    return stored !== null && isSendableToken(stored) ? stored : null;
  } catch {
    return null;
  }
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
