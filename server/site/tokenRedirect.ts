/**
 * The access token in the address (spec section 2, `?token=`), taken on the server: it becomes
 * the token cookie the storefront reads (src/features/session/accessToken.ts) and the answer
 * redirects to the same address without it. The token then never reaches a third party in a
 * Referer, never enters the history, and the hidden placements it opens render on the server.
 * A value that is no token (blank, not sendable as a header) only leaves the address.
 */
import type { Request, Response } from 'express';
import {
  ACCESS_TOKEN_COOKIE,
  ACCESS_TOKEN_MAX_AGE_S,
  ACCESS_TOKEN_PARAM,
  isSendableToken,
} from '../../src/features/session/accessToken';

/**
 * True when it answered (a redirect): the request's address carried `token`. `beforeRedirect`
 * runs only then, before the answer's headers go (pageAnswers adds its preload hints there).
 */
export function tokenRedirect(
  req: Request,
  res: Response,
  pathname: string,
  search: string,
  beforeRedirect: () => void = () => {},
): boolean {
  const params = new URLSearchParams(search);
  const token = params.get(ACCESS_TOKEN_PARAM);
  if (token === null) return false;
  params.delete(ACCESS_TOKEN_PARAM);
  if (isSendableToken(token)) {
    res.cookie(ACCESS_TOKEN_COOKIE, token, {
      path: '/',
      sameSite: 'lax',
      secure: req.secure,
      maxAge: ACCESS_TOKEN_MAX_AGE_S * 1000,
      // the storefront sends it as the X-Auth-Token header: it must read it
      httpOnly: false,
      encode: encodeURIComponent,
    });
  }
  beforeRedirect();
  res.setHeader('Cache-Control', 'no-store');
  const rest = params.toString();
  res.redirect(302, `${pathname}${rest ? `?${rest}` : ''}`);
  return true;
}
