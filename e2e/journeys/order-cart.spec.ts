import { expect, test, type Locator, type Page } from '@playwright/test';
import uiDe from '../../locales/de/ui.json';
import {
  API,
  IMPRO,
  addByClicks,
  cartText,
  fill,
  openArticle,
  openCart,
  plain,
  recordOrderCalls,
  totalOf,
  totalsRow,
} from '../support/order';
import { holdAnswers } from '../support/heldAnswers';

/** Server messages of the demo API (server/messages/messages.ts), German. */
const VOUCHER_INVALID = 'Dieser Gutscheincode ist ungültig.';
const VOUCHER_USED = 'Dieser Gutschein wurde bereits eingelöst.';
/** A field's error as a screen reader hears it: with the visually hidden 'Fehler:' before it. */
const asFieldError = (message: string) => `${uiDe.field.errorPrefix} ${message}`;

/** Two adult tickets for the improv night: CHF 56.00, no delivery charge. */
async function cartWithTwoTickets(page: Page): Promise<Locator> {
  await openArticle(page, IMPRO);
  await addByClicks(page, IMPRO.adult, 2, 2);
  const panel = await openCart(page);
  await expect(panel.getByRole('heading', { level: 3, name: IMPRO.name.de })).toBeVisible();
  await expect.poll(() => totalOf(panel)).toBe('CHF 56.00');
  return panel;
}

test('vouchers: refused codes are explained under the field, SOMMER10 takes 10 % off until removed', async ({
  page,
}) => {
  const orderCalls = recordOrderCalls(page);
  const panel = await cartWithTwoTickets(page);
  const field = panel.getByRole('textbox', { name: cartText.voucher.label, exact: true });
  const redeem = panel.getByRole('button', { name: cartText.voucher.submit, exact: true });
  const discountRow = totalsRow(panel, cartText.totals.discount);
  await expect(discountRow).toHaveCount(0);

  // an unknown code: the server's words under the field, the code kept, the basket unchanged
  await field.fill('FALSCH-123');
  await redeem.click();
  const invalidMessage = panel.getByText(VOUCHER_INVALID);
  await expect(invalidMessage).toBeVisible();
  // under the field
  const fieldBox = await field.boundingBox();
  const messageBox = await invalidMessage.boundingBox();
  expect(messageBox!.y).toBeGreaterThanOrEqual(fieldBox!.y + fieldBox!.height - 1);
  await expect(field).toHaveAccessibleDescription(asFieldError(VOUCHER_INVALID));
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveValue('FALSCH-123');
  await expect(field).toBeFocused();
  expect(await totalOf(panel)).toBe('CHF 56.00');
  await expect(discountRow).toHaveCount(0);
  // a refusal is the field's business, not the shared error alert's: the one alert is the
  // field's message, announced as it appears
  await expect(page.getByRole('alert')).toHaveCount(1);
  await expect(page.getByRole('alert')).toHaveText(asFieldError(VOUCHER_INVALID));

  // a used-up code
  await field.fill('USED-2025');
  // typing clears the old message
  await expect(invalidMessage).toHaveCount(0);
  await redeem.click();
  await expect(panel.getByText(VOUCHER_USED)).toBeVisible();
  await expect(field).toHaveAccessibleDescription(asFieldError(VOUCHER_USED));
  expect(await totalOf(panel)).toBe('CHF 56.00');

  // a valid code: a discount line, the total lower, the field empty again
  await field.fill('SOMMER10');
  await redeem.click();
  const applied = panel.getByRole('list', { name: cartText.voucher.applied, exact: true });
  await expect(applied.getByText(fill(cartText.voucher.code, { code: 'SOMMER10' }))).toBeVisible();
  await expect.poll(() => totalOf(panel)).toBe('CHF 50.40');
  // a real minus sign (Intl's de-CH writes a hyphen after the currency), read as a discount
  expect(plain(await discountRow.locator('[aria-hidden="true"]').textContent())).toBe('CHF −5.60');
  expect(plain(await discountRow.locator('.visually-hidden').textContent())).toBe(
    'Rabatt von CHF 5.60',
  );
  await expect(field).toHaveValue('');
  await expect(panel.getByText(VOUCHER_USED)).toHaveCount(0);
  await expect(
    panel
      .getByRole('status')
      .filter({ hasText: fill(cartText.voucher.redeemed, { code: 'SOMMER10' }) }),
  ).toHaveCount(1);

  // remove it: the total goes back
  await panel
    .getByRole('button', {
      name: fill(cartText.voucher.removeLabel, { code: 'SOMMER10' }),
      exact: true,
    })
    .click();
  await expect.poll(() => totalOf(panel)).toBe('CHF 56.00');
  await expect(discountRow).toHaveCount(0);
  await expect(applied).toHaveCount(0);

  const voucherCalls = orderCalls.calls.filter((call) => call.route.includes('/voucher'));
  expect(voucherCalls.map((call) => call.route)).toEqual([
    'POST /order/:id/voucher',
    'POST /order/:id/voucher',
    'POST /order/:id/voucher',
    'DELETE /order/:id/voucher/:itemId',
  ]);
  expect(voucherCalls.slice(0, 3).map((call) => call.body)).toEqual([
    { code: 'FALSCH-123' },
    { code: 'USED-2025' },
    { code: 'SOMMER10' },
  ]);
});

