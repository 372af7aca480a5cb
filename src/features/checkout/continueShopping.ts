/**
 * Where "continue shopping" leads: the page the visitor last left in the shop (route memory,
 * spec section 2), in the current language; the categories home when nothing is remembered or
 * the remembered route is not one this storefront knows how to rebuild.
 */
import type { Lang } from '../../api/types';
import { rememberedRoute, type RememberedRoute } from '../navigation/routeMemory';

/** Route name -> its path below /{lang}, with :params (src/app/routes.tsx). */
const ROUTE_PATHS: Readonly<Record<string, string>> = {
  'categories-home': '',
  category: 'c/:categoryId',
  'seating-chart': 'c/:categoryId/:seatingChart',
  article: 'a/:placementPath',
  imprint: 'about/imprint',
  'privacy-policy': 'about/privacy-policy',
};

/** The remembered route as an address in `lang`, or null when it cannot be rebuilt. */
export function pathOfRoute(route: RememberedRoute, lang: Lang): string | null {
  const pattern = ROUTE_PATHS[route.name];
  if (pattern === undefined) return null;
  let missing = false;
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = route.params[name];
    if (!value) missing = true;
    return encodeURIComponent(value ?? '');
  });
  if (missing) return null;
  const query = new URLSearchParams(route.query).toString();
  return `/${lang}${path ? `/${path}` : ''}${query ? `?${query}` : ''}`;
}

export function continueShoppingPath(lang: Lang): string {
  const route = rememberedRoute();
  return (route && pathOfRoute(route, lang)) ?? `/${lang}`;
}
