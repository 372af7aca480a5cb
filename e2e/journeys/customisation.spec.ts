import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import catalogEn from '../../locales/en/catalog.json';
import customisationEn from '../../locales/en/customisation.json';
import cartEn from '../../locales/en/cart.json';
import uiEn from '../../locales/en/ui.json';
import { axeViolations } from '../support/axe';
import { fill, isItemsPost, plain, recordOrderCalls } from '../support/order';
import { placement, settle } from '../support/storefront';
import { NARROW, horizontalOverflow, saveScreenshot } from '../support/viewport';

/** The customisation flow in the browser, at 375 px, in English (texts from locales/en). */
const text = customisationEn;
const VOUCHER = placement('pl-geschenkgutschein');
const WISH = 'Amount of your choice'; // var-gutschein-wunschbetrag: CHOICE, at least CHF 20.00
const ITEM = fill(text.item, { variant: WISH, article: VOUCHER.name.en });
const INSCRIPTION = 'Happy birthday, Anna!';

/** The consent dialog (when the storefront shows one) is answered, so the journey can go on. */
async function answerConsent(page: Page) {
  const file = path.resolve(__dirname, '../../locales/en/consent.json');
  if (!existsSync(file)) return;
  const texts = JSON.parse(readFileSync(file, 'utf8')) as {
    dialog?: { title?: string; rejectAll?: string };
  };
  if (!texts.dialog?.title || !texts.dialog.rejectAll) return;
  const dialog = page.getByRole('dialog', { name: texts.dialog.title });
  if (await dialog.isVisible().catch(() => false)) {
    await dialog.getByRole('button', { name: texts.dialog.rejectAll, exact: true }).click();
    await expect(dialog).toBeHidden();
  }
}

/** The customisation dialog showing the screen with this title. */
const stepDialog = (page: Page, title: string) =>
  page.getByRole('dialog', { name: title, exact: true });

async function expectNoOverflow(page: Page, what: string) {
  const overflow = await horizontalOverflow(page);
  expect(overflow.scrollWidth, `${what}: ${overflow.culprits.join(', ')}`).toBeLessThanOrEqual(
    overflow.clientWidth,
  );
}

