import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  IMPRO,
  amountControl,
  cartPanel,
  cartSummary,
  clickTimes,
  closeCart,
  expectCartCount,
  isItemsPost,
  cartLine,
  listedItems,
  openArticle,
  openCart,
  recordOrderCalls,
  serverOrder,
  storedOrderId,
} from '../support/order';
import { runPageTimers } from '../support/pageClock';

/**
 * What `values` show when the page's first items call with `method` leaves: the call is held at
 * the browser's edge until they are read, so what was on the screen before any call went out is
 * read without a race against the 500 ms pause.
 */
function shownWhenCalled(page: Page, method: string, values: Locator[]): Promise<string[]> {
  const pattern = /\/order\/[^/]+\/items(\/[^/]+)?$/;
  return new Promise((resolve, reject) => {
    let read = false;
    void page.route(
      (url) => pattern.test(url.pathname),
      async (route) => {
        if (!read && route.request().method() === method) {
          read = true;
          try {
            resolve(await Promise.all(values.map((value) => value.innerText())));
          } catch (error) {
            reject(error);
          }
        }
        await route.fallback();
      },
    );
  });
}

/** Stops the page's clock a moment from now (a busy machine may take longer: then again). */
async function pauseClock(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 250));
      return;
    } catch (error) {
      if (attempt === 5 || !String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
}

/**
 * Clicks `times` on each button in turn as one burst: the page's clock stands still meanwhile, so
 * the 500 ms pause cannot run out between two clicks however slow a busy machine makes them;
 * then it runs on as usual.
 */
async function burst(page: Page, ...clicks: [Locator, number][]): Promise<void> {
  await pauseClock(page);
  for (const [button, times] of clicks) await clickTimes(button, times);
  await page.clock.resume();
}

/**
 * Spec section 4 "Item amounts" and section 9 "Item mutation pause: 500 ms": a burst of clicks is
 * shown at once and applied in one round after the pause; the cart panel lists the result.
 */
test('a burst of + makes one POST of items; the cart lists them; − makes one round of DELETEs', async ({
  page,
}) => {
  const orderCalls = recordOrderCalls(page);
  await page.clock.install();
  await openArticle(page, IMPRO);
  await expectCartCount(page, 0);
  // no order is made before the visitor wants something
  expect(orderCalls.calls).toEqual([]);

  const adult = amountControl(page, IMPRO.adult);
  const student = amountControl(page, IMPRO.student);
  await expect(adult.value).toHaveText('0');
  await expect(student.value).toHaveText('0');

  const itemsAdded = page.waitForResponse(isItemsPost);
  const shownAtPost = shownWhenCalled(page, 'POST', [adult.value, student.value]);
  await burst(page, [adult.increase, 5], [student.increase, 3]);
  // the amounts follow the clicks at once, before any call went out
  expect(await shownAtPost).toEqual(['5', '3']);

  const answer = await itemsAdded;
  expect(answer.ok()).toBe(true);
  await expectCartCount(page, 8);
  await runPageTimers(page, 1200); // nothing else follows the round

  expect(orderCalls.of('POST /order')).toHaveLength(1);
  const posts = orderCalls.of('POST /order/:id/items');
  expect(posts).toHaveLength(1);
  const sent = posts[0].body as { items: { variant: string; placementId: string }[] };
  expect(sent.items.map((item) => item.variant).sort()).toEqual([
    ...Array(5).fill('var-impro-erwachsene'),
    ...Array(3).fill('var-impro-student'),
  ]);
  expect(orderCalls.of('DELETE /order/:id/items/:itemId')).toHaveLength(0);
  await expect(adult.value).toHaveText('5');
  await expect(student.value).toHaveText('3');

  const orderId = await storedOrderId(page);
  expect(orderId).not.toBeNull();
  expect(posts[0].path).toBe(`/order/${orderId}/items`);

  // the cart panel: the items, grouped by placement, identical tickets one line each
  const panel = await openCart(page);
  await expect(panel.getByText(cartSummary(8), { exact: true })).toBeVisible();
  await expect(
    panel.getByRole('heading', { level: 3, name: IMPRO.name.de, exact: true }),
  ).toBeVisible();
  expect(await listedItems(panel)).toEqual([
    { placement: IMPRO.name.de, items: [`${IMPRO.adult} × 5`, `${IMPRO.student} × 3`] },
  ]);

  // one adult ticket less in the panel: the line's stepper, through the same amount round
  orderCalls.clear();
  const adults = cartLine(panel, IMPRO.adult, IMPRO.name.de);
  await adults.decrease.click();
  await expect(adults.quantity).toHaveText('4');
  await expect(panel.getByText(cartSummary(7), { exact: true })).toBeVisible();
  // focus stays on the stepper, inside the panel
  await expect(adults.decrease).toBeFocused();
  await expect
    .poll(() => orderCalls.routes().filter((route) => route !== 'GET /order/:id'))
    .toEqual(['DELETE /order/:id/items/:itemId']);

  await closeCart(page);
  await expectCartCount(page, 7);
  await expect(adult.value).toHaveText('4');
  // the server agrees
  const afterRemoval = await serverOrder(page, orderId!);
  expect(afterRemoval.items).toHaveLength(7);
  expect(afterRemoval.items.filter((item) => item.variant === 'var-impro-erwachsene')).toHaveLength(
    4,
  );

  // − three times quickly: one round of three DELETEs, no POST
  orderCalls.clear();
  const shownAtDelete = shownWhenCalled(page, 'DELETE', [adult.value]);
  await burst(page, [adult.decrease, 3]);
  expect(await shownAtDelete).toEqual(['1']);
  await expect
    .poll(() => orderCalls.of('DELETE /order/:id/items/:itemId').length, { timeout: 10_000 })
    .toBe(3);
  await expectCartCount(page, 4);
  await runPageTimers(page, 1200);
  expect(orderCalls.routes().filter((route) => route !== 'GET /order/:id')).toEqual([
    'DELETE /order/:id/items/:itemId',
    'DELETE /order/:id/items/:itemId',
    'DELETE /order/:id/items/:itemId',
  ]);
  await expect(adult.value).toHaveText('1');
  await expect(student.value).toHaveText('3');
  const afterBurst = await serverOrder(page, orderId!);
  expect(afterBurst.items.map((item) => item.variant).sort()).toEqual([
    'var-impro-erwachsene',
    ...Array(3).fill('var-impro-student'),
  ]);

  // the panel says the same
  const again = await openCart(page);
  await expect(again.getByText(cartSummary(4), { exact: true })).toBeVisible();
  expect(await listedItems(cartPanel(page))).toEqual([
    { placement: IMPRO.name.de, items: [`${IMPRO.adult} × 1`, `${IMPRO.student} × 3`] },
  ]);
});
