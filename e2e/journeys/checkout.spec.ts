/**
 * Checkout journeys (spec sections 2, 4 and 7) at 375 px: from a language's shop an item into the
 * basket, the cart panel, checkout, the buyer form, the payment at the demo provider (the lightbox
 * for card-lightbox, the hosted page for twint-redirect) and back to the order status page. Axe
 * on the checkout and the status pages; screenshots as e2e/artifacts/screenshots/checkout-*.png.
 */
import { expect, test } from '@playwright/test';
import {
  IMPRO,
  JAZZ,
  NARROW,
  PAYMENT,
  addTicket,
  cartButton,
  checkPage,
  checkoutText,
  chooseInLightbox,
  chooseOnHostedPage,
  expectStatusPage,
  fillCheckout,
  goToCheckout,
  lightbox,
  payButton,
  plain,
  refuseConsent,
  storedOrderId,
} from '../support/checkout';
import { runPageTimers } from '../support/pageClock';
import { saveScreenshot } from '../support/viewport';
import type { Lang } from '../support/storefront';
import errorsDe from '../../locales/de/errors.json';

test.use({ viewport: NARROW });

/**
 * Each way of paying once, one of them in a language other than the default. What the purchase in
 * French and in Italian proved besides is kept where it costs no second purchase: the checkout and
 * the paid status page loaded in every language, their texts, axe and width at 375 px
 * (buyer-texts.spec.ts); the provider's lightbox and hosted page in every language with their
 * buttons (server/standIns/payment/lightboxScript.test.ts, server/demoApi/checkout.test.ts); a
 * French purchase through both on the production build (production-buyer-edges.spec.ts).
 */
const JOURNEYS: {
  lang: Lang;
  method: typeof PAYMENT.lightbox;
  via: 'lightbox' | 'hosted page';
  /** a payment on the hosted page fails first, and the visitor tries again (the same order) */
  failedFirst?: boolean;
}[] = [
  { lang: 'de', method: PAYMENT.lightbox, via: 'lightbox', failedFirst: true },
  { lang: 'en', method: PAYMENT.redirect, via: 'hosted page' },
];

for (const { lang, method, via, failedFirst } of JOURNEYS) {
  const title = failedFirst
    ? `${lang}: basket, checkout, a failed payment on the hosted page, then paid through the ${via}: the status page says so each time`
    : `${lang}: basket, checkout, pay through the ${via}: the status page says paid`;
  test(title, async ({ page }) => {
    const texts = checkoutText(lang);
    await addTicket(page, lang, JAZZ, JAZZ.standard);
    await goToCheckout(page, lang);

    // the summary shows what is bought and what it costs
    const summary = page.getByRole('region', { name: texts.page.summary.heading, exact: true });
    await expect(summary.getByRole('heading', { level: 3, name: JAZZ.name[lang] })).toBeVisible();
    await expect(page.locator('.checkout-pay__total')).toHaveText(/30[.,]00/);
    await checkPage(page, lang === 'de' ? 'checkout-form' : null);

    let failedOrderId: string | null = null;
    if (failedFirst) {
      // the hosted page fails: the status page says so, the order stays the visitor's
      await fillCheckout(page, lang, PAYMENT.redirect);
      await payButton(page, lang).click();
      await chooseOnHostedPage(page, 'Fail');
      failedOrderId = await expectStatusPage(page, lang, 'failed');
      await expect(page.getByText(texts.status.failed.message, { exact: true })).toBeVisible();
      await checkPage(page, 'checkout-status-failed');
      expect(await storedOrderId(page)).toBe(failedOrderId);
      // try again: the same order at checkout
      await page.getByRole('link', { name: texts.status.tryAgain, exact: true }).click();
      await expect(payButton(page, lang)).toBeVisible();
    }

    await fillCheckout(page, lang, method);
    const checkoutCall = page.waitForRequest(
      (request) => request.method() === 'POST' && /\/order\/[^/]+\/checkout$/.test(request.url()),
    );
    await payButton(page, lang).click();
    const sent = (await checkoutCall).postDataJSON() as {
      form: Record<string, unknown>;
      paymentMethod: string;
      expectedTotal: number;
    };
    // the total the visitor saw goes with it: the shop refuses another (the basket changed)
    expect(sent).toEqual({
      form: {
        firstName: 'Anna',
        lastName: 'Muster',
        email: 'anna@example.ch',
        phone: null,
        country: null,
        terms: true,
      },
      paymentMethod: method.id,
      expectedTotal: 3000,
    });

    if (via === 'lightbox') {
      await expect(lightbox(page)).toBeVisible();
      await expect(payButton(page, lang)).toHaveAttribute('aria-busy', 'true');
      if (lang === 'de') await saveScreenshot(page, 'checkout-lightbox');
      await chooseInLightbox(page, 'Pay');
    } else {
      await chooseOnHostedPage(page, 'Pay');
    }

    const orderId = await expectStatusPage(page, lang, 'paid');
    if (failedOrderId !== null) expect(orderId).toBe(failedOrderId);
    await expect(page.getByText(texts.status.paid.message, { exact: true })).toBeVisible();
    await expect(page.getByText(orderId, { exact: true })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: texts.status.paid.nextHeading }),
    ).toBeVisible();
    expect(plain(await page.locator('.order-status__facts').textContent())).toMatch(/30[.,]00/);
    await checkPage(page, lang === 'de' ? 'checkout-status-paid' : null);

    // the paid order is gone from this browser: the next visit starts a new one
    await expect.poll(() => storedOrderId(page)).toBeNull();
    await expect(cartButton(page, lang).getByTestId('cart-count')).toHaveText('0');
    await page.reload();
    await expectStatusPage(page, lang, 'paid');
    expect(await storedOrderId(page)).toBeNull();
  });
}

