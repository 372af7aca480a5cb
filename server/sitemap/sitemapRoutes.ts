import { Router, type Request } from 'express';
import type { ShopState } from '../shopState/state';
import { sitemapLanguages, sitemapXml } from './sitemapXml';
import { isLang } from '../../src/lib/languages';

/** A host header value: a DNS name or IPv4 address, or a bracketed IPv6 address, and a port. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** /de/sitemap.xml and the like; the language is checked in the handler. */
const SITEMAP_PATH = /^\/([^/]+)\/sitemap\.xml$/;

/**
 * The origin the visitor reached: protocol and Host header. X-Forwarded-Proto and
 * X-Forwarded-Host count only when the app trusts the proxy the request came from (express'
 * "trust proxy" setting, off by default), like req.protocol and req.host do. Trusting them
 * always would let anyone put a foreign host into an answer that shared caches keep for an
 * hour. Undefined when the host is missing or malformed.
 */
export function requestOrigin(req: Request): string | undefined {
  const trust: unknown = req.app.get('trust proxy fn');
  const trusted =
    typeof trust === 'function' &&
    (trust as (addr: unknown, i: number) => boolean)(req.socket.remoteAddress, 0);
  const forwardedHost = trusted ? req.get('X-Forwarded-Host')?.split(',')[0].trim() : undefined;
  const host = forwardedHost || req.get('Host');
  // req.protocol already follows X-Forwarded-Proto when, and only when, the proxy is trusted.
  const protocol = req.protocol === 'https' ? 'https' : 'http';
  if (!host || !HOST.test(host)) return undefined;
  return `${protocol}://${host.toLowerCase()}`;
}

/**
 * GET /{lang}/sitemap.xml for each of the shop's languages, answered before the SPA
 * fallback (createDemoApi mounts this before the static files in both the webpack dev server
 * and server/listen.ts). Any other /{x}/sitemap.xml falls through (404, or the SPA's own
 * not-found page for a browser). Hidden placements are never listed, access token or not.
 */
export function sitemapRoutes(state: ShopState): Router {
  const router = Router();
  router.get(SITEMAP_PATH, (req, res, next) => {
    const { shop } = state.catalog.fixture;
    const lang = SITEMAP_PATH.exec(req.path)?.[1];
    if (!isLang(lang) || !sitemapLanguages(shop).includes(lang)) return next();
    const origin = requestOrigin(req);
    if (!origin) {
      res.status(400).type('text/plain').send('Bad Host header');
      return;
    }
    res.set('Cache-Control', 'public, max-age=3600');
    res.type('application/xml; charset=utf-8').send(sitemapXml(shop, origin, lang));
  });
  return router;
}
