/**
 * A route's error boundary: what a page throws becomes the error page in the shop's layout, in
 * place of the page (the header and its links stay); going to another address renders the
 * routes again.
 */
import { act, screen } from '@testing-library/react';
import { Link, type RouteObject } from 'react-router-dom';
import commonDe from '../../locales/de/common.json';
import { PageError } from '../features/errors/pageError';
import { silenceErrorReports } from '../features/order/orderTestKit';
import { demoApiPerTest } from '../test/demoApi';
import { renderWithRouter } from '../test/renderWithRouter';
import ShopLayout from './layout/ShopLayout';
import RouteErrorBoundary from './RouteErrorBoundary';

const start = demoApiPerTest();
silenceErrorReports();

function Missing(): never {
  throw new PageError(404, 'Bestellung nicht gefunden');
}

const routes: RouteObject[] = [
  {
    path: '/:lang',
    element: (
      <RouteErrorBoundary>
        <ShopLayout />
      </RouteErrorBoundary>
    ),
    children: [
      {
        index: true,
        element: (
          <>
            <h1>Startseite</h1>
            <Link to="/de/missing">Zur fehlenden Seite</Link>
          </>
        ),
      },
      { path: 'missing', element: <Missing /> },
    ],
  },
];

describe('RouteErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the error page in the layout in place of a page that throws, until the visitor goes elsewhere', async () => {
    const api = await start();
    const { navigation } = renderWithRouter(routes, { store: api.makeStore(), path: '/de' });
    await screen.findByRole('link', { name: 'Kulturhaus Demo' });

    act(() => navigation.navigate('/de/missing'));
    expect(
      await screen.findByRole('link', { name: commonDe.shared.actions.navigateHome }),
    ).toHaveAttribute('href', '/de');
    expect(screen.getByText('Bestellung nicht gefunden')).toBeInTheDocument();
    // the layout around it: the shop's header stays
    expect(screen.getByRole('banner')).toBeInTheDocument();

    act(() => navigation.history.go(-1));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Startseite' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Bestellung nicht gefunden')).not.toBeInTheDocument();
  });
});
