/**
 * Presale (spec section 2): a link with ?presaleToken= on any page starts a presale order, opens
 * the cart and gives access to the presale placements; the presale page takes a code by hand.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  NARROW,
  PAYMENT,
  PRESALE_TOKEN,
  REHEARSAL,
  addOne,
  cartPanel,
  checkPage,
  checkoutText,
  chooseInLightbox,
  expectStatusPage,
  fillCheckout,
  goToCheckout,
  openPresaleLink,
  payButton,
  refuseConsent,
  storedOrderId,
} from '../support/checkout';
import { settle } from '../support/storefront';

/** The access token the storefront keeps (its cookie, which the server reads too). */
const accessTokenCookie = async (page: Page) =>
  (await page.context().cookies()).find(({ name }) => name === 'shopAccessToken')?.value ?? null;

test.use({ viewport: NARROW });

test('a presale link: the order starts, the cart opens, the presale ticket can be bought', async ({
  page,
}) => {
  const lang = 'de';
  const presaleCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/shop/v2/presale/order')) presaleCalls.push(request.method());
  });
  await openPresaleLink(page, `/${lang}/c/main-theater?presaleToken=${PRESALE_TOKEN}`);

  // the cart is open on the new (empty) presale order (over the consent dialog, which asked
  // first); the address is clean again
  const panel = cartPanel(page, lang);
  await expect(panel).toBeVisible();
  await expect(panel.getByText('Ihr Warenkorb ist leer.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${lang}/c/main-theater$`));
  expect(presaleCalls).toEqual(['POST']);
  expect(await accessTokenCookie(page)).toBe(PRESALE_TOKEN);
  const orderId = await storedOrderId(page);
  expect(orderId).toMatch(/^ord-/);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await refuseConsent(page, lang);

  // the token opens the presale placement
  await page.goto(REHEARSAL.path(lang));
  await settle(page, REHEARSAL.name[lang]);
  await addOne(page, lang, REHEARSAL.ticket);
  expect(await storedOrderId(page)).toBe(orderId);
  await goToCheckout(page, lang);
  await fillCheckout(page, lang, PAYMENT.lightbox);
  await payButton(page, lang).click();
  await chooseInLightbox(page, 'Pay');
  expect(await expectStatusPage(page, lang, 'paid')).toBe(orderId);
  // a reload of the status page does not start another presale order
  await page.reload();
  await expectStatusPage(page, lang, 'paid');
  expect(presaleCalls).toEqual(['POST']);
});

test('the presale page: a wrong code is explained under the field, the right one starts the order', async ({
  page,
}) => {
  const lang = 'en';
  const texts = checkoutText(lang).presale;
  await page.goto(`/${lang}/order/presale`);
  await refuseConsent(page, lang);
  await settle(page, texts.title);
  const field = page.getByRole('textbox', { name: texts.label, exact: true });
  const submit = page.getByRole('button', { name: texts.submit, exact: true });

  await field.fill('NOT-A-CODE');
  await submit.click();
  await expect(field).toHaveAccessibleDescription(/This presale code is invalid\./);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveValue('NOT-A-CODE');
  await expect(field).toBeFocused();
  // said once, under the field: no error alert repeats it
  await expect(page.getByText('This presale code is invalid.')).toHaveCount(1);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await checkPage(page, 'checkout-presale');

  await field.fill(PRESALE_TOKEN);
  await submit.click();
  await expect(cartPanel(page, lang)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${lang}$`));
  expect(await accessTokenCookie(page)).toBe(PRESALE_TOKEN);
  expect(await storedOrderId(page)).toMatch(/^ord-/);
});
