import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/axe';
import commonDe from '../../locales/de/common.json';
import commonEn from '../../locales/en/common.json';
import commonFr from '../../locales/fr/common.json';
import commonIt from '../../locales/it/common.json';
import seatingEn from '../../locales/en/seating.json';
import seatingFr from '../../locales/fr/seating.json';
import seatingIt from '../../locales/it/seating.json';
import { refuseConsent } from '../support/checkout';
import { cartPanel, expectCartCount, fill, openCart, rejectConsent } from '../support/order';
import {
  chartSeat,
  expectItemsCall,
  expectPressed,
  listSeat,
  openChart,
  orderSeats,
  SEATING_PATH,
  seatingDe,
  seatNameDe,
} from '../support/seating';
import { NARROW, WIDE, horizontalOverflow, saveScreenshot } from '../support/viewport';

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
    page.getByRole('status').filter({ hasText: 'Reihe A, Platz 5 ist in Ihrer Bestellung.' }),
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
  await expect(cartPanel(page).getByText('Reihe F, Platz 7', { exact: true })).toBeVisible();
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
  test(`at ${viewport.width} px: the page fits the width, the chart fits its own box (screenshot)`, async ({
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
    // the chart's box: inside the viewport; the map fits it (seats.io fitTo 'width'), nothing scrolls sideways
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
    expect(box.scrolls).toBe(false);
    // from the top: the chart is sticky beside the list on a wide window
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'seating');
  });
}

// the chart, the list, the summary and seats.io's refusal in every language, axe-clean
const SEATING_TEXTS = { de: seatingDe, en: seatingEn, fr: seatingFr, it: seatingIt } as const;
const SEAT_NAMES = {
  de: commonDe.seat,
  en: commonEn.seat,
  fr: commonFr.seat,
  it: commonIt.seat,
} as const;
const CHART_NAMES = {
  de: 'Saalplan',
  en: 'Seating plan',
  fr: 'Plan de salle',
  it: 'Pianta della sala',
} as const;
for (const [lang, row] of [
  ['de', 'A'],
  ['en', 'B'],
  ['fr', 'C'],
  ['it', 'D'],
] as const) {
  test(`${lang}: a seat is held and added from the list, a taken one refused, axe-clean`, async ({
    page,
  }) => {
    const texts = SEATING_TEXTS[lang];
    const seatName = (number: number) => fill(SEAT_NAMES[lang].inRow, { row, number });
    await page.goto(SEATING_PATH.replace('/de/', `/${lang}/`));
    const map = page.getByRole('group', { name: new RegExp(`^${CHART_NAMES[lang]}: `) });
    await expect(map).toBeVisible();
    await refuseConsent(page, lang);
    const list = page.getByRole('region', { name: texts.list.heading });
    const seat = (number: number) =>
      list.getByRole('button', { name: seatName(number), exact: true });
    await expect(seat(10)).toBeVisible();
    await expectItemsCall(page, 'POST', () => seat(10).click());
    await expect(
      page.getByRole('status').filter({ hasText: fill(texts.status.held, { seat: seatName(10) }) }),
    ).toBeVisible();
    await expectPressed(seat(10), true);
    expect(await axeViolations(page), `${lang}: a seat held`).toEqual([]);

    // another visitor takes seat 11 meanwhile: seats.io refuses this visitor's hold
    const rival = await page
      .context()
      .browser()!
      .newContext({ baseURL: new URL(page.url()).origin });
    const rivalPage = await rival.newPage();
    await rivalPage.goto(SEATING_PATH);
    await expect(rivalPage.getByRole('group', { name: /^Saalplan: / })).toBeVisible();
    await rejectConsent(rivalPage);
    await expectItemsCall(rivalPage, 'POST', () =>
      rivalPage
        .getByRole('region', { name: seatingDe.list.heading })
        .getByRole('button', { name: seatNameDe(row, 11), exact: true })
        .click(),
    );
    await seat(11).click();
    await expect(
      page
        .locator('.seating-messages__alert')
        .getByText(fill(texts.status.holdRefused, { seat: seatName(11) })),
    ).toBeVisible();
    await expect(seat(11)).toHaveCount(0);
    // the refusal redraws the chart as seats.io does (every seat deselected, then drawn again):
    // seat 10 stays the visitor's, on the chart, in the list and in the order
    await expectPressed(
      map.getByRole('button', { name: new RegExp(`^\\S+ ${row}, \\S+ 10,`) }),
      true,
    );
    await expectPressed(seat(10), true);
    await expect.poll(() => orderSeats(page)).toEqual([`${row}-10`]);
    expect(await axeViolations(page), `${lang}: a seat refused`).toEqual([]);
    await rival.close();
  });
}

test('a seat tapped in the list while the chart still loads is held once the chart has drawn, and released from the summary so too', async ({
  page,
}) => {
  // a slow line: seats.io's chart script comes 2 s after the page asks for it (the list's seats
  // come from the shop API at once, and choose through the chart)
  let scriptDelayed = false;
  await page.route(/\/stand-ins\/seatsio\/chart\.js/, async (route) => {
    scriptDelayed = true;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  const orderMade = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && /\/order$/.test(new URL(response.url()).pathname),
  );
  await page.goto(SEATING_PATH);
  await orderMade;
  // the order and its token are there, the chart's script not yet: the chart's place says so
  const preparing = page.getByRole('status').filter({ hasText: seatingDe.chart.preparing });
  await expect(preparing).toBeVisible();
  await rejectConsent(page);
  const seat = listSeat(page, 'C', 9);
  await expect(seat).toBeVisible();
  // the click waits while the seat says it cannot be chosen yet, then goes through the chart
  await expectItemsCall(page, 'POST', () => seat.click());
  await expectPressed(seat, true);
  await expectPressed(chartSeat(page, 'C', 9), true);
  await expect(preparing).toHaveCount(0);
  expect(await orderSeats(page)).toEqual(['C-9']);
  expect(scriptDelayed).toBe(true);

  // back on the page later, the script late again: the summary's release waits for the chart too
  scriptDelayed = false;
  await page.reload();
  const release = page.getByRole('button', {
    name: fill(seatingDe.summary.releaseSeat, { seat: seatNameDe('C', 9) }),
  });
  await expectItemsCall(page, 'DELETE', () => release.click());
  await expectPressed(listSeat(page, 'C', 9), false);
  expect(await orderSeats(page)).toEqual([]);
  expect(scriptDelayed).toBe(true);
});
