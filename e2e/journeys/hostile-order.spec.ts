/**
 * Issue 9: "A corpus of XSS payloads in every server-provided text never executes." Project
 * 'hostile' (DEMO_FIXTURE=hostile, see hostile-browse.spec.ts): ordering on the hostile shop.
 *
 * German at 375 px: the customisation steps (delivery, options, inscription, price of one's
 * choice) name the hostile items, the cart panel lists them, a used-up voucher is refused with
 * the server's hostile message and a valid one redeemed, the personalisation screen shows the
 * hostile form and field labels, checkout names the hostile buyer form and payment methods, the
 * hosted payment page (rendered by the server) shows the hostile method name, and the status
 * page follows. English: the options step, a refused voucher, the card lightbox. Everywhere:
 * nothing of the corpus runs (e2e/support/xss.ts), the texts are shown as written, axe passes.
 */
import { PAYMENT_TEXTS } from '../../server/standIns/payment/paymentTexts';
import { expect, test, type Locator, type Page } from '@playwright/test';
import catalogDe from '../../locales/de/catalog.json';
import catalogEn from '../../locales/en/catalog.json';
import checkoutDe from '../../locales/de/checkout.json';
import checkoutEn from '../../locales/en/checkout.json';
import consentDe from '../../locales/de/consent.json';
import consentEn from '../../locales/en/consent.json';
import customisationDe from '../../locales/de/customisation.json';
import customisationEn from '../../locales/en/customisation.json';
import formsDe from '../../locales/de/forms.json';
import cartDe from '../../locales/de/cart.json';
import orderDe from '../../locales/de/order.json';
import cartEn from '../../locales/en/cart.json';
import orderEn from '../../locales/en/order.json';
import { axeViolations } from '../support/axe';
import { fill, isItemsPost } from '../support/order';
import { settle } from '../support/storefront';
import { NARROW, horizontalOverflow, saveScreenshot } from '../support/viewport';
import {
  answerConsent,
  expectNoXss,
  HOSTILE,
  hostile,
  installXssTraps,
  literally,
  probeHits,
  type XssTraps,
} from '../support/xss';

const texts = {
  de: {
    catalog: catalogDe,
    checkout: checkoutDe,
    consent: consentDe,
    customisation: customisationDe,
    order: { ...orderDe, cart: cartDe },
  },
  en: {
    catalog: catalogEn,
    checkout: checkoutEn,
    consent: consentEn,
    customisation: customisationEn,
    order: { ...orderEn, cart: cartEn },
  },
};

/** The languages this journey orders in. */
type OrderLang = keyof typeof texts;

async function expectNoOverflow(page: Page, what: string) {
  const overflow = await horizontalOverflow(page);
  expect(overflow.scrollWidth, `${what}: ${overflow.culprits.join(', ')}`).toBeLessThanOrEqual(
    overflow.clientWidth,
  );
}

async function openArticle(page: Page, lang: OrderLang, placementId: string, articleId: string) {
  await page.goto(hostile.placementPath(placementId, lang));
  await settle(page, hostile.article(articleId, lang));
}

/** + on a variant's amount control (named by its hostile label). */
async function increase(page: Page, lang: OrderLang, variantId: string) {
  const label = hostile.variant(variantId, lang);
  await page
    .getByRole('button', {
      name: fill(texts[lang].catalog.amount.increase, { label }),
      exact: true,
    })
    .click();
}

/** The customisation dialog showing the step with this title. */
const step = (
  page: Page,
  lang: OrderLang,
  key: 'delivery' | 'options' | 'inscription' | 'choicePrice',
) => page.getByRole('dialog', { name: texts[lang].customisation[key].title, exact: true });

/** Continue, or finish on the last step (the button says which). */
async function goOn(dialog: Locator, lang: OrderLang) {
  const { actions } = texts[lang].customisation;
  await dialog
    .getByRole('button', { name: new RegExp(`^(${actions.continue}|${actions.finish})$`) })
    .click();
}

