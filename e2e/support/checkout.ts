/**
 * What the checkout journeys need, in every language: an item in the basket, the way from the cart
 * panel to checkout, the buyer form filled from the demo shop's buyer form (its labels per
 * language), the payment method, the demo provider's lightbox and hosted page (in the page's
 * language, server/standIns/payment/paymentTexts.ts), and the status page's texts
 * (locales/<lng>/checkout.json).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import demo from '../../server/fixtures/demo-shop.json';
import catalogDe from '../../locales/de/catalog.json';
import catalogEn from '../../locales/en/catalog.json';
import catalogFr from '../../locales/fr/catalog.json';
import catalogIt from '../../locales/it/catalog.json';
import checkoutDe from '../../locales/de/checkout.json';
import checkoutEn from '../../locales/en/checkout.json';
import checkoutFr from '../../locales/fr/checkout.json';
import checkoutIt from '../../locales/it/checkout.json';
import consentDe from '../../locales/de/consent.json';
import consentEn from '../../locales/en/consent.json';
import consentFr from '../../locales/fr/consent.json';
import consentIt from '../../locales/it/consent.json';
import layoutDe from '../../locales/de/layout.json';
import layoutEn from '../../locales/en/layout.json';
import layoutFr from '../../locales/fr/layout.json';
import layoutIt from '../../locales/it/layout.json';
import cartDe from '../../locales/de/cart.json';
import orderDe from '../../locales/de/order.json';
import cartEn from '../../locales/en/cart.json';
import orderEn from '../../locales/en/order.json';
import cartFr from '../../locales/fr/cart.json';
import orderFr from '../../locales/fr/order.json';
import cartIt from '../../locales/it/cart.json';
import orderIt from '../../locales/it/order.json';
import { PAYMENT_TEXTS } from '../../server/standIns/payment/paymentTexts';
import { axeViolations } from './axe';
import { placement, settle, type Lang } from './storefront';
import { NARROW, horizontalOverflow, saveScreenshot } from './viewport';

export { NARROW };

const texts = {
  de: {
    catalog: catalogDe,
    checkout: checkoutDe,
    consent: consentDe,
    layout: layoutDe,
    // the cart panel's texts are a namespace of their own ('cart'); read here as order.cart
    order: { ...orderDe, cart: cartDe },
  },
  en: {
    catalog: catalogEn,
    checkout: checkoutEn,
    consent: consentEn,
    layout: layoutEn,
    // the cart panel's texts are a namespace of their own ('cart'); read here as order.cart
    order: { ...orderEn, cart: cartEn },
  },
  fr: {
    catalog: catalogFr,
    checkout: checkoutFr,
    consent: consentFr,
    layout: layoutFr,
    // the cart panel's texts are a namespace of their own ('cart'); read here as order.cart
    order: { ...orderFr, cart: cartFr },
  },
  it: {
    catalog: catalogIt,
    checkout: checkoutIt,
    consent: consentIt,
    layout: layoutIt,
    // the cart panel's texts are a namespace of their own ('cart'); read here as order.cart
    order: { ...orderIt, cart: cartIt },
  },
};

export const checkoutText = (lang: Lang) => texts[lang].checkout;
export const orderText = (lang: Lang) => texts[lang].order;

export type Localised = Record<Lang, string>;

/** i18next-style {{name}} interpolation. */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

