/**
 * The seating plan on a phone (issue 19, "Seats on a phone"), opened directly at 375 px with a
 * touch screen: the whole hall fits the width (every seat of the widest row and both row letters
 * in the box, nothing to scroll sideways), two fingers zoom in (seats.io's pinch zoom, through
 * Chromium's touch input) and the zoom-out buttons zoom out; a seat at the right-hand end, which
 * used to be cut off, is picked with a tap, and its name is the same in the seating summary, the
 * live announcement, the cart and the checkout. The desktop plan fits its column too.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import seatingDe from '../../locales/de/seating.json';
import checkoutDe from '../../locales/de/checkout.json';
import { axeViolations } from '../support/axe';
import { cartPanel, expectCartCount, openCart } from '../support/order';
import {
  chartSeat,
  expectItemsCall,
  listSeat,
  openChart,
  seatNameDe,
  seatSummary,
} from '../support/seating';
import {
  NARROW,
  WIDE,
  horizontalOverflow,
  saveElementScreenshot,
  saveScreenshot,
} from '../support/viewport';

/** the widest row of the Grosser Saal (server/fixtures/demo-shop.json: rows E–H have 14 seats) */
const WIDEST = { row: 'F', seats: 14 };

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
  width: number;
  height: number;
}
const boxOf = (locator: Locator): Promise<Box> =>
  locator.evaluate((element) => {
    const { left, right, top, bottom, width, height } = element.getBoundingClientRect();
    return { left, right, top, bottom, width, height };
  });
const inside = (inner: Box, outer: Box) =>
  inner.left >= outer.left - 0.5 &&
  inner.right <= outer.right + 0.5 &&
  inner.top >= outer.top - 0.5 &&
  inner.bottom <= outer.bottom + 0.5;

const mapBox = (page: Page) => page.locator('.seat-map');
/** seats.io's own zoom-out button (the stand-in's, bottom left of the chart while zoomed in) */
const chartZoomOut = (page: Page) =>
  mapBox(page).getByRole('button', { name: 'Ansicht zurücksetzen', exact: true });
const showWhole = (page: Page) =>
  page.getByRole('button', { name: seatingDe.chart.showWhole, exact: true });
const zoomToSeats = (page: Page) =>
  page.getByRole('button', { name: seatingDe.chart.zoomToSeats, exact: true });

/** Whether anything inside the chart's box scrolls sideways now. */
const scrollsSideways = (page: Page) =>
  mapBox(page).evaluate((element) =>
    [element, ...Array.from(element.querySelectorAll('*'))].some(
      (inner) => inner.scrollWidth > inner.clientWidth + 1,
    ),
  );

/** Every seat of the widest row lies in the chart's box, and the map's drawing with its row letters too. */
async function expectWholeRowInBox(page: Page) {
  const box = await boxOf(mapBox(page));
  for (let number = 1; number <= WIDEST.seats; number += 1) {
    const seat = await boxOf(chartSeat(page, WIDEST.row, number));
    expect(inside(seat, box), `seat ${WIDEST.row}-${number} in the box`).toBe(true);
  }
  const drawing = await boxOf(mapBox(page).locator('svg[role="group"]'));
  expect(inside(drawing, box), 'the drawing (row letters at both ends) in the box').toBe(true);
  expect(await scrollsSideways(page)).toBe(false);
}

