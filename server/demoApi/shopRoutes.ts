import { Router } from 'express';
import { apiError } from '../http/apiErrors';
import { localeOf } from '../http/locale';
import { message } from '../messages/messages';
import { hasShopAccess, visibleShop } from '../shopState/shopAccess';
import type { ShopState } from '../shopState/state';

/** GET /shop/:slug: the shop with its categories; hidden placements only with the access token. */
export function shopRoutes(state: ShopState): Router {
  const router = Router();
  router.get('/shop/:slug', (req, res) => {
    const { shop } = state.catalog.fixture;
    if (req.params.slug !== shop.slug) throw apiError(404, message(localeOf(req), 'shopNotFound'));
    res.set('Vary', 'X-Auth-Token, X-Locale');
    res.json(visibleShop(shop, hasShopAccess(state, req)));
  });
  return router;
}
