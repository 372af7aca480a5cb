/**
 * What the seating chart page's tests share: the page on its route against a test demo server
 * (the chart script from there too), and its parts found by role and name (texts from locales/de).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { siteConfig } from '../../../../config/site';
import { API_PREFIX } from '../../../api/headers';
import type { Order } from '../../../api/types';
import { formatEventDate } from '../../../lib/dates';
import type { TestApi } from '../../../test/demoApi';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { CurrentLocation, TestErrorBoundary } from '../../catalog/catalogTestRoutes';
import SeatingChartPage from '../SeatingChartPage';

export const PATH = '/de/c/cat-sinfonie-winter/grosser-saal-chart-grosser-saal';
export const TITLE = `Sinfoniekonzert Winter, ${formatEventDate('2026-12-12T19:30:00+01:00', 'de')}`;
export { plain } from '../../../test/plainSpaces';

function PageWithBoundary() {
  const { pathname } = useLocation();
  return (
    <TestErrorBoundary key={pathname}>
      <Outlet />
    </TestErrorBoundary>
  );
}

function SeatingRoutes() {
  return (
    <>
      <Routes>
        <Route path="/:lang" element={<PageWithBoundary />}>
          <Route path="c/:categoryId/:seatingChart" element={<SeatingChartPage />} />
        </Route>
      </Routes>
      <CurrentLocation />
    </>
  );
}

/**
 * The page on a fresh store whose calls (and the chart script) go to a test server `start` makes
 * (the test file's demoApiPerTest(), which closes it after each test).
 */
export async function openSeatingPage(start: () => Promise<TestApi>, path = PATH) {
  const api = await start();
  jest.replaceProperty(siteConfig, 'seatsChartJsUrl', `${api.url}/stand-ins/seatsio/chart.js`);
  const store = api.makeStore();
  return { api, ...renderWithProviders(<SeatingRoutes />, { store, path }) };
}

/** The page opened again on the same store (the visitor comes back). */
export const reopenSeatingPage = (store: ReturnType<TestApi['makeStore']>, path = PATH) =>
  renderWithProviders(<SeatingRoutes />, { store, path });

export const chart = () => screen.getByRole('group', { name: 'Saalplan: Grosser Saal' });
export const chartSeat = (row: string, number: number) =>
  within(chart()).getByRole('button', { name: new RegExp(`^Reihe ${row}, Platz ${number},`) });
export const seatList = () => screen.getByRole('region', { name: 'Freie Plätze' });
export const listSeat = (row: string, number: number) =>
  within(seatList()).getByRole('button', { name: `Reihe ${row}, Platz ${number}` });
export const summary = () => screen.getByRole('region', { name: 'Ihre Plätze' });

/** Waits until the chart has drawn and reported its seats to the list. */
export async function chartReady() {
  await screen.findByRole('group', { name: 'Saalplan: Grosser Saal' }, { timeout: 20_000 });
  await waitFor(() => expect(listSeat('A', 1)).toBeInTheDocument(), { timeout: 20_000 });
}

export async function serverOrder(api: TestApi, orderId: string): Promise<Order> {
  const response = await fetch(`${api.url}${API_PREFIX}/order/${orderId}`);
  return (await response.json()) as Order;
}

export const seatsOf = (order: Order) =>
  order.items.map((item) => [item.seatLabel, item.variant, item.deliveryOption]);

/**
 * Whether a fetch of the seats.io stand-in is its read of the event's seats (what a test delays or
 * fails to hold the chart back). Reads the address only: a Request's body stays unread.
 */
export function chartRead(input: RequestInfo | URL): boolean {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return url.includes('/stand-ins/seatsio/events/');
}
