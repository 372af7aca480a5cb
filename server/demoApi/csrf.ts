import type { Request, RequestHandler, Response } from 'express';
import { CSRF_COOKIE, HEADERS } from '../../src/api/headers';
import { sendErrors } from '../http/apiErrors';
import { parseCookies } from '../http/cookies';
import { CSRF_MISMATCH } from '../messages/messages';
import { randomToken, type ShopState } from '../shopState/state';

export const SESSION_COOKIE = 'billett_session';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Both cookies: path /, SameSite Lax (sent on top-level navigations back from the payment provider,
 * never on cross-site subrequests), Secure when the page came over https.
 */
function setCookies(res: Response, sessionId: string, token: string, secure: boolean): void {
  // res.cookie URL-encodes the value; the browser reads XSRF-TOKEN, so it is not HttpOnly.
  res.cookie(CSRF_COOKIE, token, { path: '/', sameSite: 'lax', secure });
  res.cookie(SESSION_COOKIE, sessionId, { path: '/', sameSite: 'lax', httpOnly: true, secure });
}

/** The visitor's session and its token: the known session keeps its token, else a new pair. */
function sessionOf(state: ShopState, req: Request): { sessionId: string; token: string } {
  const known = parseCookies(req.headers.cookie)[SESSION_COOKIE];
  const sessionId =
    known && state.sessions.has(known) ? known : randomToken(24).replace(/[+/=]/g, '');
  const token = state.sessions.get(sessionId) ?? randomToken();
  state.sessions.set(sessionId, token);
  return { sessionId, token };
}

/**
 * GET /sanctum/csrf-cookie: 204 with the XSRF-TOKEN cookie and the session cookie.
 * A known session keeps its token, so tabs that ask at the same time do not undo each other.
 */
export function csrfCookie(state: ShopState): RequestHandler {
  return (req, res) => {
    const { sessionId, token } = sessionOf(state, req);
    setCookies(res, sessionId, token, req.secure);
    res.set('Cache-Control', 'no-store');
    res.status(204).end();
  };
}

/** State-changing calls carry X-XSRF-TOKEN equal to their session's token, else 419 and nothing happens. */
export function requireCsrf(state: ShopState): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) {
      next();
      return;
    }
    const sessionId = parseCookies(req.headers.cookie)[SESSION_COOKIE];
    const expected = sessionId ? state.sessions.get(sessionId) : undefined;
    const given = req.get(HEADERS.csrf);
    if (!expected || given !== expected) {
      sendErrors(res, 419, [{ detail: CSRF_MISMATCH }]);
      return;
    }
    next();
  };
}
