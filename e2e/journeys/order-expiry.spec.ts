import { expect, test } from '@playwright/test';
import {
  IMPRO,
  addByClicks,
  cartButton,
  cartPanel,
  countdownText,
  expectCartCount,
  expiryText,
  openArticle,
  openCart,
  recordOrderCalls,
  storedOrderId,
} from '../support/order';

/**
 * Runs in the 'short-reservation' project: the storefront started with DEMO_RESERVATION_SECONDS=6
 * (e2e/playwright.config.ts). Spec section 4: at 0 the order has expired; confirming discards it,
 * creates a new one and closes the cart. An order holding nothing runs out without the dialog
 * (docs/decisions/failures-and-retries.md, "Expiry of an empty order").
 */
test('an order that expires: the countdown reaches 0, the dialog says so, confirming starts a new empty order', async ({
  page,
}) => {
  const orderCalls = recordOrderCalls(page);
  await openArticle(page, IMPRO);
  await addByClicks(page, IMPRO.adult, 1, 1);
  const firstOrderId = await storedOrderId(page);
  expect(firstOrderId).not.toBeNull();
  expect(orderCalls.of('POST /order')).toHaveLength(1);

  const panel = await openCart(page);
  const timer = panel.getByRole('timer', { name: countdownText.label, exact: true });
  await expect(timer).toBeVisible();
  // a reservation of a few seconds, counting down
  await expect(timer).toHaveText(/^00:0[1-6]$/);
  await expect(timer).toHaveText('00:00', { timeout: 10_000 });

  const dialog = page.getByRole('dialog', { name: expiryText.title, exact: true });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(expiryText.message, { exact: true })).toBeVisible();
  // focus is inside the dialog
  await expect
    .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);

  orderCalls.clear();
  await dialog.getByRole('button', { name: expiryText.confirm, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(cartPanel(page)).toBeHidden();
  await expect(cartButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expectCartCount(page, 0);

  // a new order was made, and it is the one kept for the next reload
  await expect.poll(() => orderCalls.of('POST /order').length).toBe(1);
  await expect.poll(() => storedOrderId(page)).toMatch(/\S/);
  expect(await storedOrderId(page)).not.toBe(firstOrderId);

  // the new order holds nothing: when its reservation runs out it is let go without a dialog
  // (nothing was lost), and no order is made until the visitor adds something again
  orderCalls.clear();
  await expect.poll(() => storedOrderId(page), { timeout: 15_000 }).toBeNull();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('dialog', { name: expiryText.title })).toHaveCount(0);
  expect(orderCalls.of('POST /order')).toHaveLength(0);
  await addByClicks(page, IMPRO.adult, 1, 1);
  expect(orderCalls.of('POST /order')).toHaveLength(1);
  await expectCartCount(page, 1);
});