/**
 * Records what the box shows each time it is disabled or enabled again: "disabled checked",
 * "enabled unchecked", … (React sets both in the same commit).
 */
async function recordBoxStates(box: Locator): Promise<() => Promise<string[]>> {
  await box.evaluate((input: HTMLInputElement) => {
    const states: string[] = [];
    (input as HTMLInputElement & { states?: string[] }).states = states;
    new MutationObserver(() =>
      states.push(
        `${input.disabled ? 'disabled' : 'enabled'} ${input.checked ? 'checked' : 'unchecked'}`,
      ),
    ).observe(input, { attributes: true, attributeFilter: ['disabled'] });
  });
  return () =>
    box.evaluate((input: HTMLInputElement) => [
      ...((input as HTMLInputElement & { states?: string[] }).states ?? []),
    ]);
}

test('insurance: the checkbox shows the choice at once; the line and its price follow the answer', async ({
  page,
}) => {
  const orderCalls = recordOrderCalls(page);
  const panel = await cartWithTwoTickets(page);
  const insuranceRow = totalsRow(panel, cartText.totals.insurance);
  // 5 % of CHF 56.00 (Intl puts a no-break space after CHF)
  const box = panel.getByRole('checkbox', { name: /^Ticketversicherung hinzufügen/ });
  await expect(box).toHaveAccessibleName(/^Ticketversicherung hinzufügen \(CHF\s2\.80\)$/);
  await expect(box).not.toBeChecked();
  await expect(insuranceRow).toHaveCount(0);
  const boxStates = await recordBoxStates(box);

  // the server's answers wait until the journey lets them go: the box shows the choice before
  // the answer, and never the old state once the answer is there
  const held = holdAnswers(page, `**${API}/order/*/insurance`);

  await box.check(); // fails unless the box is checked right after the click
  await expect(box).toBeDisabled(); // while the server answers
  await expect(box).toBeChecked();
  await expect(insuranceRow).toHaveCount(0); // the price comes with the answer
  await held.release();
  await expect.poll(() => totalOf(panel)).toBe('CHF 58.80');
  expect(plain(await insuranceRow.textContent())).toBe('CHF 2.80');
  await expect(box).toBeEnabled();
  await expect(box).toBeChecked();

  await box.uncheck();
  await expect(box).toBeDisabled();
  await expect(box).not.toBeChecked();
  await held.release();
  await expect.poll(() => totalOf(panel)).toBe('CHF 56.00');
  await expect(insuranceRow).toHaveCount(0);
  await expect(box).toBeEnabled();
  await expect(box).not.toBeChecked();

  // enabled again only with the answered state (an old order's state showed for a moment)
  expect(await boxStates()).toEqual([
    'disabled checked',
    'enabled checked',
    'disabled unchecked',
    'enabled unchecked',
  ]);
  expect(orderCalls.of('POST /order/:id/insurance').map((call) => call.body)).toEqual([
    { enabled: true },
    { enabled: false },
  ]);
});