test('personalisation at checkout: the tickets are personalised right there, then paid', async ({
  page,
}) => {
  const lang = 'de';
  const texts = checkoutText(lang);
  await addTicket(page, lang, IMPRO, IMPRO.adult);
  await goToCheckout(page, lang);
  const section = page.getByRole('region', {
    name: texts.page.personalisation.heading,
    exact: true,
  });
  await expect(section).toBeVisible();
  await fillCheckout(page, lang, PAYMENT.redirect);

  // paying first: nothing is sent, the personalisation says what is missing
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/checkout'))
      calls.push(request.url());
  });
  await payButton(page, lang).click();
  await expect(section.getByRole('alert')).toHaveText(texts.page.personalisation.incomplete);
  await expect(section.getByRole('heading', { level: 2 })).toBeFocused();
  await checkPage(page, 'checkout-personalisation');
  expect(calls).toHaveLength(0);

  await section.getByRole('textbox', { name: 'Vorname', exact: true }).fill('Beat');
  await section.getByRole('textbox', { name: 'Nachname', exact: true }).fill('Muster');
  await section.getByRole('button', { name: 'Angaben speichern', exact: true }).click();
  await expect(
    section.getByText(texts.page.personalisation.complete, { exact: true }),
  ).toBeVisible();

  // the buyer form kept what was typed
  await payButton(page, lang).click();
  await chooseOnHostedPage(page, 'Pay');
  await expectStatusPage(page, lang, 'paid');
});

test('a cancelled payment on the hosted page: the status page says so and leads back', async ({
  page,
}) => {
  const lang = 'en';
  const texts = checkoutText(lang);
  await addTicket(page, lang, JAZZ, JAZZ.standard);
  await goToCheckout(page, lang);
  await fillCheckout(page, lang, PAYMENT.redirect);
  await payButton(page, lang).click();
  await chooseOnHostedPage(page, 'Cancel');

  await expectStatusPage(page, lang, 'cancelled');
  await expect(page.getByText(texts.status.cancelled.message, { exact: true })).toBeVisible();
  await expect(
    page.getByRole('link', { name: texts.status.tryAgain, exact: true }),
  ).toHaveAttribute('href', '/en/order/checkout');
  await checkPage(page, 'checkout-status-cancelled');
  await page.getByRole('link', { name: texts.status.backToShop, exact: true }).click();
  await expect(page).toHaveURL(/\/en\/a\/.*pl-jazz-nacht$/);
});

