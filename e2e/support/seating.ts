/**
 * What the seating journeys need: the symphony concert's chart page, its seats on the chart (the
 * seats.io stand-in's SVG) and in the seat list, found by role and name (texts from locales/de),
 * and the order's seats on the server.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import commonDe from '../../locales/de/common.json';
import seatingDe from '../../locales/de/seating.json';
import { fill, rejectConsent, serverOrder, storedOrderId } from './order';

export { seatingDe };

/** A seat's name as the storefront gives it everywhere (src/lib/seatName.ts): 'Reihe A, Platz 5'. */
export const seatNameDe = (row: string, number: number) =>
  fill(commonDe.seat.inRow, { row, number });

/** The symphony concert's seating chart (server/fixtures/demo-shop.json: chart-grosser-saal). */
export const SEATING_PATH = '/de/c/cat-sinfonie-winter/grosser-saal-chart-grosser-saal';
const H1 = /^Sinfoniekonzert Winter, /;

export const chart = (page: Page) => page.getByRole('group', { name: 'Saalplan: Grosser Saal' });
/** A seat on the chart: 'Reihe A, Platz 5, Kategorie 1, CHF 45.00 – CHF 89.00'. */
export const chartSeat = (page: Page, row: string, number: number) =>
  chart(page).getByRole('button', { name: new RegExp(`^Reihe ${row}, Platz ${number},`) });
export const seatList = (page: Page) => page.getByRole('region', { name: seatingDe.list.heading });
export const listSeat = (page: Page, row: string, number: number) =>
  seatList(page).getByRole('button', {
    name: seatNameDe(row, number),
    exact: true,
  });
export const seatSummary = (page: Page) =>
  page.getByRole('region', { name: seatingDe.summary.heading });

export const isItemsCall =
  (method: string) => (response: { url(): string; request(): { method(): string } }) =>
    response.request().method() === method &&
    /\/order\/[^/]+\/items(\/[^/]+)?$/.test(new URL(response.url()).pathname);

/** Waits until the chart has drawn and the list offers its seats (A-1 or `seat`). */
export async function chartDrawn(page: Page, seat: [string, number] = ['A', 1]): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: H1 })).toBeVisible();
  await expect(chartSeat(page, ...seat)).toBeVisible();
  await expect(seatList(page).getByRole('group').first()).toBeVisible();
}

/** Opens the chart page and waits until the chart has drawn; refuses consent (its banner covers the page). */
export async function openChart(page: Page): Promise<void> {
  await page.goto(SEATING_PATH);
  await chartDrawn(page);
  await rejectConsent(page);
}

/** Does `act` and waits for the items call it makes (POST add, DELETE release) to succeed. */
export async function expectItemsCall(
  page: Page,
  method: 'POST' | 'DELETE',
  act: () => Promise<void>,
) {
  const answered = page.waitForResponse(isItemsCall(method));
  await act();
  expect((await answered).ok(), `${method} …/items`).toBe(true);
}

/** The seat labels of the visitor's order on the server, sorted. */
export async function orderSeats(page: Page): Promise<string[]> {
  const orderId = await storedOrderId(page);
  if (!orderId) return [];
  const order = (await serverOrder(page, orderId)) as unknown as {
    items: { seatLabel: string | null }[];
  };
  return order.items.map((item) => item.seatLabel ?? '').sort();
}

export async function expectPressed(seat: Locator, pressed: boolean) {
  await expect(seat).toHaveAttribute('aria-pressed', String(pressed));
}