/** Intl output with its no-break spaces turned into plain spaces. */
export const plain = (text: string | null | undefined): string =>
  (text ?? '')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const variant = (id: string) => {
  const found = demo.shop.variants.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no variant ${id} in the demo shop`);
  return { id, label: found.label as Localised, price: found.price };
};

/** Jazz night, standard price: CHF 30.00, e-mail only, no personalisation. */
export const JAZZ = { ...placement('pl-jazz-nacht'), standard: variant('var-jazz-standard') };
/** Improv night, adult: CHF 28.00, e-mail only, personalised (form-ticketholder). */
export const IMPRO = { ...placement('pl-improtheater'), adult: variant('var-impro-erwachsene') };
/** The hidden dress rehearsal, seen with the access (or presale) token only. */
export const REHEARSAL = {
  ...placement('pl-zauberfloete-generalprobe'),
  ticket: variant('var-generalprobe'),
};

export const PAYMENT = {
  lightbox: demo.paymentMethods.find((method) => method.id === 'card-lightbox')!,
  redirect: demo.paymentMethods.find((method) => method.id === 'twint-redirect')!,
};
export const PRESALE_TOKEN = demo.presaleTokens[0];

/**
 * Opens an address that carries ?presaleToken= and waits until the storefront has taken the
 * token out of it. Not until the page's load: a token left in the address would be taken again
 * at every navigation the storefront makes, a loop in which the load may never come; the test
 * then fails here in the expect's time, saying so, instead of hanging until its own timeout.
 */
export async function openPresaleLink(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
  await expect(
    page,
    'the storefront takes ?presaleToken= out of the address (left in, it is taken again and again)',
  ).not.toHaveURL(/[?&]presaleToken=/);
}

const buyerForm = demo.forms.find((form) => form.id === demo.buyerFormId)!;
const buyerLabel = (key: string, lang: Lang) =>
  (buyerForm.fields.find((field) => field.key === key)!.label as Localised)[lang];

/** Refuses tracking in the consent dialog, when it asks. */
export async function refuseConsent(page: Page, lang: Lang): Promise<void> {
  const { consent } = texts[lang];
  const dialog = page.getByRole('dialog', { name: consent.dialog.title, exact: true });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: consent.dialog.rejectAll, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/**
 * The header's cart button. Found by its class: at 375 px its word is hidden, and with it the
 * first part of its accessible name ('1 Artikel' instead of 'Warenkorb 1 Artikel').
 */
export const cartButton = (page: Page, _lang: Lang) => page.locator('button.cart-button');

/** The cart panel (a modal dialog). */
export const cartPanel = (page: Page, lang: Lang) =>
  page.getByRole('dialog', { name: texts[lang].order.cart.title, exact: true });

/** Opens an article page and adds one ticket of `which` (waits for the server's answer). */
export async function addTicket(
  page: Page,
  lang: Lang,
  article: { path: (lang: Lang) => string; name: Localised },
  ticket: { label: Localised },
  options: { consent?: boolean } = {},
): Promise<void> {
  await page.goto(article.path(lang));
  if (options.consent !== false) await refuseConsent(page, lang);
  await settle(page, article.name[lang]);
  await addOne(page, lang, ticket);
}

/** Adds one ticket on the article page shown. */
export async function addOne(page: Page, lang: Lang, ticket: { label: Localised }) {
  const label = ticket.label[lang];
  const { amount } = texts[lang].catalog;
  const group = page.getByRole('group', { name: fill(amount.value, { label }), exact: true });
  const added = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      /\/api\/shop\/v2\/order\/[^/]+\/items$/.test(new URL(response.url()).pathname),
  );
  await group.getByRole('button', { name: fill(amount.increase, { label }), exact: true }).click();
  expect((await added).ok()).toBe(true);
  await expect(cartButton(page, lang).getByTestId('cart-count')).toHaveText(/[1-9]/);
}

/** From the header: open the cart, follow 'Go to checkout', wait for the checkout form. */
export async function goToCheckout(page: Page, lang: Lang): Promise<void> {
  await cartButton(page, lang).click();
  const panel = cartPanel(page, lang);
  await expect(panel).toBeVisible();
  await panel.getByRole('link', { name: texts[lang].order.cart.checkout, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/order/checkout$`));
  await settle(page, checkoutText(lang).page.title);
  await expect(payButton(page, lang)).toBeVisible();
}

export const payButton = (page: Page, lang: Lang) =>
  page.getByRole('button', { name: checkoutText(lang).page.submit, exact: true });

/** The checkout's own form, named by the buyer form's name. */
export const checkoutForm = (page: Page, lang: Lang) =>
  page.getByRole('form', { name: (buyerForm.name as Localised)[lang], exact: true });

