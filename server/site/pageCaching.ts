/**
 * How a rendered page may be cached (docs/decisions/server-rendering.md):
 * - a page that carries nothing of a visitor's (no cookie, no token in the address, not an
 *   order's page) is the same for everyone: `public`, kept by a
 *   shared cache (a CDN) for PAGE_SHARED_MAX_AGE_S and served stale for PAGE_STALE_S more while
 *   it renders anew; the browser itself asks again each time (max-age=0: a new build shows);
 * - any other page is the visitor's own: `private, no-cache`;
 * - the empty shell sent when no render could be made (shop unreachable) is never kept; sent
 *   because the build has no render bundle, it is `no-cache` as a static host's index.html.
 * A page answer never sets a cookie (the shop API's CSRF and session cookies come with its own
 * calls); it varies by Cookie, which a CDN in front must honour or bypass on these cookies.
 */
import type { Request, Response } from 'express';

/** how long a shared cache keeps a page */
export const PAGE_SHARED_MAX_AGE_S = 60;
/** how much longer it may serve it while it asks for a new one */
export const PAGE_STALE_S = 600;

/**
 * Whether the request carries a visitor's cookie: any cookie at all. The storefront's own
 * (language, consent, access token) change what the page shows, the shop's (CSRF, session) say
 * who it is for, and a third party's come only after consent, with the consent cookie.
 */
export const hasVisitorCookies = (cookies: Readonly<Record<string, string>>): boolean =>
  Object.keys(cookies).length > 0;

/** A page no one but its visitor may see: an order's, or one with a token in its address. */
const isPersonalAddress = (req: Request): boolean =>
  /^\/[^/]+\/order\//.test(req.path) || /[?&](token|presaleToken)=/.test(req.originalUrl);

export function pageCaching(
  req: Request,
  res: Response,
  cookies: Readonly<Record<string, string>>,
  status: number,
): void {
  res.vary('Cookie');
  const shared = !hasVisitorCookies(cookies) && !isPersonalAddress(req) && status < 500;
  res.setHeader(
    'Cache-Control',
    shared
      ? `public, max-age=0, s-maxage=${PAGE_SHARED_MAX_AGE_S}, stale-while-revalidate=${PAGE_STALE_S}`
      : 'private, no-cache',
  );
}

/**
 * The empty shell in a page's place. In a render's place (the shop unreadable, the render failed)
 * it is never kept: it is no page's content. Sent because the build has no render bundle (a build
 * served as a static host would), it is the page, asked again each time as index.html is.
 */
export function shellCaching(res: Response, inPlaceOfRender: boolean): void {
  res.setHeader('Cache-Control', inPlaceOfRender ? 'no-store' : 'no-cache');
}