/** Two fingers on the chart moving apart, through Chromium's touch input (as a phone sends it). */
async function pinchOut(page: Page, at: Box) {
  const cdp = await page.context().newCDPSession(page);
  const x = at.left + at.width / 2;
  const y = at.top + at.height / 2;
  const fingers = (spread: number) => [
    { x: x - spread, y, id: 0 },
    { x: x + spread, y, id: 1 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(20) });
  for (const spread of [35, 50, 65, 80]) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(spread) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test.describe('on a phone', () => {
  test.use({ viewport: NARROW, hasTouch: true, isMobile: true });

  test('the plan fits the width, zooms with two fingers and the buttons; a seat is named alike in summary, cart and checkout', async ({
    page,
  }) => {
    await openChart(page);

    // the whole hall, the widest row included, fits the box; the box fits the screen
    await expectWholeRowInBox(page);
    const box = await boxOf(mapBox(page));
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(NARROW.width);
    expect(box.height, 'a sensible height: the plan and its legend').toBeGreaterThanOrEqual(300);
    expect(box.height, 'the whole plan on one screen').toBeLessThan(NARROW.height);
    const overflow = await horizontalOverflow(page);
    expect(overflow.scrollWidth, overflow.culprits.join('; ')).toBeLessThanOrEqual(
      overflow.clientWidth,
    );
    await expect(chartZoomOut(page)).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'seating-phone');
    await saveElementScreenshot(page, '.seating-chart', 'seating-phone-plan');
    expect(await axeViolations(page), 'the fitted plan').toEqual([]);

    // two fingers zoom in: the seats grow, the plan pans in its box, seats.io's button shows
    const fitted = await boxOf(chartSeat(page, WIDEST.row, 7));
    await pinchOut(page, await boxOf(mapBox(page).locator('.seatsio-stand-in__viewport')));
    await expect
      .poll(async () => (await boxOf(chartSeat(page, WIDEST.row, 7))).width)
      .toBeGreaterThan(fitted.width * 1.5);
    await expect(chartZoomOut(page)).toBeVisible();
    expect(await scrollsSideways(page)).toBe(true);
    expect(await axeViolations(page), 'the plan zoomed in').toEqual([]);
    await saveElementScreenshot(page, '.seating-chart', 'seating-phone-plan-zoomed');
    // seats.io's own button zooms out again
    await chartZoomOut(page).click();
    await expect(chartZoomOut(page)).toBeHidden();
    await expectWholeRowInBox(page);

    // the seat at the right-hand end of the widest row, cut off before, taken with a tap
    await expectItemsCall(page, 'POST', () => chartSeat(page, WIDEST.row, 14).tap());
    await expectCartCount(page, 1);
    const name = seatNameDe(WIDEST.row, 14);
    await expect(
      page.getByRole('status').filter({ hasText: `${name} ist in Ihrer Bestellung.` }),
    ).toBeVisible();
    await expect(seatSummary(page).locator('.seat-summary__name')).toHaveText(name);
    await expect(listSeat(page, WIDEST.row, 14)).toHaveAttribute('aria-pressed', 'true');

    // the page's buttons: to my seats (zoomed in on it), and back to the whole hall
    await zoomToSeats(page).click();
    await expect
      .poll(async () => (await boxOf(chartSeat(page, WIDEST.row, 14))).width)
      .toBeGreaterThan(fitted.width * 1.5);
    expect(inside(await boxOf(chartSeat(page, WIDEST.row, 14)), await boxOf(mapBox(page)))).toBe(
      true,
    );
    await expect(chartZoomOut(page)).toBeVisible();
    await showWhole(page).click();
    await expect(chartZoomOut(page)).toBeHidden();
    await expectWholeRowInBox(page);
    expect(await axeViolations(page), 'a seat picked').toEqual([]);

    // the same name in the cart and at checkout
    const panel = await openCart(page);
    await expect(panel.getByText(name, { exact: true })).toBeVisible();
    expect(await axeViolations(page), 'the cart on a phone').toEqual([]);
    await cartPanel(page).getByRole('link', { name: 'Zur Kasse', exact: true }).click();
    await expect(page).toHaveURL(/\/de\/order\/checkout$/);
    const summary = page.getByRole('region', { name: checkoutDe.page.summary.heading });
    await expect(summary.getByText(name, { exact: true })).toBeVisible();
  });
});

test('on a desktop: the plan fits its column, the widest row in its box; Ctrl and the wheel zoom', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  await openChart(page);
  await expectWholeRowInBox(page);
  await expect(chartZoomOut(page)).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, 'seating-desktop');
  await saveElementScreenshot(page, '.seating-layout', 'seating-desktop-plan');
  expect(await axeViolations(page), 'the fitted plan').toEqual([]);

  const fitted = await boxOf(chartSeat(page, 'E', 7));
  await chartSeat(page, 'E', 7).hover();
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, -300);
  await page.keyboard.up('Control');
  await expect
    .poll(async () => (await boxOf(chartSeat(page, 'E', 7))).width)
    .toBeGreaterThan(fitted.width * 1.2);
  await expect(chartZoomOut(page)).toBeVisible();
  await showWhole(page).click();
  await expect(chartZoomOut(page)).toBeHidden();
  await expectWholeRowInBox(page);
});
