/**
 * Issue 19 ("Seats on a phone"), in the 'short-reservation' project (6-second reservations, one
 * extension): a visitor picking seats on a 375 px touch screen while the reservation runs out.
 * The warning comes at once and fits the screen, the plan stays usable under it (a second seat is
 * tapped), the expiry dialog comes, and after "Neue Bestellung beginnen" the seats are free again
 * on the plan, in the list and in the summary, and a seat can be taken anew. axe-clean throughout.
 */
import { expect, test, type Page } from '@playwright/test';
import orderDe from '../../locales/de/order.json';
import reservationDe from '../../locales/de/reservation.json';
import seatingDe from '../../locales/de/seating.json';
import { axeViolations } from '../support/axe';
import { expectCartCount, rejectConsent } from '../support/order';
import {
  SEATING_PATH,
  chartDrawn,
  chartSeat,
  expectItemsCall,
  expectPressed,
  listSeat,
  seatNameDe,
  seatSummary,
} from '../support/seating';
import { NARROW, horizontalOverflow, saveScreenshot } from '../support/viewport';

const warning = (page: Page) =>
  page.getByRole('alert', { name: reservationDe.warning.title, exact: true });
const expiryDialog = (page: Page) =>
  page.getByRole('dialog', { name: orderDe.expiry.title, exact: true });

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await horizontalOverflow(page);
  expect(overflow.scrollWidth, overflow.culprits.join('; ')).toBeLessThanOrEqual(
    overflow.clientWidth,
  );
}

test.use({ viewport: NARROW, hasTouch: true, isMobile: true });

test('on a phone: the reservation runs out while seats are picked; the plan, list and summary start afresh', async ({
  page,
}) => {
  await page.goto(SEATING_PATH);
  await chartDrawn(page);
  await rejectConsent(page);

  // the first seat: its 6 seconds are below the last warning's 30, the warning comes at once
  await expectItemsCall(page, 'POST', () => chartSeat(page, 'E', 14).tap());
  await expect(warning(page)).toBeVisible();
  await expectNoSidewaysScroll(page);
  // the plan stays usable below the warning: a second seat, tapped (this renews the reservation)
  await expectItemsCall(page, 'POST', () => chartSeat(page, 'E', 13).tap());
  await expectCartCount(page, 2);
  // in the order they were taken
  await expect(seatSummary(page).locator('.seat-summary__name')).toHaveText([
    seatNameDe('E', 14),
    seatNameDe('E', 13),
  ]);

  // it runs out without being kept: the dialog, the page's own notice, nothing sideways
  const dialog = expiryDialog(page);
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.seating-messages__alert')).toHaveText(seatingDe.status.expired);
  await expectNoSidewaysScroll(page);
  expect(await axeViolations(page), 'expired on a phone').toEqual([]);
  await saveScreenshot(page, 'seating-phone-expired');

  // a new order: the seats are free again everywhere, and one can be taken anew
  await dialog.getByRole('button', { name: orderDe.expiry.confirm, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expectCartCount(page, 0);
  await expect(seatSummary(page).getByText(seatingDe.summary.empty)).toBeVisible();
  for (const number of [13, 14]) {
    await expect(chartSeat(page, 'E', number)).not.toHaveAttribute('aria-disabled', 'true');
    await expectPressed(chartSeat(page, 'E', number), false);
    await expectPressed(listSeat(page, 'E', number), false);
  }
  await expectItemsCall(page, 'POST', () => chartSeat(page, 'E', 14).tap());
  await expect(seatSummary(page).locator('.seat-summary__name')).toHaveText(seatNameDe('E', 14));
  expect(await axeViolations(page), 'picking again on a phone').toEqual([]);
});
