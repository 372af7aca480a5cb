import { expect, test, type Locator, type Page } from '@playwright/test';
import seatingDe from '../../locales/de/seating.json';
import { axeViolations } from '../support/axe';
import {
  API,
  cartPanel,
  expectCartCount,
  fill,
  openCart,
  rejectConsent,
  serverOrder,
  storedOrderId,
} from '../support/order';
import { NARROW, WIDE, horizontalOverflow, saveScreenshot } from '../support/viewport';

/** The symphony concert's seating chart (server/fixtures/demo-shop.json: chart-grosser-saal). */
const PATH = '/de/c/cat-sinfonie-winter/grosser-saal-chart-grosser-saal';
const H1 = /^Sinfoniekonzert Winter, /;

const chart = (page: Page) => page.getByRole('group', { name: 'Saalplan: Grosser Saal' });
/** A seat on the chart (the stand-in's SVG): 'Reihe A, Platz 5, Kategorie 1, CHF 45.00 – CHF 89.00'. */
const chartSeat = (page: Page, row: string, number: number) =>
  chart(page).getByRole('button', { name: new RegExp(`^Reihe ${row}, Platz ${number},`) });
const seatList = (page: Page) => page.getByRole('region', { name: seatingDe.list.heading });
const listSeat = (page: Page, row: string, number: number) =>
  seatList(page).getByRole('button', {
    name: fill(seatingDe.seat, { row, number }),
    exact: true,
  });

const isItemsCall =
  (method: string) => (response: { url(): string; request(): { method(): string } }) =>
    response.request().method() === method &&
    /\/order\/[^/]+\/items(\/[^/]+)?$/.test(new URL(response.url()).pathname);

/** Opens the chart page and waits until the chart has drawn and the list offers its seats. */
async function openChart(page: Page): Promise<void> {
  await page.goto(PATH);
  await expect(page.getByRole('heading', { level: 1, name: H1 })).toBeVisible();
  await expect(chartSeat(page, 'A', 1)).toBeVisible();
  await expect(listSeat(page, 'A', 1)).toBeVisible();
  // the consent banner would lie over the page
  await rejectConsent(page);
}

/** Does `act` and waits for the items call it makes (POST add, DELETE release) to succeed. */
async function expectItemsCall(page: Page, method: 'POST' | 'DELETE', act: () => Promise<void>) {
  const answered = page.waitForResponse(isItemsCall(method));
  await act();
  expect((await answered).ok(), `${method} …/items`).toBe(true);
}

async function orderSeats(page: Page): Promise<string[]> {
  const orderId = await storedOrderId(page);
  if (!orderId) return [];
  const order = (await serverOrder(page, orderId)) as unknown as {
    items: { seatLabel: string | null }[];
  };
  return order.items.map((item) => item.seatLabel ?? '').sort();
}

async function expectPressed(seat: Locator, pressed: boolean) {
  await expect(seat).toHaveAttribute('aria-pressed', String(pressed));
}

test('with the mouse on the chart: seats are picked and released, the cart count follows', async ({
  page,
}) => {
  await openChart(page);
  await expectCartCount(page, 0);

  await expectItemsCall(page, 'POST', () => chartSeat(page, 'A', 5).click());
  await expectCartCount(page, 1);
  await expectPressed(chartSeat(page, 'A', 5), true);
  await expectPressed(listSeat(page, 'A', 5), true);
  await expect(
    page.getByRole('status').filter({ hasText: 'Platz A-5 ist in Ihrer Bestellung.' }),
  ).toBeVisible();

  await expectItemsCall(page, 'POST', () => chartSeat(page, 'F', 7).click());
  await expectCartCount(page, 2);
  expect(await orderSeats(page)).toEqual(['A-5', 'F-7']);

  await expectItemsCall(page, 'DELETE', () => chartSeat(page, 'A', 5).click());
  await expectCartCount(page, 1);
  await expectPressed(chartSeat(page, 'A', 5), false);
  await expectPressed(listSeat(page, 'A', 5), false);
  expect(await orderSeats(page)).toEqual(['F-7']);

  // the summary opens the cart, which lists the seat
  await page.getByRole('button', { name: seatingDe.summary.openCart }).click();
  await expect(cartPanel(page)).toBeVisible();
  await expect(cartPanel(page).getByText(/F-7/)).toBeVisible();
});

