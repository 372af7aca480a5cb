/**
 * Issue 17, point 3, in the 'short-reservation' project: reservations of 6 seconds that the shop
 * lets a visitor extend once (DEMO_RESERVATION_SECONDS=6, DEMO_RESERVATION_EXTENSIONS=1,
 * e2e/playwright.config.ts). Every reservation there is below the last warning's 30 seconds at
 * once, so the warning comes with the first ticket: a visitor picking seats keeps the reservation
 * with one key press and goes on buying; when it runs out, the dialog offers no second extension.
 * In a second tab, an offer from before the last extension is refused by the shop at the limit,
 * and the dialog says so in the shop's words.
 */
import { expect, test, type Page } from '@playwright/test';
import reservationDe from '../../locales/de/reservation.json';
import orderDe from '../../locales/de/order.json';
import { message } from '../../server/messages/messages';
import { axeViolations } from '../support/axe';
import {
  API,
  IMPRO,
  addByClicks,
  expectCartCount,
  openArticle,
  rejectConsent,
  storedOrderId,
} from '../support/order';
import { NARROW, WIDE, saveScreenshot } from '../support/viewport';

const SEATING_PATH = '/de/c/cat-sinfonie-winter/grosser-saal-chart-grosser-saal';
const LIMIT_REACHED = message('de', 'reservationExtensionLimit');

const chartSeat = (page: Page, row: string, number: number) =>
  page
    .getByRole('group', { name: 'Saalplan: Grosser Saal' })
    .getByRole('button', { name: new RegExp(`^Reihe ${row}, Platz ${number},`) });
const warning = (page: Page) =>
  page.getByRole('alert', { name: reservationDe.warning.title, exact: true });
const expiryDialog = (page: Page) =>
  page.getByRole('dialog', { name: orderDe.expiry.title, exact: true });
const extend = reservationDe.extend;

const isReservationCall = (response: { url(): string; request(): { method(): string } }) =>
  response.request().method() === 'POST' &&
  new URL(response.url()).pathname.endsWith('/reservation');
const isItemsPost = (response: { url(): string; request(): { method(): string } }) =>
  response.request().method() === 'POST' &&
  /\/order\/[^/]+\/items$/.test(new URL(response.url()).pathname);

test('picking seats: warned at once, kept with one key press, two seats bought; then no second extension', async ({
  page,
}) => {
  await page.goto(SEATING_PATH);
  await expect(chartSeat(page, 'A', 1)).toBeVisible();
  await rejectConsent(page);

  // the first seat makes the order: its 6 seconds are below 30, the warning comes at once
  const added = page.waitForResponse(isItemsPost);
  await chartSeat(page, 'B', 3).click();
  expect((await added).ok()).toBe(true);
  const alert = warning(page);
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(reservationDe.warning.seconds_other.replace('{{count}}', '30'));
  const keep = alert.getByRole('button', { name: extend, exact: true });
  await expect(keep).toBeFocused();

  // one key press keeps it
  const kept = page.waitForResponse(isReservationCall);
  await page.keyboard.press('Enter');
  expect((await kept).status()).toBe(200);
  await expect(page.getByRole('group', { name: reservationDe.extended.title })).toBeVisible();

  // and the visitor goes on buying: a second seat (which renews the reservation too)
  const second = page.waitForResponse(isItemsPost);
  await chartSeat(page, 'B', 4).click();
  expect((await second).ok()).toBe(true);
  await expectCartCount(page, 2);

  // it runs out: the shop allows no second extension, so the dialog offers only a new order
  const dialog = expiryDialog(page);
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByRole('button', { name: extend })).toHaveCount(0);
  await expect
    .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: orderDe.expiry.confirm, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expectCartCount(page, 0);
});

test('two tabs: an offer from before the last extension is refused by the shop, and the dialog says so', async ({
  context,
  page,
}) => {
  // tab A: a ticket on an article page; the warning offers the one extension
  await openArticle(page, IMPRO);
  await rejectConsent(page);
  await addByClicks(page, IMPRO.adult, 1, 1);
  const orderId = await storedOrderId(page);
  await expect(warning(page).getByRole('button', { name: extend })).toBeVisible();

  // tab B: the same order, read while its one extension is still there
  const other = await context.newPage();
  const restored = other.waitForResponse(
    (response) => new URL(response.url()).pathname === `${API}/order/${orderId}`,
  );
  await other.goto(IMPRO.path('de'));
  expect(
    ((await (await restored).json()) as { reservationExtensionsLeft: number })
      .reservationExtensionsLeft,
  ).toBe(1);

  // tab A takes it: from its warning, or from its dialog when its 6 seconds ran out meanwhile
  // (the shop takes the order up again: nobody took its tickets)
  const kept = page.waitForResponse(isReservationCall);
  await warning(page)
    .getByRole('button', { name: extend, exact: true })
    .or(expiryDialog(page).getByRole('button', { name: extend, exact: true }))
    .click();
  expect((await kept).status()).toBe(200);

  // tab B's reservation runs out by what it last heard: its dialog offers the extension still
  const dialog = expiryDialog(other);
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  const offer = dialog.getByRole('button', { name: extend, exact: true });
  await expect(offer).toBeVisible();
  const refused = other.waitForResponse(isReservationCall);
  await offer.click();
  expect((await refused).status()).toBe(409);
  // the shop's words, announced in the dialog; only the new order is left, and has the focus
  await expect(dialog.getByRole('alert')).toHaveText(LIMIT_REACHED);
  await expect(offer).toHaveCount(0);
  await expect(
    dialog.getByRole('button', { name: orderDe.expiry.confirm, exact: true }),
  ).toBeFocused();
  // no second message elsewhere: the dialog is where the visitor asked
  await expect(other.getByRole('alert')).toHaveCount(1);
  expect(await axeViolations(other)).toEqual([]);
  await other.setViewportSize(WIDE);
  await saveScreenshot(other, 'reservation-refused-dialog');
  await other.setViewportSize(NARROW);
  await saveScreenshot(other, 'reservation-refused-dialog');
});
