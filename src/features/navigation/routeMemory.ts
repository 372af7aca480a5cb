/**
 * Route memory (spec section 2): when the visitor leaves a page that is neither the front
 * page nor an order page, and the new address has no returnTo parameter, the page left
 * (route name, params, query) is kept in local storage so the visitor can come back to it,
 * e.g. from the checkout or the order status page.
 */
export const ROUTE_MEMORY_KEY = 'billett.shop-route';

export interface RememberedRoute {
  name: string;
  params: Record<string, string>;
  query: Record<string, string>;
}

/** Route names (route ids in the route table) that are never remembered. */
const FRONT_PAGE = 'categories-home';
const isOrderRoute = (name: string) => name.startsWith('order-') || name === 'checkout';

export function shouldRemember(
  left: RememberedRoute | null,
  nextSearch: string,
): left is RememberedRoute {
  if (!left) return false;
  if (left.name === FRONT_PAGE || isOrderRoute(left.name)) return false;
  return !new URLSearchParams(nextSearch).has('returnTo');
}

export function rememberRoute(route: RememberedRoute): void {
  try {
    window.localStorage.setItem(ROUTE_MEMORY_KEY, JSON.stringify(route));
  } catch {
    // storage disabled: nothing to remember
  }
}

export function rememberedRoute(): RememberedRoute | null {
  try {
    const raw = window.localStorage.getItem(ROUTE_MEMORY_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { name, params, query } = value as Partial<RememberedRoute>;
    if (
      typeof name !== 'string' ||
      typeof params !== 'object' ||
      typeof query !== 'object' ||
      !params ||
      !query
    ) {
      return null;
    }
    return { name, params, query };
  } catch {
    return null;
  }
}
