/**
 * The shop access token: taken from the query parameter `token` on any page, kept as
 * shopAccessToken in local storage, and removed from the address before anything else
 * reads the URL (so it is never shared in a copied link, a referrer or a tracking call).
 */
export const ACCESS_TOKEN_PARAM = 'token';
export const ACCESS_TOKEN_STORAGE_KEY = 'shopAccessToken';

/** The token in a URL's query, and the same URL without it. */
export function splitAccessToken(url: URL): { token: string | null; rest: URL } {
  const token = url.searchParams.get(ACCESS_TOKEN_PARAM);
  if (token === null) return { token: null, rest: url };
  const rest = new URL(url.href);
  rest.searchParams.delete(ACCESS_TOKEN_PARAM);
  return { token: token.trim() === '' ? null : token, rest };
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
    return window.localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Takes the token out of the current address (history.replaceState, no navigation),
 * stores it and returns it; or returns the stored one when the address has none.
 */
export function takeAccessTokenFromAddress(): string | null {
  const { token, rest } = splitAccessToken(new URL(window.location.href));
  if (token === null) return readStoredAccessToken();
  storeAccessToken(token);
  window.history.replaceState(
    window.history.state,
    '',
    `${rest.pathname}${rest.search}${rest.hash}`,
  );
  return token;
}