const cartPanel = (page: Page, lang: OrderLang) =>
  page.getByRole('dialog', { name: texts[lang].order.cart.title, exact: true });

async function openCart(page: Page, lang: OrderLang): Promise<Locator> {
  await page.locator('button.cart-button').click();
  const panel = cartPanel(page, lang);
  await expect(panel).toBeVisible();
  await panel.evaluate((dialog) =>
    Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
  return panel;
}

/** Types a code into the cart's voucher field and redeems it. */
async function redeem(panel: Locator, lang: OrderLang, code: string) {
  const { voucher } = texts[lang].order.cart;
  const field = panel.getByRole('textbox', { name: voucher.label, exact: true });
  await field.fill(code);
  await panel.getByRole('button', { name: voucher.submit, exact: true }).click();
}

/** The server's refusal under the voucher field (after 'Error:'), its characters as they are. */
async function expectRefusal(panel: Locator, lang: OrderLang, message: string) {
  const { voucher } = texts[lang].order.cart;
  const field = panel.getByRole('textbox', { name: voucher.label, exact: true });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(panel.getByRole('group', { name: voucher.heading, exact: true })).toContainText(
    message,
  );
  await expect(field).toHaveAccessibleDescription(new RegExp(`${literally(message)}$`));
}

/** The payment method's radio, named by its hostile name (and its description after it). */
const paymentRadio = (form: Locator, lang: OrderLang, methodId: string) =>
  form
    .getByRole('radiogroup', { name: texts[lang].checkout.page.payment.legend })
    .getByRole('radio', { name: new RegExp(`^${literally(hostile.payment(methodId, lang))}`) });

/** Fills the hostile buyer form (labels are hostile) and picks the payment method. */
async function fillCheckout(page: Page, lang: OrderLang, methodId: string): Promise<Locator> {
  const formId = HOSTILE.buyerFormId;
  const form = page.getByRole('form', { name: hostile.form(formId, lang), exact: true });
  await expect(form).toBeVisible();
  const field = (key: string) =>
    form.getByRole('textbox', { name: hostile.field(formId, key, lang), exact: true });
  // what a visitor types may be hostile too: it is only ever data
  await field('firstName').fill('<img src=x onerror=__xss(90001)>');
  await field('lastName').fill('"><script>__xss(90002)</script>');
  await field('email').fill('anna@example.ch');
  await paymentRadio(form, lang, methodId).check();
  await form
    .getByRole('checkbox', { name: hostile.field(formId, 'terms', lang), exact: true })
    .check();
  return form;
}

async function expectStatusPage(page: Page, lang: OrderLang, status: 'paid') {
  await expect(page).toHaveURL(new RegExp(`/${lang}/order/[^/]+/status$`));
  await settle(page, texts[lang].checkout.status[status].title);
}

test.use({ viewport: NARROW });

test('German: customise, redeem, personalise, check out and pay on the hostile shop', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const lang = 'de';
  const traps: XssTraps = await installXssTraps(page);

  // the opera: delivery, then the options named by the hostile option articles
  await openArticle(page, lang, 'pl-zauberfloete', 'art-zauberfloete');
  await answerConsent(page, consentDe, 'none');
  await increase(page, lang, 'var-zauberfloete-erwachsene');
  const item = fill(customisationDe.item, {
    variant: hostile.variant('var-zauberfloete-erwachsene', lang),
    article: hostile.article('art-zauberfloete', lang),
  });
  const delivery = step(page, lang, 'delivery');
  await expect(delivery).toBeVisible();
  await delivery
    .getByRole('radiogroup', { name: fill(customisationDe.delivery.label, { item }) })
    .getByRole('radio', { name: new RegExp(customisationDe.delivery.option.POST) })
    .check();
  await expectNoXss(page, traps, 'the delivery step');
  await goOn(delivery, lang);
  const options = step(page, lang, 'options');
  await expect(options).toBeVisible();
  const programme = options.getByRole('checkbox', {
    name: new RegExp(`^${literally(hostile.article('art-programmheft', lang))}`),
  });
  await programme.check();
  await expectNoXss(page, traps, 'the options step');
  expect(await axeViolations(page), 'axe on the hostile options step').toEqual([]);
  await expectNoOverflow(page, 'the hostile options step');
  await saveScreenshot(page, 'hostile-options-de');
  const added = page.waitForResponse(isItemsPost);
  await goOn(options, lang);
  expect((await added).ok()).toBe(true);
  await expect(options).toBeHidden();

  // the gift voucher: an inscription the visitor writes (hostile too) and a price of their choice
  await openArticle(page, lang, 'pl-geschenkgutschein', 'art-geschenkgutschein');
  await increase(page, lang, 'var-gutschein-wunschbetrag');
  const voucherDelivery = step(page, lang, 'delivery');
  await expect(voucherDelivery).toBeVisible();
  await voucherDelivery
    .getByRole('radio', { name: new RegExp(customisationDe.delivery.option.EMAIL) })
    .check();
  await goOn(voucherDelivery, lang);
  const inscription = step(page, lang, 'inscription');
  await expect(inscription).toBeVisible();
  await inscription.getByRole('textbox').fill('Alles Gute! <script>__xss(90003)</script>');
  await expectNoXss(page, traps, 'the inscription step');
  await goOn(inscription, lang);
  const price = step(page, lang, 'choicePrice');
  await expect(price).toBeVisible();
  await price.getByRole('textbox').fill('42');
  await expectNoXss(page, traps, 'the price step');
  const wish = page.waitForResponse(isItemsPost);
  await goOn(price, lang);
  expect((await wish).ok()).toBe(true);
  await expect(price).toBeHidden();

  // the circus workshop: personalised with the hostile child form
  await openArticle(page, lang, 'pl-zirkus-workshop', 'art-zirkus-workshop');
  const workshopAdded = page.waitForResponse(isItemsPost);
  await increase(page, lang, 'var-workshop-kind');
  expect((await workshopAdded).ok()).toBe(true);

  // the cart: hostile names as text; a used-up voucher refused with the server's hostile words
  const panel = await openCart(page, lang);
  await expect(panel).toContainText(hostile.article('art-zauberfloete', lang));
  await expect(panel).toContainText(hostile.variant('var-gutschein-wunschbetrag', lang));
  await expect(panel).toContainText('Alles Gute! <script>__xss(90003)</script>');
  await redeem(panel, lang, 'USED-2025');
  await expectRefusal(panel, lang, hostile.message('voucherUsed', lang));
  await expectNoXss(page, traps, 'the refused voucher');
  await redeem(panel, lang, 'SOMMER10');
  await expect(panel.getByRole('list', { name: cartDe.voucher.applied })).toContainText(
    fill(cartDe.voucher.code, { code: 'SOMMER10' }),
  );
  await expectNoXss(page, traps, 'the cart with a voucher');
  expect(await axeViolations(page), 'axe on the hostile cart').toEqual([]);
  await expectNoOverflow(page, 'the hostile cart');
  await saveScreenshot(page, 'hostile-cart-de');

  // personalisation: the form's name, labels and choices are hostile
  const variant = hostile.variant('var-workshop-kind', lang);
  const article = hostile.article('art-zirkus-workshop', lang);
  await panel
    .getByRole('button', {
      name: fill(formsDe.personalisation.openLabel, { variant, article }),
      exact: true,
    })
    .click();
  const screen = page.getByRole('dialog', { name: formsDe.personalisation.title, exact: true });
  await expect(screen).toBeVisible();
  const child = screen.getByRole('group', { name: variant, exact: true });
  const label = (key: string) => hostile.field('form-kind', key, lang);
  await child
    .getByRole('textbox', { name: label('childName'), exact: true })
    .fill('Mia <b onclick=__xss(90004)>');
  await child.getByLabel(label('birthDate'), { exact: true }).fill('2016-04-03');
  await child.getByRole('textbox', { name: label('age'), exact: true }).fill('9');
  await child
    .getByRole('radio', { name: hostile.choice('form-kind', 'shirtSize', 'S', lang), exact: true })
    .check();
  await child
    .getByRole('textbox', { name: label('emergencyPhone'), exact: true })
    .fill('+41 79 123 45 67');
  await expectNoXss(page, traps, 'the personalisation screen');
  expect(await axeViolations(page), 'axe on the hostile personalisation screen').toEqual([]);
  await expectNoOverflow(page, 'the hostile personalisation screen');
  await saveScreenshot(page, 'hostile-personalisation-de');
  await screen.getByRole('button', { name: formsDe.personalisation.save, exact: true }).click();
  await expect(screen).toBeHidden();

  // checkout: the hostile buyer form and payment methods; TWINT's hosted page is the server's HTML
  await panel.getByRole('link', { name: cartDe.checkout, exact: true }).click();
  await settle(page, checkoutDe.page.title);
  const form = await fillCheckout(page, lang, 'twint-redirect');
  await expect(paymentRadio(form, lang, 'card-lightbox')).toBeVisible();
  await expectNoXss(page, traps, 'the checkout');
  expect(await axeViolations(page), 'axe on the hostile checkout').toEqual([]);
  await expectNoOverflow(page, 'the hostile checkout');
  await saveScreenshot(page, 'hostile-checkout-de');
  await page.getByRole('button', { name: checkoutDe.page.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/stand-ins\/payment\/pay\?/);
  await expect(
    page.getByText(hostile.payment('twint-redirect', lang), { exact: true }),
  ).toBeVisible();
  await expectNoXss(page, traps, 'the hosted payment page');
  // the demo provider's page speaks the visitor's language
  await page.getByRole('button', { name: PAYMENT_TEXTS[lang].pay, exact: true }).click();
  await expectStatusPage(page, lang, 'paid');
  await expectNoXss(page, traps, 'the status page');
});

test('English: options, a refused voucher and the card lightbox on the hostile shop', async ({
  page,
}) => {
  const lang = 'en';
  const traps = await installXssTraps(page);
  await openArticle(page, lang, 'pl-zauberfloete', 'art-zauberfloete');
  await answerConsent(page, consentEn, 'all');
  await increase(page, lang, 'var-zauberfloete-kind');
  const delivery = step(page, lang, 'delivery');
  await expect(delivery).toBeVisible();
  await delivery
    .getByRole('radio', { name: new RegExp(customisationEn.delivery.option.EMAIL) })
    .check();
  await goOn(delivery, lang);
  const options = step(page, lang, 'options');
  await expect(options).toBeVisible();
  await expect(options).toContainText(hostile.article('art-parkticket', lang));
  await expectNoXss(page, traps, 'the options step (en)');
  const added = page.waitForResponse(isItemsPost);
  await goOn(options, lang);
  expect((await added).ok()).toBe(true);

  const panel = await openCart(page, lang);
  await redeem(panel, lang, 'USED-2025');
  await expectRefusal(panel, lang, hostile.message('voucherUsed', lang));
  await redeem(panel, lang, 'NOT-A-CODE');
  await expectRefusal(panel, lang, hostile.message('voucherInvalid', lang));
  await expectNoXss(page, traps, 'the refused vouchers (en)');

  await panel.getByRole('link', { name: cartEn.checkout, exact: true }).click();
  await settle(page, checkoutEn.page.title);
  await fillCheckout(page, lang, 'card-lightbox');
  await page.getByRole('button', { name: checkoutEn.page.submit, exact: true }).click();
  const lightbox = page.getByRole('dialog', { name: 'Demo card payment' });
  await expect(lightbox).toBeVisible();
  await expectNoXss(page, traps, 'the card lightbox');
  await lightbox.getByRole('button', { name: 'Pay', exact: true }).click();
  await expectStatusPage(page, lang, 'paid');
  await expectNoXss(page, traps, 'the status page (en)');
});

test('no probe called home to the server while ordering', async ({ request }) => {
  expect(await probeHits(request)).toEqual([]);
});
