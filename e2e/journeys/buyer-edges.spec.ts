/**
 * The buyer's edges (issue 17, points 1 and 4), walked as a buyer walks them at 375 px: two
 * tickets, a refused and a redeemed voucher (messages at the field, above the cart's footer, focus
 * kept), a discount with a real minus sign, a removal the server fails (a toast that says what
 * failed and covers neither the focused button, the countdown nor 'Zur Kasse'), the checkout
 * (focus on its h1), the card lightbox closed (back at the checkout with a note, the form as it
 * was, after a reload too), TWINT failed on the hosted page (the status page says failed), "pay
 * again" (the same filled checkout), TWINT paid (the status page names how the tickets come, the
 * form is forgotten). Then a presale link meets a basket, and the action log never holds the
 * buyer's details. Axe in every state; screenshots at 375 px and desktop width.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import errorsDe from '../../locales/de/errors.json';
import { message } from '../../server/messages/messages';
import { PAYMENT_TEXTS } from '../../server/standIns/payment/paymentTexts';
import { axeViolations as axeOf } from '../support/axe';
import {
  BUYER,
  expectAboveFooter,
  expectFilled,
  fillPhoneAndCountry,
  screenshotBoth,
} from '../support/buyer';
import {
  JAZZ,
  NARROW,
  PAYMENT,
  PRESALE_TOKEN,
  addOne,
  addTicket,
  cartButton,
  cartPanel,
  checkPage,
  checkoutForm,
  checkoutText,
  chooseOnHostedPage,
  expectStatusPage,
  fill,
  fillCheckout,
  lightbox,
  openPresaleLink,
  orderText,
  payButton,
  plain,
  storedOrderId,
} from '../support/checkout';
import { failedRemoval } from '../support/failedRemoval';
import { totalsRow } from '../support/order';
import { settle } from '../support/storefront';

test.use({ viewport: NARROW });

const lang = 'de';
const texts = checkoutText(lang);
const cart = orderText(lang).cart;
const DRAFT_KEY = 'billett.checkout-draft';

/** The cart panel, open, its drawer done sliding in. */
async function openCart(page: Page) {
  await cartButton(page, lang).click();
  const panel = cartPanel(page, lang);
  await expect(panel).toBeVisible();
  await panel.evaluate((dialog) =>
    Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
  return panel;
}

/** axe on the page at rest (a running loading bar lies outside the landmarks for a moment). */
async function axeViolations(page: Page) {
  if (new URL(page.url()).pathname.startsWith('/stand-ins/')) return axeOf(page);
  await page.locator('.loading-bar[data-phase="idle"]').waitFor({ state: 'attached' });
  return axeOf(page);
}

const returnedNote = (page: Page) =>
  page.getByRole('status').filter({ hasText: texts.page.returned.title });

test('a buyer at 375 px: vouchers, a failed removal, the card cancelled, a reload, TWINT failed, paid', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await addTicket(page, lang, JAZZ, JAZZ.standard);
  await addOne(page, lang, JAZZ.standard);
  await expect(cartButton(page, lang).getByTestId('cart-count')).toHaveText('2');

  // ---- the cart: a used-up code, then SOMMER10
  const panel = await openCart(page);
  const field = panel.getByRole('textbox', { name: cart.voucher.label, exact: true });
  const redeem = panel.getByRole('button', { name: cart.voucher.submit, exact: true });
  await field.fill('USED-2025');
  await redeem.click();
  const refusal = panel.getByRole('alert').filter({ hasText: message(lang, 'voucherUsed') });
  await expect(refusal).toBeVisible();
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('USED-2025');
  await expectAboveFooter(refusal, panel);
  expect(await axeViolations(page)).toEqual([]);
  await screenshotBoth(page, 'buyer-voucher-refused');

  await field.fill('SOMMER10');
  await redeem.click();
  const redeemed = panel
    .getByRole('status')
    .filter({ hasText: fill(cart.voucher.redeemed, { code: 'SOMMER10' }) });
  await expect(redeemed).toBeVisible();
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('');
  await expectAboveFooter(redeemed, panel);
  // 10 % of CHF 60.00, with a real minus sign, read as a discount
  const discount = totalsRow(panel, cart.totals.discount);
  expect(plain(await discount.locator('[aria-hidden="true"]').textContent())).toBe('CHF −6.00');
  expect(plain(await discount.locator('.visually-hidden').textContent())).toBe(
    'Rabatt von CHF 6.00',
  );
  expect(await panel.textContent()).not.toMatch(/CHF\s?-/);

  // ---- a removal the server fails (every try): the toast says what failed, covers nothing needed
  const { toast } = await failedRemoval(
    page,
    panel,
    lang,
    { variant: JAZZ.standard.label, article: JAZZ.name },
    'Interner Serverfehler',
  );
  expect(await axeViolations(page)).toEqual([]);
  await saveBoth(page, 'buyer-toast');
  await toast.getByRole('button', { name: errorsDe.close, exact: true }).click();
  await expect(toast).toBeHidden();
  await expect(cartButton(page, lang).getByTestId('cart-count')).toHaveText('2');

  // ---- checkout: focus on its heading, the form filled, the card
  await panel.getByRole('link', { name: cart.checkout, exact: true }).click();
  await expect(page).toHaveURL(/\/de\/order\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: texts.page.title })).toBeFocused();
  await expect(payButton(page, lang)).toBeVisible();
  await checkPage(page, null);
  await fillCheckout(page, lang, PAYMENT.lightbox, BUYER);
  await fillPhoneAndCountry(page, lang);
  await payButton(page, lang).click();
  const box = lightbox(page, lang);
  await expect(box).toBeVisible();
  await expect(box).toContainText('CHF 54.00');
  expect(await axeViolations(page)).toEqual([]);
  await saveBoth(page, 'buyer-lightbox');

  // ---- the lightbox closed: back at the checkout, a note, the form as it was
  await box.getByRole('button', { name: PAYMENT_TEXTS[lang].close, exact: true }).click();
  await expect(page).toHaveURL(/\/de\/order\/checkout$/);
  await expect(payButton(page, lang)).toBeEnabled();
  await expect(returnedNote(page)).toContainText(texts.page.returned.cancelled);
  await expectFilled(page, lang, PAYMENT.lightbox.name[lang]);
  await checkPage(page, null);
  await screenshotBoth(page, 'buyer-checkout-cancelled');

  // a reload keeps it all
  await page.reload();
  await expect(payButton(page, lang)).toBeEnabled();
  await expectFilled(page, lang, PAYMENT.lightbox.name[lang]);
  await expect(returnedNote(page)).toBeVisible();

  // ---- TWINT, failed on the hosted page (in German)
  await checkoutForm(page, lang)
    .getByRole('radio', { name: new RegExp(`^${PAYMENT.redirect.name[lang]}`) })
    .check();
  await payButton(page, lang).click();
  await expect(page).toHaveURL(/\/stand-ins\/payment\/pay\?/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(await axeViolations(page)).toEqual([]);
  await saveBoth(page, 'buyer-hosted-page');
  await chooseOnHostedPage(page, 'Fail');
  const orderId = await expectStatusPage(page, lang, 'failed');
  await expect(page.locator('.order-status')).toHaveClass(/order-status--failed/);
  await expect(page.getByText(texts.status.failed.hint, { exact: true })).toBeVisible();
  await checkPage(page, null);
  await screenshotBoth(page, 'buyer-status-failed');

  // ---- pay again: the same checkout, filled, focus on its heading
  await page.getByRole('link', { name: texts.status.tryAgain, exact: true }).click();
  await expect(page).toHaveURL(/\/de\/order\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: texts.page.title })).toBeFocused();
  await expectFilled(page, lang, PAYMENT.redirect.name[lang]);
  await expect(returnedNote(page)).toContainText(texts.page.returned.failed);
  await payButton(page, lang).click();
  await chooseOnHostedPage(page, 'Pay');
  expect(await expectStatusPage(page, lang, 'paid')).toBe(orderId);

  // ---- paid: what comes next follows how the jazz tickets come (e-mail only)
  const next = page.getByRole('region', { name: texts.status.paid.nextHeading });
  await expect(next).toContainText(texts.status.paid.delivery.EMAIL);
  await expect(next).not.toContainText(texts.status.paid.delivery.POST);
  await expect(next).not.toContainText(texts.status.paid.delivery.PICKUP);
  await checkPage(page, null);
  await screenshotBoth(page, 'buyer-status-paid');
  // the form is forgotten with the paid order
  expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).toBeNull();
});