test('with the keyboard alone: Tab to the seat list, Space and Enter pick and release; the chart follows', async ({
  page,
}) => {
  await openChart(page);
  // Tab from the top of the page to the list's first seat
  await page.locator('body').focus();
  const first = listSeat(page, 'A', 1);
  for (let presses = 0; presses < 60; presses += 1) {
    await page.keyboard.press('Tab');
    if (await first.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(first).toBeFocused();

  await expectItemsCall(page, 'POST', () => page.keyboard.press('Space'));
  await expectCartCount(page, 1);
  await expectPressed(first, true);
  await expectPressed(chartSeat(page, 'A', 1), true);

  await page.keyboard.press('Tab');
  await expect(listSeat(page, 'A', 2)).toBeFocused();
  await expectItemsCall(page, 'POST', () => page.keyboard.press('Enter'));
  await expectCartCount(page, 2);
  expect(await orderSeats(page)).toEqual(['A-1', 'A-2']);

  await page.keyboard.press('Shift+Tab');
  await expect(first).toBeFocused();
  await expectItemsCall(page, 'DELETE', () => page.keyboard.press('Space'));
  await expectCartCount(page, 1);
  await expectPressed(first, false);
  await expectPressed(chartSeat(page, 'A', 1), false);

  // the chart itself: one tab stop, arrow keys between seats, Enter picks
  await chartSeat(page, 'A', 1).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await expect(chartSeat(page, 'B', 2)).toBeFocused();
  await expectItemsCall(page, 'POST', () => page.keyboard.press('Enter'));
  await expectCartCount(page, 2);
  await expectPressed(listSeat(page, 'B', 2), true);
  expect(await orderSeats(page)).toEqual(['A-2', 'B-2']);
});

test('a seat another visitor took: the server says so, and the seat is not to be had', async ({
  page,
  request,
}) => {
  await openChart(page);
  // another visitor holds D-4 (their own session, their own order)
  await request.get('/sanctum/csrf-cookie');
  const xsrf = decodeURIComponent(
    (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ??
      '',
  );
  const headers = { 'X-XSRF-TOKEN': xsrf, 'X-Locale': 'de' };
  const rival = await (
    await request.post(`${API}/order`, { headers, data: { shop: 'demo' } })
  ).json();
  const held = await request.post(`${API}/order/${rival.id as string}/items`, {
    headers,
    data: {
      items: [
        {
          variant: 'var-sinfonie-k1-erwachsene',
          placementId: 'pl-sinfonie-winter',
          seatLabel: 'D-4',
          deliveryOption: 'EMAIL',
        },
      ],
    },
  });
  expect(held.status()).toBe(201);

  const refused = page.waitForResponse(isItemsCall('POST'));
  await listSeat(page, 'D', 4).click();
  expect((await refused).status()).toBe(409);
  await expect(
    page.locator('.seating-messages__alert').getByText('Der Platz D-4 ist bereits vergeben.'),
  ).toBeVisible();
  await expect(chartSeat(page, 'D', 4)).toHaveAttribute('aria-disabled', 'true');
  await expectPressed(chartSeat(page, 'D', 4), false);
  await expect(listSeat(page, 'D', 4)).toHaveCount(0);
  await expectCartCount(page, 0);
});

test('axe finds nothing on the seating chart page, with seats picked and the cart open', async ({
  page,
}) => {
  await openChart(page);
  expect(await axeViolations(page), 'nothing picked').toEqual([]);
  await expectItemsCall(page, 'POST', () => chartSeat(page, 'C', 6).click());
  await expectItemsCall(page, 'POST', () => listSeat(page, 'E', 2).click());
  await expectCartCount(page, 2);
  expect(await axeViolations(page), 'two seats picked').toEqual([]);
  await openCart(page);
  expect(await axeViolations(page), 'cart open').toEqual([]);
});

// every journey here shares one demo server: each takes seats of its own
for (const [viewport, row] of [
  [NARROW, 'G'],
  [WIDE, 'H'],
] as const) {
  test(`at ${viewport.width} px: the page fits the width, the chart scrolls in its own box (screenshot)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openChart(page);
    await expectItemsCall(page, 'POST', () => listSeat(page, row, 7).click());
    await expectItemsCall(page, 'POST', () => listSeat(page, row, 8).click());
    await expectCartCount(page, 2);
    const overflow = await horizontalOverflow(page);
    expect(overflow.scrollWidth, overflow.culprits.join('; ')).toBeLessThanOrEqual(
      overflow.clientWidth,
    );
    // the chart's box: inside the viewport; on a phone the map scrolls sideways inside it
    const box = await page.locator('.seat-map').evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const scrolls = [element, ...Array.from(element.querySelectorAll('*'))].some(
        (inner) =>
          inner.scrollWidth > inner.clientWidth + 1 &&
          ['auto', 'scroll'].includes(getComputedStyle(inner).overflowX),
      );
      return { left: rect.left, right: rect.right, scrolls };
    });
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(viewport.width);
    expect(box.scrolls).toBe(viewport.width < 600);
    // from the top: the chart is sticky beside the list on a wide window
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'seating');
  });
}
