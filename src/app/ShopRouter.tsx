import { createContext, useContext, useSyncExternalStore } from 'react';
import {
  renderMatches,
  Router,
  UNSAFE_NavigationContext as RouterNavigationContext,
  type Location,
  type Navigator,
  type RouteObject,
} from 'react-router-dom';
import { usePageOutcome } from '../components/pageContext';
import { RouteLanguageContext } from '../features/locale/useRouteLanguage';
import { routeMatches } from './routeMatches';
import type { ShopNavigation } from './shopNavigation';

const NavigationContext = createContext<ShopNavigation | null>(null);

const nothingChanges = () => () => undefined;
const nothingPending = () => false;

/** True while the address is ahead of the page shown (its page is being prepared). */
export function useNavigationPending(): boolean {
  const navigation = useContext(NavigationContext);
  return useSyncExternalStore(
    navigation?.subscribe ?? nothingChanges,
    navigation ? () => navigation.going() !== null : nothingPending,
    nothingPending,
  );
}

/**
 * A matched path as useRoutes hands it to the route elements: decoded by matchRoutes, encoded
 * again by the history (`%`, `?` and `#` first, which the history's URL would read as separators).
 */
const encodedPath = (navigator: Navigator, path: string): string => {
  if (!navigator.encodeLocation) return path;
  const separatorsKept = path.replace(/%/g, '%25').replace(/\?/g, '%3F').replace(/#/g, '%23');
  return `/${navigator.encodeLocation(separatorsKept).pathname}`.replace(/\/\/+/g, '/');
};

/**
 * What react-router's useRoutes renders at the top of the tree, from the matches the address's
 * page was found with (routeMatches.ts): useRoutes would flatten, rank and match the route table
 * once more for every render.
 */
function ShownRoutes({ routes, location }: { routes: RouteObject[]; location: Location }) {
  const { navigator } = useContext(RouterNavigationContext);
  const matches = routeMatches(routes, location);
  return renderMatches(
    matches?.map((match) => ({
      ...match,
      params: { ...match.params },
      pathname: encodedPath(navigator, match.pathname),
      pathnameBase: match.pathnameBase === '/' ? '/' : encodedPath(navigator, match.pathnameBase),
    })) ?? null,
  );
}

interface ShopRouterProps {
  navigation: ShopNavigation;
  routes: RouteObject[];
}

/**
 * react-router in its declarative mode on the address the pages show (shopNavigation.ts):
 * nothing before the first one is ready; links and navigate() go to the navigation's history.
 */
export default function ShopRouter({ navigation, routes }: ShopRouterProps) {
  // the server renders the address it was asked for, the browser hydrates the same one (the
  // first shown), then shows what the address rules made of it
  const outcome = usePageOutcome();
  const shown = useSyncExternalStore(navigation.subscribe, navigation.shown, navigation.first);
  if (!shown) return null;
  return (
    <NavigationContext.Provider value={navigation}>
      <Router
        // a server render: react-router's own layout effects are left out, as on its StaticRouter
        static={outcome !== null}
        location={shown.location}
        navigationType={shown.action}
        navigator={navigation.history}
      >
        {/* the shown address's language, read once by the navigation, handed down to the pages */}
        <RouteLanguageContext.Provider value={shown.lang}>
          <ShownRoutes routes={routes} location={shown.location} />
        </RouteLanguageContext.Provider>
      </Router>
    </NavigationContext.Provider>
  );
}
