/**
 * Two visitors on the same seating chart at once (two browser contexts: two sessions, two orders,
 * two seats.io hold tokens). The chart holds a seat in seats.io on the click; a seat one visitor
 * holds can never be held, added or bought by the other, whatever their page showed; a visitor's
 * own seats survive a reload (the chart selects the seats held with their order's token again)
 * and can be released on the chart; a bought seat stays taken.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import {
  PAYMENT,
  chooseOnHostedPage,
  expectStatusPage,
  fillCheckout,
  goToCheckout,
  payButton,
} from '../support/checkout';
import { expectCartCount } from '../support/order';
import {
  chartDrawn,
  chartSeat,
  expectItemsCall,
  expectPressed,
  listSeat,
  openChart,
  orderSeats,
  seatSummary,
} from '../support/seating';

async function visitorPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'de-CH' });
  return context.newPage();
}

test('two visitors: no seat is held or bought twice; my seats survive a reload and can be released on the chart', async ({
  browser,
}, testInfo) => {
  // two visitors, each page drawing the chart several times, and a payment
  test.setTimeout(180_000);
  const baseURL = testInfo.project.use.baseURL;
  const anna = await visitorPage(browser, baseURL);
  const ben = await visitorPage(browser, baseURL);

  // both open the chart: every seat of row B is free for both
  await openChart(anna);
  await openChart(ben);

  // Anna takes B-3 and B-4 on the chart
  await expectItemsCall(anna, 'POST', () => chartSeat(anna, 'B', 3).click());
  await expectItemsCall(anna, 'POST', () => chartSeat(anna, 'B', 4).click());
  await expectCartCount(anna, 2);

  // Ben's page still shows B-4 free; his click is refused by seats.io, nothing reaches his order
  await expect(listSeat(ben, 'B', 4)).toBeVisible();
  await listSeat(ben, 'B', 4).click();
  await expect(
    ben.locator('.seating-messages__alert').getByText('Reihe B, Platz 4 ist nicht mehr frei.', {
      exact: false,
    }),
  ).toBeVisible();
  await expect(chartSeat(ben, 'B', 4)).toHaveAttribute('aria-disabled', 'true');
  await expectPressed(chartSeat(ben, 'B', 4), false);
  await expect(listSeat(ben, 'B', 4)).toHaveCount(0);
  await expectCartCount(ben, 0);
  expect(await orderSeats(ben)).toEqual([]);

  // on the chart itself too: Ben clicks B-3, which his chart shows taken after the refresh
  await expect(chartSeat(ben, 'B', 3)).toHaveAttribute('aria-disabled', 'true');
  // a click on a taken seat (aria-disabled) does nothing
  await chartSeat(ben, 'B', 3).click({ force: true });
  await expectPressed(chartSeat(ben, 'B', 3), false);
  // Ben takes B-5 next to them
  await expectItemsCall(ben, 'POST', () => chartSeat(ben, 'B', 5).click());
  expect(await orderSeats(ben)).toEqual(['B-5']);
  expect(await axeViolations(ben), 'a refused seat on the chart').toEqual([]);

  // Anna reloads: her seats are hers, selected on the chart and in the list, in her summary
  await anna.reload();
  await chartDrawn(anna, ['B', 3]);
  await expectPressed(chartSeat(anna, 'B', 3), true);
  await expectPressed(chartSeat(anna, 'B', 4), true);
  await expect(chartSeat(anna, 'B', 4)).not.toHaveAttribute('aria-disabled');
  await expectPressed(listSeat(anna, 'B', 3), true);
  await expect(seatSummary(anna).getByRole('listitem')).toHaveCount(2);
  // Ben's seat is taken for her
  await expect(chartSeat(anna, 'B', 5)).toHaveAttribute('aria-disabled', 'true');
  await expect(listSeat(anna, 'B', 5)).toHaveCount(0);

  // she releases B-4 on the chart: it leaves her order and is free again for Ben
  await expectItemsCall(anna, 'DELETE', () => chartSeat(anna, 'B', 4).click());
  await expectPressed(chartSeat(anna, 'B', 4), false);
  expect(await orderSeats(anna)).toEqual(['B-3']);
  await ben.reload();
  await chartDrawn(ben, ['B', 4]);
  await expect(chartSeat(ben, 'B', 4)).not.toHaveAttribute('aria-disabled');
  await expectPressed(chartSeat(ben, 'B', 5), true);
  await expectItemsCall(ben, 'POST', () => listSeat(ben, 'B', 4).click());
  expect(await orderSeats(ben)).toEqual(['B-4', 'B-5']);

  // Anna buys B-3 (booked in seats.io with her token at checkout)
  await goToCheckout(anna, 'de');
  await fillCheckout(anna, 'de', PAYMENT.redirect);
  await payButton(anna, 'de').click();
  await chooseOnHostedPage(anna, 'Pay');
  await expectStatusPage(anna, 'de', 'paid');

  // for Ben, B-3 stays taken: on the chart, in the list, and seats.io refuses it
  await ben.reload();
  await chartDrawn(ben, ['B', 3]);
  await expect(chartSeat(ben, 'B', 3)).toHaveAttribute('aria-disabled', 'true');
  await expect(listSeat(ben, 'B', 3)).toHaveCount(0);
  // a click on a taken seat (aria-disabled) does nothing
  await chartSeat(ben, 'B', 3).click({ force: true });
  await expectPressed(chartSeat(ben, 'B', 3), false);
  expect(await orderSeats(ben)).toEqual(['B-4', 'B-5']);

  await anna.context().close();
  await ben.context().close();
});
