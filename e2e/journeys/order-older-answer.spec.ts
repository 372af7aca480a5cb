/**
 * An older order answer never overwrites a newer one (src/api/shopApi.ts, getOrder): the order
 * read of the visibility refresh, answered by the server before the insurance call but arriving
 * after its answer, leaves the basket as the insurance answer made it.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  API,
  IMPRO,
  addByClicks,
  cartText,
  openArticle,
  openCart,
  totalOf,
  totalsRow,
} from '../support/order';
import { holdServerAnswers } from '../support/heldServerAnswers';

/** The tab goes to the background and comes back: the storefront reads the order again. */
async function hideAndShowAgain(page: Page): Promise<void> {
  await page.evaluate(() => {
    let state: DocumentVisibilityState = 'visible';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    state = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    state = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

test('an order read answered after a change does not take the change back in the basket', async ({
  page,
}) => {
  await openArticle(page, IMPRO);
  await addByClicks(page, IMPRO.adult, 2, 2);
  const panel = await openCart(page);
  await expect.poll(() => totalOf(panel)).toBe('CHF 56.00');
  const box = panel.getByRole('checkbox', { name: /^Ticketversicherung hinzufügen/ });
  const insuranceRow = totalsRow(panel, cartText.totals.insurance);

  // the page reads the order again (back from the background); the server answers at once with
  // the order as it is, but that answer is slow to reach the page
  const reads = holdServerAnswers(page, new RegExp(`${API}/order/[^/?]+$`));
  await hideAndShowAgain(page);
  await reads.answered();
  const basket = panel.locator('.cart-panel__body');
  await expect(basket).toHaveAttribute('aria-busy', 'true');

  // meanwhile the visitor takes the insurance, and that answer arrives first
  const insured = page.waitForResponse((response) => response.url().endsWith('/insurance'));
  await box.check();
  expect((await insured).ok()).toBe(true);
  await expect.poll(() => totalOf(panel)).toBe('CHF 58.80');

  // then the older read arrives: the basket keeps the insurance
  const readArrived = page.waitForResponse(
    (response) => response.request().method() === 'GET' && /\/order\/[^/?]+$/.test(response.url()),
  );
  await reads.release();
  await readArrived;
  // the basket says aria-busy while the order is read: its end is the read's answer in the store
  await expect(basket).not.toHaveAttribute('aria-busy');
  await expect(box).toBeChecked();
  await expect(box).toBeEnabled();
  await expect(insuranceRow).toHaveCount(1);
  expect(await totalOf(panel)).toBe('CHF 58.80');
});
