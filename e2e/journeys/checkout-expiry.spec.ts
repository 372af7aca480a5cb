/**
 * Runs in the 'short-reservation' project (reservations of a few seconds, e2e/playwright.config.ts):
 * an order whose reservation runs out at checkout cannot be paid. The page says so, the pay button
 * goes, the expiry dialog asks for confirmation, and the way leads to a new order.
 */
import { expect, test } from '@playwright/test';
import orderDe from '../../locales/de/order.json';
import {
  JAZZ,
  NARROW,
  PAYMENT,
  addTicket,
  checkPage,
  checkoutText,
  fillCheckout,
  goToCheckout,
  payButton,
  storedOrderId,
} from '../support/checkout';

test.use({ viewport: NARROW });

test('the reservation runs out at checkout: no payment, a clear message, a way to a new order', async ({
  page,
}) => {
  const lang = 'de';
  const texts = checkoutText(lang).page;
  const checkoutCalls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/checkout'))
      checkoutCalls.push(request.url());
  });
  await addTicket(page, lang, JAZZ, JAZZ.standard);
  const firstOrder = await storedOrderId(page);
  await goToCheckout(page, lang);
  await fillCheckout(page, lang, PAYMENT.redirect);

  const timer = page.getByRole('timer', { name: orderDe.countdown.label, exact: true });
  await expect(timer).toHaveText(/^00:0[0-6]$/);

  // at 0 the summary and the form make way for the notice
  const notice = page
    .getByRole('region', { name: texts.title, exact: true })
    .getByRole('heading', { level: 2, name: texts.expired.title, exact: true });
  await expect(notice).toBeVisible({ timeout: 10_000 });
  await expect(timer).toHaveCount(0);
  await expect(page.getByText(texts.expired.message, { exact: true })).toBeVisible();
  await expect(payButton(page, lang)).toHaveCount(0);
  const dialog = page.getByRole('dialog', { name: orderDe.expiry.title, exact: true });
  await expect(dialog).toBeVisible();
  await checkPage(page, 'checkout-expired');

  // confirming discards the order; the page still says why there is nothing to pay
  await dialog.getByRole('button', { name: orderDe.expiry.confirm, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(notice).toBeVisible();
  await expect.poll(() => storedOrderId(page)).not.toBe(firstOrder);
  await page.getByRole('link', { name: texts.expired.newOrder, exact: true }).click();
  await expect(page).toHaveURL(/\/de$/);
  expect(checkoutCalls).toHaveLength(0);
});