/** saveScreenshot at both widths, for states that a viewport change would end (a toast, a lightbox). */
async function saveBoth(page: Page, name: string) {
  await screenshotBoth(page, name);
}

test('a presale link meets a basket: it asks, names the items, keeps the basket; confirmed, it says presale access is active', async ({
  page,
}) => {
  const presaleCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/shop/v2/presale/order')) presaleCalls.push(request.method());
  });
  await addTicket(page, lang, JAZZ, JAZZ.standard);
  const basket = await storedOrderId(page);

  await openPresaleLink(page, `/${lang}/c/main-theater?presaleToken=${PRESALE_TOKEN}`);
  const question = page.getByRole('dialog', { name: texts.presale.replace.title, exact: true });
  await expect(question).toContainText(fill(texts.presale.replace.message_one, { count: 1 }));
  const keep = question.getByRole('button', { name: texts.presale.replace.keep, exact: true });
  await expect(keep).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await screenshotBoth(page, 'buyer-presale-question');
  await keep.click();
  await expect(question).toBeHidden();
  expect(presaleCalls).toEqual([]);
  expect(await storedOrderId(page)).toBe(basket);
  await expect(cartButton(page, lang).getByTestId('cart-count')).toHaveText('1');

  // the same link again, and this time the visitor wants the presale order
  await openPresaleLink(page, `/${lang}/c/main-theater?presaleToken=${PRESALE_TOKEN}`);
  await question.getByRole('button', { name: texts.presale.replace.confirm, exact: true }).click();
  const panel = cartPanel(page, lang);
  await expect(panel).toBeVisible();
  const note = panel.getByRole('status', { name: texts.presale.started.title, exact: true });
  await expect(note).toContainText(texts.presale.started.message);
  expect(presaleCalls).toEqual(['POST']);
  expect(await storedOrderId(page)).not.toBe(basket);
  await expect(panel.getByText(cart.empty, { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await screenshotBoth(page, 'buyer-presale-started');
});

test('the checkout form is kept for the tab but never enters the action log', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  // consent answered before (the debug panel would lie over the banner at 375 px)
  await context.addCookies([
    {
      name: 'billett_consent',
      value: encodeURIComponent('{"consentAll":false,"policyVersion":0}'),
      url: baseURL!,
    },
  ]);
  // a tab that records from its first page (?debug=1): the page has taken the tab into debug
  // mode before the visitor goes on (addTicket loads the article page; left before its script
  // ran, the first page never turned the tab's recording on)
  await page.goto(`/${lang}?debug=1`);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('billett.debug'))).toBe('1');
  await addTicket(page, lang, JAZZ, JAZZ.standard, { consent: false });
  await cartButton(page, lang).click();
  await cartPanel(page, lang).getByRole('link', { name: cart.checkout, exact: true }).click();
  await expect(payButton(page, lang)).toBeVisible();
  await fillCheckout(page, lang, PAYMENT.lightbox, BUYER);
  await fillPhoneAndCountry(page, lang);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).toContain(
    BUYER.lastName,
  );
  await page.reload();
  await expectFilled(page, lang, PAYMENT.lightbox.name[lang]);
  await payButton(page, lang).click();
  await lightbox(page, lang)
    .getByRole('button', { name: PAYMENT_TEXTS[lang].cancel, exact: true })
    .click();
  await expect(returnedNote(page)).toBeVisible();

  // out of the checkout's layout into the shop's: focus on the new page's heading
  await page.getByRole('link', { name: texts.page.continueShopping, exact: true }).click();
  await settle(page, JAZZ.name[lang]);
  await expect(page.getByRole('heading', { level: 1, name: JAZZ.name[lang] })).toBeFocused();

  // the log of every page load of the tab, downloaded from a shop page after the payment's round
  // trip: the submitted form is in it as an action, the buyer's details are not
  const download = page.waitForEvent('download');
  await page.keyboard.press('Control+Alt+Shift+KeyL');
  const saved = testInfo.outputPath('buyer-action-log.json');
  await (await download).saveAs(saved);
  const log = await readFile(saved, 'utf8');
  expect(log).toContain('checkout/submitted');
  for (const value of [BUYER.firstName, BUYER.lastName, BUYER.email, BUYER.phone])
    expect(log.includes(value), `${value} is in the action log`).toBe(false);
});
