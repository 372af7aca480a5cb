/**
 * The routes an address matches, found once per address shown. react-router flattens and ranks
 * the whole route table (a regular expression per route and level) every time it matches, and a
 * page used to match twice: once to know its page (its loader, its texts; routePage.tsx) and once
 * to render (useRoutes). A location object is made per navigation (per request on the server),
 * so its matches are kept with it, and go with it: nothing here outlives the address it was
 * found for, and no other visitor's location reaches it (docs/bench.md, the render's CPU).
 */
import { matchRoutes, type Location, type RouteMatch, type RouteObject } from 'react-router-dom';

type Matches = RouteMatch[] | null;

const found = new WeakMap<Location, { routes: RouteObject[]; matches: Matches }>();

/** What matchRoutes gives for `address`; for a location object, found once. */
export function routeMatches(routes: RouteObject[], address: string | Location): Matches {
  if (typeof address === 'string') return matchRoutes(routes, address);
  const known = found.get(address);
  if (known?.routes === routes) return known.matches;
  const matches = matchRoutes(routes, address.pathname);
  found.set(address, { routes, matches });
  return matches;
}
