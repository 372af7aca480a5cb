import { siteConfig } from '../../../config/site';
import type { AppDispatch } from '../../state/rootState';
import { shopQuery } from './shopQuery';

/**
 * Starts the shop's download (categories, placements, prices), once and shared: every page's
 * layout shows the shop, the catalog pages show its placements. At the start, right after the
 * store, and as the catalog routes' payload (routes.tsx).
 */
export function prefetchShop(dispatch: AppDispatch): void {
  if (siteConfig.shopSlug) dispatch(shopQuery.util.prefetch('getShop', siteConfig.shopSlug, {}));
}