test('paid, and the status page left before it started: the next ticket goes into a new order', async ({
  page,
}) => {
  const lang = 'fr';
  await addTicket(page, lang, JAZZ, JAZZ.standard);
  await goToCheckout(page, lang);
  await fillCheckout(page, lang, PAYMENT.redirect);
  await payButton(page, lang).click();
  // the status page as the server sends it, read before its script has run: it never hears the
  // status itself, so the paid order stays in storage (as when a link there is followed at once)
  await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort());
  await chooseOnHostedPage(page, 'Pay');
  const paid = await expectStatusPage(page, lang, 'paid');
  expect(await storedOrderId(page)).toBe(paid);
  await page.unroute(/\/assets\/[^/]+\.js$/);

  await addTicket(page, lang, JAZZ, JAZZ.standard, { consent: false });
  await expect(cartButton(page, lang).getByTestId('cart-count')).toHaveText('1');
  const fresh = await storedOrderId(page);
  expect(fresh).not.toBeNull();
  expect(fresh).not.toBe(paid);
});

test('a cancelled payment in the lightbox: the visitor stays at the checkout, the form as it was', async ({
  page,
}) => {
  const lang = 'en';
  const texts = checkoutText(lang);
  await addTicket(page, lang, JAZZ, JAZZ.standard);
  await goToCheckout(page, lang);
  const form = await fillCheckout(page, lang, PAYMENT.lightbox);
  await payButton(page, lang).click();
  await chooseInLightbox(page, 'Cancel');

  await expect(page).toHaveURL(/\/en\/order\/checkout$/);
  await expect(
    page.getByRole('status').filter({ hasText: texts.page.returned.title }),
  ).toContainText(texts.page.returned.cancelled);
  await expect(form.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue('Anna');
  await expect(payButton(page, lang)).toBeEnabled();
});

test('pending: the status page waits for the provider and shows the result by itself', async ({
  page,
}) => {
  const lang = 'de';
  await addTicket(page, lang, JAZZ, JAZZ.standard);
  await goToCheckout(page, lang);
  await fillCheckout(page, lang, PAYMENT.redirect);
  await payButton(page, lang).click();
  await expect(page).toHaveURL(/\/stand-ins\/payment\/pay\?/);
  const orderId = new URL(page.url()).searchParams.get('order')!;

  // the visitor comes back before the provider has answered; the status page's clock is one the
  // test can move on (it runs as usual until then)
  await page.clock.install();
  await page.goto(`/${lang}/order/${orderId}/status`);
  await expectStatusPage(page, lang, 'pending');
  await checkPage(page, 'checkout-status-pending');
  const polls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(`/order/${orderId}/status`)) polls.push(request.url());
  });
  await expect.poll(() => polls.length, { timeout: 5000 }).toBeGreaterThanOrEqual(1);

  // the provider answers elsewhere; the page notices within a poll
  const done = await page.request.get(
    `/stand-ins/payment/complete?order=${orderId}&lang=${lang}&result=paid`,
    { maxRedirects: 0 },
  );
  expect(done.status()).toBe(303);
  await expectStatusPage(page, lang, 'paid');
  const after = polls.length;
  // five polls' time (STATUS_POLL_MS, 2 s) of the page's timers: no poll follows the answer
  await runPageTimers(page, 10_000);
  expect(polls.length).toBe(after);
});

test('the lightbox cannot load: the visitor is told and sent to the hosted page', async ({
  page,
}) => {
  const lang = 'de';
  const texts = checkoutText(lang);
  await page.route('**/stand-ins/payment/lightbox.js*', (route) => route.abort());
  await addTicket(page, lang, JAZZ, JAZZ.standard);
  await goToCheckout(page, lang);
  await fillCheckout(page, lang, PAYMENT.lightbox);
  await payButton(page, lang).click();

  await expect(page.getByText(texts.page.lightboxFailed, { exact: true })).toBeVisible();
  await chooseOnHostedPage(page, 'Pay');
  await expectStatusPage(page, lang, 'paid');
});

test('an unknown order: the status page is the 404 page', async ({ page }) => {
  await page.goto('/de/order/ord-unknown/status');
  await refuseConsent(page, 'de');
  // the 404 is the page itself: no error alert repeats it
  await expect(page.getByRole('button', { name: errorsDe.close, exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(checkoutText('de').status.notFound, { exact: true })).toBeVisible();
  await expect(page.locator('.error-page__status')).toContainText('404');
});
