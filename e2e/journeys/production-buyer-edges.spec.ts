/**
 * The buyer's edges on the production build (issue 17, points 1, 2 and 4) under its security
 * headers: a French buyer's purchase (a failed removal's toast, the card lightbox closed and the
 * checkout found filled after a reload, TWINT failed, pay again, paid) sets off no
 * Content-Security-Policy violation. Axe in every state. (Every route loaded directly in each
 * language, with its texts, is buyer-texts.spec.ts and browse-pages.spec.ts: the storefront project
 * runs on the production build too.)
 */
import { expect, test } from '@playwright/test';
import errorsFr from '../../locales/fr/errors.json';
import { PAYMENT_TEXTS } from '../../server/standIns/payment/paymentTexts';
import { axeViolations } from '../support/axe';
import { BUYER, expectFilled, fillPhoneAndCountry } from '../support/buyer';
import {
  JAZZ,
  NARROW,
  PAYMENT,
  addOne,
  addTicket,
  cartButton,
  cartPanel,
  checkPage,
  checkoutForm,
  checkoutText,
  chooseOnHostedPage,
  expectStatusPage,
  fillCheckout,
  lightbox,
  orderText,
  payButton,
} from '../support/checkout';
import { watchSecurity } from '../support/csp';
import { failedRemoval } from '../support/failedRemoval';

test.use({ viewport: NARROW });

test('fr: a failed removal, the card lightbox closed, a reload, TWINT failed, paid: no policy violation', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const lang = 'fr';
  const texts = checkoutText(lang);
  const cart = orderText(lang).cart;
  const context = await browser.newContext({ viewport: NARROW });
  const security = await watchSecurity(context);
  const page = await context.newPage();

  await addTicket(page, lang, JAZZ, JAZZ.standard);
  await addOne(page, lang, JAZZ.standard);
  await cartButton(page, lang).click();
  const panel = cartPanel(page, lang);
  await expect(panel).toBeVisible();

  // a removal the server fails: the toast says what failed, covers neither focus nor the countdown
  const { toast } = await failedRemoval(
    page,
    panel,
    lang,
    { variant: JAZZ.standard.label, article: JAZZ.name },
    'Erreur interne du serveur',
  );
  expect(await axeViolations(page)).toEqual([]);
  await toast.getByRole('button', { name: errorsFr.close, exact: true }).click();

  // checkout, focus on its heading; the card lightbox, in French, closed
  await panel.getByRole('link', { name: cart.checkout, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: texts.page.title })).toBeFocused();
  await fillCheckout(page, lang, PAYMENT.lightbox, BUYER);
  await fillPhoneAndCountry(page, lang);
  await payButton(page, lang).click();
  const box = lightbox(page, lang);
  await expect(box).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await box.getByRole('button', { name: PAYMENT_TEXTS[lang].close, exact: true }).click();
  await expect(page).toHaveURL(/\/fr\/order\/checkout$/);
  const note = page.getByRole('status').filter({ hasText: texts.page.returned.title });
  await expect(note).toContainText(texts.page.returned.cancelled);
  await expectFilled(page, lang, PAYMENT.lightbox.name[lang]);
  await checkPage(page, null);
  await page.reload();
  await expectFilled(page, lang, PAYMENT.lightbox.name[lang]);

  // TWINT fails on the hosted page; pay again from the same filled checkout; paid
  await checkoutForm(page, lang)
    .getByRole('radio', { name: new RegExp(`^${PAYMENT.redirect.name[lang]}`) })
    .check();
  await payButton(page, lang).click();
  await chooseOnHostedPage(page, 'Fail');
  await expectStatusPage(page, lang, 'failed');
  await checkPage(page, null);
  await page.getByRole('link', { name: texts.status.tryAgain, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: texts.page.title })).toBeFocused();
  await expectFilled(page, lang, PAYMENT.redirect.name[lang]);
  await payButton(page, lang).click();
  await chooseOnHostedPage(page, 'Pay');
  await expectStatusPage(page, lang, 'paid');
  await expect(page.getByRole('region', { name: texts.status.paid.nextHeading })).toContainText(
    texts.status.paid.delivery.EMAIL,
  );
  await checkPage(page, null);

  expect(security.violations).toEqual([]);
  expect(security.consoleErrors).toEqual([]);
  await context.close();
});
