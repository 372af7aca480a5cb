import { expect, test } from '@playwright/test';
import {
  IMPRO,
  TOUR,
  addByClicks,
  amountControl,
  cartPanel,
  cartSummary,
  closeCart,
  expectCartCount,
  listedItems,
  openArticle,
  openCart,
  recordOrderCalls,
  storedOrderId,
} from '../support/order';
import { settle } from '../support/storefront';

/** Spec section 4: the order outlives a reload (its id in local storage 'billett.order'). */
test('a reload keeps the order: the same id, the same count, the same items by placement', async ({
  page,
}) => {
  const orderCalls = recordOrderCalls(page);
  await openArticle(page, IMPRO);
  await addByClicks(page, IMPRO.adult, 2, 2);
  await addByClicks(page, IMPRO.student, 1, 3);
  const orderId = await storedOrderId(page);
  expect(orderId).toMatch(/\S/);

  // a second placement, reached through a full page load: the stored order is used, not a new one
  await openArticle(page, TOUR);
  await expectCartCount(page, 3);
  await addByClicks(page, TOUR.child, 1, 4);
  expect(await storedOrderId(page)).toBe(orderId);
  expect(orderCalls.of('POST /order')).toHaveLength(1);

  const panel = await openCart(page);
  await expect(panel.getByText(cartSummary(4), { exact: true })).toBeVisible();
  const before = await listedItems(panel);
  expect(before).toEqual([
    { placement: IMPRO.name.de, items: [`${IMPRO.adult} × 2`, `${IMPRO.student} × 1`] },
    { placement: TOUR.name.de, items: [`${TOUR.child} × 1`] },
  ]);
  await closeCart(page);

  orderCalls.clear();
  await page.reload();
  await settle(page, TOUR.name.de);
  await expectCartCount(page, 4);
  await expect(amountControl(page, TOUR.child).value).toHaveText('1');
  expect(await storedOrderId(page)).toBe(orderId);
  // the stored order is fetched again, no new one is made
  expect(orderCalls.of('POST /order')).toHaveLength(0);
  expect(orderCalls.calls.map((call) => `${call.method} ${call.path}`)).toContain(
    `GET /order/${orderId}`,
  );

  const after = await openCart(page);
  await expect(after.getByText(cartSummary(4), { exact: true })).toBeVisible();
  expect(await listedItems(cartPanel(page))).toEqual(before);
});
