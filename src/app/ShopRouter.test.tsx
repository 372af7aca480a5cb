/**
 * ShopRouter renders the matches the address's page was found with (routeMatches.ts) instead of
 * react-router's useRoutes: the route elements must get from it what useRoutes gives them (params,
 * resolved paths, relative links), on the server's memory history and the browser's history,
 * with addresses whose paths carry encoded characters.
 */
import { renderToString } from 'react-dom/server';
import {
  Link,
  Outlet,
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  useLocation,
  useParams,
  useResolvedPath,
  useRoutes,
  type RouteObject,
} from 'react-router-dom';
import { newPageOutcome, PageContext } from '../components/pageContext';
import { routeMatches } from './routeMatches';
import ShopRouter from './ShopRouter';
import { createShopNavigation, type AddressHistory } from './shopNavigation';

function Probe() {
  const here = useResolvedPath('.');
  const up = useResolvedPath('..');
  return (
    <p>
      {JSON.stringify({ params: useParams(), here, up, location: useLocation().pathname })}
      <Link to="next">next</Link>
      <Link to="../b/other">other</Link>
      <Outlet />
    </p>
  );
}

const routes: RouteObject[] = [
  {
    id: 'language',
    path: '/:lang',
    element: <Probe />,
    children: [
      { id: 'home', index: true, element: <Probe /> },
      { id: 'article', path: 'a/:placementPath', element: <Probe /> },
      { id: 'chart', path: 'c/:categoryId/:seatingChart', element: <Probe /> },
    ],
  },
  { id: 'unmatched', path: '*', element: <Probe /> },
];

function ByUseRoutes() {
  return useRoutes(routes);
}

const addresses = [
  '/de',
  '/de/a/konzert-1',
  '/fr/a/caf%C3%A9%20cr%C3%A8me',
  '/it/a/100%25%20sicuro',
  '/en/c/7/ch%3Fart%23x',
  '/de/a/%E2%82%AC/',
  '//nowhere',
];

const histories: Record<string, (address: string) => AddressHistory> = {
  'memory (the server)': (address) =>
    createMemoryHistory({ initialEntries: [address], v5Compat: true }),
  'browser (jsdom)': (address) => {
    window.history.replaceState(null, '', address.replace(/^\/\/+/, '/'));
    return createBrowserHistory({ v5Compat: true });
  },
};

describe.each(Object.entries(histories))('ShopRouter on the %s history', (_name, historyAt) => {
  it.each(addresses)('renders %s as useRoutes does', (address) => {
    const navigation = createShopNavigation(historyAt(address), () => undefined);
    const shown = navigation.shown();
    if (!shown) throw new Error('the first address is shown at once');
    // as the server renders: react-router's static mode (no layout effects), as below
    const ours = renderToString(
      <PageContext.Provider
        value={{
          origin: 'https://shop.test',
          renderedAt: 0,
          userAgent: '',
          outcome: newPageOutcome(),
        }}
      >
        <ShopRouter navigation={navigation} routes={routes} />
      </PageContext.Provider>,
    );
    const theirs = renderToString(
      <Router location={shown.location} navigator={navigation.history} static>
        <ByUseRoutes />
      </Router>,
    );
    navigation.dispose();
    expect(ours).toContain('params');
    expect(ours).toBe(theirs);
  });
});

describe('routeMatches', () => {
  it('matches a location once, and each location apart', () => {
    const history = createMemoryHistory({ initialEntries: ['/de/a/x'], v5Compat: true });
    const first = routeMatches(routes, history.location);
    expect(first?.map((match) => match.route.id)).toEqual(['language', 'article']);
    expect(routeMatches(routes, history.location)).toBe(first);
    // another request's location for the same path shares nothing with it
    const another = createMemoryHistory({ initialEntries: ['/de/a/x'], v5Compat: true });
    expect(routeMatches(routes, another.location)).not.toBe(first);
    expect(routeMatches(routes, another.location)).toEqual(first);
    // another route table is matched anew
    const fewer = [routes[1]];
    expect(routeMatches(fewer, history.location)?.map((match) => match.route.id)).toEqual([
      'unmatched',
    ]);
  });
});
