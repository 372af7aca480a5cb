/**
 * Issue 17, point 3, on `npm start` (15-minute reservations): the reservation never runs out
 * unnoticed. The browser's clock is moved on (Playwright's clock) as a visitor who reads for
 * thirteen minutes would see it; the shop's server keeps its own time, the one source of the
 * reservation's end. A visitor reading an article is warned 2 minutes before the end, wherever
 * they are (an article, the cart panel, the checkout), keeps the reservation with one key press
 * and goes on buying. The short-reservation journeys (order-expiry-extension.spec.ts) take the
 * server's limit and the seats.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import reservationDe from '../../locales/de/reservation.json';
import checkoutDe from '../../locales/de/checkout.json';
import orderDe from '../../locales/de/order.json';
import { axeViolations } from '../support/axe';
import {
  API,
  IMPRO,
  addByClicks,
  amountControl,
  cartPanel,
  cartText,
  fill,
  openArticle,
  openCart,
  rejectConsent,
  storedOrderId,
} from '../support/order';
import { pageLoadsSettled } from '../support/preloads';
import { settle } from '../support/storefront';
import { NARROW, WIDE, saveScreenshot } from '../support/viewport';

/**
 * The visitor stays on the page for 13 minutes: 2 minutes of the reservation are left. The first
 * seconds first: what the page starts then (it fetches the pages behind its links ahead, 1 s
 * after a change) is loaded, as it would be long before the minutes are over; jumped over, those
 * loads' own 2-minute timeouts would fire as failures and the page would reload.
 */
async function thirteenMinutesLater(page: Page): Promise<void> {
  await page.clock.fastForward('00:05');
  await pageLoadsSettled(page);
  await page.clock.fastForward('12:56');
}

const warning = (page: Page) =>
  page.getByRole('alert', { name: reservationDe.warning.title, exact: true });
const notices = (page: Page) =>
  page.getByRole('region', { name: reservationDe.region, exact: true });
const keepButton = (within: Locator) =>
  within.getByRole('button', { name: reservationDe.extend, exact: true });

/** Nothing lies over the element's middle: the visitor sees it and can press it. */
async function expectOnTop(locator: Locator): Promise<void> {
  await expect
    .poll(() =>
      locator.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return hit !== null && element.contains(hit);
      }),
    )
    .toBe(true);
}

/** What the server says about the order now. */
async function serverReservation(page: Page) {
  const orderId = await storedOrderId(page);
  const answer = await page.request.get(`${API}/order/${orderId}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as {
    reservationExpiresInSeconds: number;
    reservationExtensionsLeft: number;
  };
}

test('reading an article, in the cart panel and at checkout: warned 2 minutes before the end, kept with one key press', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.clock.install();
  await page.setViewportSize(WIDE);
  await openArticle(page, IMPRO);
  await rejectConsent(page);
  await addByClicks(page, IMPRO.adult, 2, 2);
  const plus = amountControl(page, IMPRO.adult).increase;
  await plus.focus();
  await expect(warning(page)).toHaveCount(0);

  // the visitor reads on for 13 minutes: 2 minutes are left
  await thirteenMinutesLater(page);
  const alert = warning(page);
  await expect(alert).toBeVisible();
  await expect(notices(page)).toContainText(
    fill(reservationDe.warning.minutes_other, { count: 2 }),
  );
  await expect(alert.getByRole('timer', { name: reservationDe.timeLeft })).toHaveText(/^01:5\d$/);
  // the focus is on the offer: one key press keeps the reservation
  await expect(keepButton(alert)).toBeFocused();
  // the page keeps room above itself for the notice: the shop's header is below it, visible
  await expectOnTop(page.getByRole('banner').getByRole('link').first());
  await expectOnTop(keepButton(alert));
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, 'reservation-warning-article');
  await page.setViewportSize(NARROW);
  await expectOnTop(keepButton(alert));
  await expectOnTop(page.getByRole('banner').getByRole('link').first());
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, 'reservation-warning-article');
  await page.setViewportSize(WIDE);

  const before = await serverReservation(page);
  const kept = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname.endsWith('/reservation'),
  );
  await page.keyboard.press('Enter');
  expect((await kept).status()).toBe(200);
  const extended = page.getByRole('group', { name: reservationDe.extended.title, exact: true });
  await expect(extended).toBeVisible();
  await expect(alert).toHaveCount(0);
  await expect(extended.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);
  const after = await serverReservation(page);
  expect(after.reservationExtensionsLeft).toBe(before.reservationExtensionsLeft - 1);
  await saveScreenshot(page, 'reservation-extended');
  // closed with Escape: the focus goes back to where the visitor was
  await page.keyboard.press('Escape');
  await expect(notices(page)).toHaveCount(0);
  await expect(plus).toBeFocused();

  // goes on buying: one more ticket, then the cart panel, where time runs out again
  await addByClicks(page, IMPRO.adult, 1, 3);
  const panel = await openCart(page);
  await thirteenMinutesLater(page);
  const inPanel = panel.getByRole('alert', { name: reservationDe.warning.title, exact: true });
  await expect(inPanel).toBeVisible();
  await expectOnTop(keepButton(inPanel));
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, 'reservation-warning-cart');
  await page.setViewportSize(NARROW);
  await expectOnTop(keepButton(inPanel));
  await saveScreenshot(page, 'reservation-warning-cart');
  await page.setViewportSize(WIDE);
  await keepButton(inPanel).click();
  await expect(panel.getByRole('group', { name: reservationDe.extended.title })).toBeVisible();
  // Escape in the notice closes the notice, not the cart
  await page.keyboard.press('Escape');
  await expect(notices(page)).toHaveCount(0);
  await expect(panel).toBeVisible();

  // at checkout (the empty layout), typing in the form: the warning comes, the typing goes on
  await panel.getByRole('link', { name: cartText.checkout, exact: true }).click();
  await settle(page, checkoutDe.page.title);
  const email = page.getByRole('textbox', { name: 'E-Mail', exact: true });
  await email.click();
  await page.keyboard.type('anna@');
  await thirteenMinutesLater(page);
  const atCheckout = warning(page);
  await expect(atCheckout).toBeVisible();
  await expect(email).toBeFocused();
  await page.keyboard.type('example.ch');
  await expect(email).toHaveValue('anna@example.ch');
  // the summary beside the form, with its countdown, sticks below the notice
  await expectOnTop(page.getByRole('timer', { name: orderDe.countdown.label, exact: true }));
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, 'reservation-warning-checkout');
  await keepButton(atCheckout).click();
  await expect(page.getByRole('group', { name: reservationDe.extended.title })).toBeVisible();
  const last = await serverReservation(page);
  expect(last.reservationExtensionsLeft).toBe(before.reservationExtensionsLeft - 3);
  expect(last.reservationExpiresInSeconds).toBeGreaterThan(800);
  await expect(cartPanel(page)).toHaveCount(0);
});
