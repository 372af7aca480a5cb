/**
 * The presaleToken query parameter (spec section 2): on any page, a presale order is created
 * from it, the cart opens, and the value moves to the query parameter `token` (which then
 * becomes the access token by the token rule) while presaleToken is cleared. Both names live
 * with the token rule (session/accessToken.ts), which the server shares.
 */
import { ACCESS_TOKEN_PARAM, PRESALE_TOKEN_PARAM } from '../session/accessToken';

/**
 * The presale token in a URL's query, and the same URL with it moved to `token`; null when the
 * URL has no presaleToken. An empty value is only removed (token stays null).
 */
export function movePresaleToken(url: URL): { token: string | null; next: URL } | null {
  const value = url.searchParams.get(PRESALE_TOKEN_PARAM);
  if (value === null) return null;
  const next = new URL(url.href);
  next.searchParams.delete(PRESALE_TOKEN_PARAM);
  const token = value.trim();
  if (token === '') return { token: null, next };
  next.searchParams.set(ACCESS_TOKEN_PARAM, token);
  return { token, next };
}
