import express, { Router, type Request, type RequestHandler } from 'express';
import { API_PREFIX, CSRF_PATH } from '../../src/api/headers';
import { ACCESS_TOKEN_COOKIE } from '../../src/features/session/accessToken';
import { parseCookies } from '../http/cookies';
import { apiErrorHandler, apiNotFound } from '../http/apiErrors';
import { BUILD_INFO_PATH, latestBuild } from '../site/builds';
import { checkoutRoutes } from './checkout';
import { csrfCookie, requireCsrf } from './csrf';
import { countState, createEviction, evictionMiddleware, type StateCounts } from './eviction';
import { faults } from './faults';
import { createIconRouter } from '../site/icons';
import { itemRoutes } from './itemRoutes';
import { mediaRoutes } from '../demoMedia/mediaRoutes';
import { resolveOptions, type DemoApiOptions, type RequestInfo } from '../shopState/options';
import { orderRoutes } from './orderRoutes';
import { pageStatus, type PageStatus } from '../site/pageStatus';
import { personalisationRoutes } from './personalisation';
import { seatingRoutes } from './seatingRoutes';
import { shopRoutes } from './shopRoutes';
import { sitemapRoutes } from '../sitemap/sitemapRoutes';
import { standIns } from '../standIns/standIns';
import { createShopState } from '../shopState/state';
import { voucherRoutes } from './voucherRoutes';
import { xssHitRoutes } from './xssHits';

export { demoApiOptionsFromEnv } from '../shopState/options';
export type { DemoApiOptions, RequestInfo } from '../shopState/options';
export type { DemoFixture } from '../demoFixture/fixture';

function observe(onRequest: ((info: RequestInfo) => void) | null): RequestHandler {
  return (req, _res, next) => {
    if (onRequest) {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers)) {
        if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
      }
      onRequest({ method: req.method, path: req.originalUrl.split('?')[0], headers });
    }
    next();
  };
}

/**
 * The whole demo shop API on paths from the origin root: the CSRF cookie, the shop API under
 * API_PREFIX, the build id, the icon endpoint and the payment/media stand-ins. Each call has its own in-memory shop.
 */
export function createDemoApi(options: DemoApiOptions = {}): Router {
  return createDemoShop(options).router;
}

export interface DemoShop {
  /** the demo shop API (createDemoApi) */
  router: Router;
  /** sets the CSRF and session cookies of this shop on a page answer when the visitor has none */
  /** how many sessions, orders and idempotency keys the shop remembers now */
  counts(): StateCounts;
  /** the HTTP status of the page the request asks for: 404 where the storefront shows its 404 page */
  pageStatus(req: Pick<Request, 'originalUrl' | 'headers'>): PageStatus;
}

/** The demo shop API and what its pages need of it: one in-memory shop. */
export function createDemoShop(options: DemoApiOptions = {}): DemoShop {
  const resolved = resolveOptions(options);
  const state = createShopState(resolved);

  const api = Router();
  api.use(faults(resolved));
  api.use(requireCsrf(state));
  api.use(express.json({ limit: '2mb' }));
  api.use(shopRoutes(state));
  api.use(seatingRoutes(state));
  api.use(orderRoutes(state));
  api.use(itemRoutes(state));
  api.use(voucherRoutes(state));
  api.use(personalisationRoutes(state));
  api.use(checkoutRoutes(state));
  api.use(apiNotFound);
  api.use(apiErrorHandler);

  const router = Router();
  router.use(observe(resolved.onRequest));
  // what nobody can use any more is forgotten (server/demoApi/eviction.ts): the state stays bounded
  router.use(evictionMiddleware(createEviction(state)));
  if (resolved.fixture.xssProbes) router.use(xssHitRoutes(resolved.fixture.xssProbes));
  router.get(CSRF_PATH, csrfCookie(state));
  router.get(BUILD_INFO_PATH, latestBuild(resolved.buildId));
  router.use(sitemapRoutes(state));
  router.use(standIns(state));
  // the shop's pictures, as a shop's image CDN serves them (server/demoMedia)
  router.use(mediaRoutes());
  router.use(createIconRouter());
  router.use(API_PREFIX, api);
  router.use('/api', apiNotFound);
  return {
    router,
    counts: () => countState(state),
    pageStatus: (req) => {
      // the address as sent (still percent-encoded): the router reads it so
      const [pathname, ...query] = req.originalUrl.split('?');
      return pageStatus(
        pathname,
        query.length > 0 ? `?${query.join('?')}` : '',
        {
          shop: state.catalog.fixture.shop,
          grantsAccess: (token) => state.catalog.grantsAccess(token),
          orderExists: (orderId) => state.orders.has(orderId),
        },
        parseCookies(req.headers.cookie)[ACCESS_TOKEN_COOKIE],
      );
    },
  };
}