/** Fills the buyer form, picks the payment method and accepts the terms. */
export async function fillCheckout(
  page: Page,
  lang: Lang,
  method: { name: Record<string, string> },
  buyer = { firstName: 'Anna', lastName: 'Muster', email: 'anna@example.ch' },
): Promise<Locator> {
  const form = checkoutForm(page, lang);
  await form
    .getByRole('textbox', { name: buyerLabel('firstName', lang), exact: true })
    .fill(buyer.firstName);
  await form
    .getByRole('textbox', { name: buyerLabel('lastName', lang), exact: true })
    .fill(buyer.lastName);
  await form
    .getByRole('textbox', { name: buyerLabel('email', lang), exact: true })
    .fill(buyer.email);
  await form
    .getByRole('radiogroup', { name: checkoutText(lang).page.payment.legend })
    .getByRole('radio', { name: new RegExp(`^${method.name[lang]}`) })
    .check();
  await form.getByRole('checkbox', { name: buyerLabel('terms', lang), exact: true }).check();
  return form;
}

/** The language of the page shown (its address's first segment; the provider's ?lang=). */
function pageLang(page: Page): Lang {
  const url = new URL(page.url());
  const segment = url.pathname.split('/')[1];
  const lang = segment === 'stand-ins' ? url.searchParams.get('lang') : segment;
  return lang === 'en' || lang === 'fr' || lang === 'it' ? lang : 'de';
}

/** The demo provider's words in a language (server/standIns/payment/paymentTexts.ts). */
export const paymentText = (lang: Lang) => PAYMENT_TEXTS[lang];

export type PaymentChoice = 'Pay' | 'Fail' | 'Cancel';
const choiceText = (lang: Lang, choice: PaymentChoice) =>
  ({
    Pay: PAYMENT_TEXTS[lang].pay,
    Fail: PAYMENT_TEXTS[lang].fail,
    Cancel: PAYMENT_TEXTS[lang].cancel,
  })[choice];

/** The demo provider's lightbox (the stand-in script's dialog), in the page's language. */
export const lightbox = (page: Page, lang: Lang = pageLang(page)) =>
  page.getByRole('dialog', { name: PAYMENT_TEXTS[lang].lightboxTitle });

/** Chooses in the lightbox: Pay, Fail or Cancel (in the page's language). */
export async function chooseInLightbox(page: Page, choice: PaymentChoice) {
  const lang = pageLang(page);
  const dialog = lightbox(page, lang);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: choiceText(lang, choice), exact: true }).click();
}

/** Chooses on the hosted payment page (the redirect method's stand-in, in the visitor's language). */
export async function chooseOnHostedPage(page: Page, choice: PaymentChoice) {
  await expect(page).toHaveURL(/\/stand-ins\/payment\/pay\?/);
  const lang = pageLang(page);
  await expect(
    page.getByRole('heading', { level: 1, name: PAYMENT_TEXTS[lang].pageTitle }),
  ).toBeVisible();
  await page.getByRole('button', { name: choiceText(lang, choice), exact: true }).click();
}

type StatusKey = 'paid' | 'pending' | 'failed' | 'cancelled' | 'expired' | 'open';

/** Waits for the status page of an order in `status`; returns the order id from the address. */
export async function expectStatusPage(page: Page, lang: Lang, status: StatusKey): Promise<string> {
  await expect(page).toHaveURL(new RegExp(`/${lang}/order/[^/]+/status$`));
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: checkoutText(lang).status[status].title,
      exact: true,
    }),
  ).toBeVisible();
  await page.locator('.loading-bar[data-phase="idle"]').waitFor({ state: 'attached' });
  const match = new URL(page.url()).pathname.match(/\/order\/([^/]+)\/status$/);
  return decodeURIComponent(match![1]);
}

/** The order id the storefront keeps in local storage (null after a paid order). */
export async function storedOrderId(page: Page): Promise<string | null> {
  const raw = await page.evaluate(() => localStorage.getItem('billett.order'));
  if (!raw) return null;
  return (JSON.parse(raw) as { orderId?: string }).orderId ?? null;
}

/** No axe violation, no sideways scrolling at 375 px, and a screenshot for the lead. */
export async function checkPage(page: Page, screenshot: string | null): Promise<void> {
  // a running loading bar lies outside the landmarks for a moment: axe the page at rest
  await page.locator('.loading-bar[data-phase="idle"]').waitFor({ state: 'attached' });
  expect(await axeViolations(page)).toEqual([]);
  const overflow = await horizontalOverflow(page);
  expect(overflow.scrollWidth, overflow.culprits.join(', ')).toBeLessThanOrEqual(
    overflow.clientWidth,
  );
  if (screenshot) await saveScreenshot(page, screenshot);
}