test('a voucher of your choice: delivery, an inscription, a refused then accepted price, in the cart', async ({
  page,
}) => {
  await page.setViewportSize(NARROW);
  const orderCalls = recordOrderCalls(page);
  await page.goto(VOUCHER.path('en'));
  await settle(page, VOUCHER.name.en);
  await answerConsent(page);

  const increase = page.getByRole('button', {
    name: fill(catalogEn.amount.increase, { label: WISH }),
    exact: true,
  });
  await increase.click();

  // 500 ms later the flow asks: first the delivery, the focus on its first option
  const delivery = stepDialog(page, text.delivery.title);
  await expect(delivery).toBeVisible();
  const group = delivery.getByRole('radiogroup', {
    name: fill(text.delivery.label, { item: ITEM }),
  });
  const byEmail = group.getByRole('radio', { name: new RegExp(text.delivery.option.EMAIL) });
  await expect(byEmail).toBeFocused();
  await expect(
    group.getByRole('radio', { name: new RegExp(text.delivery.option.POST) }),
  ).toHaveAccessibleDescription(/Surcharge CHF\s5\.00/);
  expect(await axeViolations(page), 'the delivery screen').toEqual([]);
  await expectNoOverflow(page, 'the delivery screen');
  await saveScreenshot(page, 'customisation-delivery');

  // keyboard only: the arrows choose, Enter goes on
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await expect(byEmail).toBeChecked();
  await page.keyboard.press('Enter');

  // the inscription: the focus moves to the new screen's field
  const inscriptionDialog = stepDialog(page, text.inscription.title);
  const inscription = inscriptionDialog.getByRole('textbox', {
    name: new RegExp(fill(text.inscription.label, { item: ITEM }).replace(/[()]/g, '\\$&')),
  });
  await expect(inscription).toBeFocused();
  await inscription.fill(INSCRIPTION);
  expect(await axeViolations(page), 'the inscription screen').toEqual([]);
  await saveScreenshot(page, 'customisation-inscription');
  await inscriptionDialog.getByRole('button', { name: text.actions.continue, exact: true }).click();

  // the price: below the minimum is refused with a clear message, the input kept
  const priceDialog = stepDialog(page, text.choicePrice.title);
  const price = priceDialog.getByRole('textbox', {
    name: fill(text.choicePrice.label, { item: ITEM }),
  });
  await expect(price).toBeFocused();
  await expect(price).toHaveValue('75.00');
  await price.fill('15');
  await price.press('Enter');
  const tooLow = `${uiEn.field.errorPrefix} The amount must be at least CHF 20.00.`;
  await expect(
    priceDialog.getByText('The amount must be at least CHF', { exact: false }),
  ).toBeVisible();
  expect(
    plain(
      await price.evaluate((input) => {
        const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
        return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
      }),
    ),
  ).toContain(tooLow);
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expect(price).toHaveValue('15');
  await expect(price).toBeFocused();
  expect(orderCalls.of('POST /order/:id/items')).toHaveLength(0);
  expect(await axeViolations(page), 'the price screen with its message').toEqual([]);
  await expectNoOverflow(page, 'the price screen');
  await saveScreenshot(page, 'customisation-price');

  // a valid price: the dialog closes and the one add carries every choice
  const added = page.waitForResponse(isItemsPost);
  await price.fill('42');
  await price.press('Enter');
  expect((await added).ok()).toBe(true);
  await expect(priceDialog).toBeHidden();
  const [post] = orderCalls.of('POST /order/:id/items');
  expect((post.body as { items: unknown[] }).items).toEqual([
    {
      variant: 'var-gutschein-wunschbetrag',
      placementId: 'pl-geschenkgutschein',
      deliveryOption: 'EMAIL',
      inscription: INSCRIPTION,
      price: 4200,
    },
  ]);
  // the focus went back to the + the visitor pressed
  await expect(increase).toBeFocused();

  // the cart panel shows the item with its inscription and price
  await page
    .getByRole('banner')
    .getByRole('button')
    .filter({ has: page.getByTestId('cart-count') })
    .click();
  const panel = page.getByRole('dialog', { name: cartEn.title, exact: true });
  await expect(panel).toBeVisible();
  const item = panel.locator('.cart-item').filter({ hasText: WISH });
  await expect(item).toHaveCount(1);
  await expect(item.getByText(fill(cartEn.item.inscription, { text: INSCRIPTION }))).toBeVisible();
  await expect(
    item.getByText(fill(cartEn.item.delivery, { option: cartEn.delivery.EMAIL })),
  ).toBeVisible();
  expect(plain(await item.locator('.cart-item__price').textContent())).toBe('CHF 42.00');
  await panel.evaluate((dialog) =>
    Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
  await saveScreenshot(page, 'customisation-cart');
});

test('cancelling the flow adds nothing and the amount goes back to 0', async ({ page }) => {
  const orderCalls = recordOrderCalls(page);
  const zauber = placement('pl-zauberfloete');
  await page.goto(zauber.path('en'));
  await settle(page, zauber.name.en);
  await answerConsent(page);
  const label = 'Child (under 16)';
  await page
    .getByRole('button', { name: fill(catalogEn.amount.increase, { label }), exact: true })
    .click();
  const delivery = stepDialog(page, text.delivery.title);
  await expect(delivery).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(delivery).toBeHidden();
  await expect(
    page.getByRole('status', { name: fill(catalogEn.amount.value, { label }), exact: true }),
  ).toHaveText('0');
  expect(orderCalls.of('POST /order/:id/items')).toHaveLength(0);
});
