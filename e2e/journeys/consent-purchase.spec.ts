import { expect, test, type Request } from '@playwright/test';
import consentDe from '../../locales/de/consent.json';
import demo from '../../server/fixtures/demo-shop.json';
import {
  JAZZ,
  PAYMENT,
  addOne,
  chooseInLightbox,
  expectStatusPage,
  fillCheckout,
  goToCheckout,
  payButton,
} from '../support/checkout';
import { settle } from '../support/storefront';
import { runPageTimers } from '../support/pageClock';

/**
 * A whole purchase (a jazz night ticket: no personalisation, nothing to customise) after Accept all: the checkout's tracking events (begin checkout, payment info,
 * purchase) reach the analytics tag and both pixels with the order's value; the purchase, on the
 * status page after the provider's redirect, is read from the demo server's record.
 */

const config = demo.shop.userTrackingConfiguration;
const GA = config.googleAnalytics.measurements[0].id;

interface Entry {
  provider: string;
  kind: string;
  id?: string;
  name?: string;
  custom?: boolean;
  params?: Record<string, unknown>;
  page?: string;
}

test('after Accept all a purchase is tracked once, with the order id and the paid total', async ({
  page,
  request,
}) => {
  await request.delete('/stand-ins/tracking/collected');
  await page.clock.install();
  await page.goto(JAZZ.path('de'));
  const dialog = page.getByRole('dialog', { name: consentDe.dialog.title, exact: true });
  await dialog.getByRole('button', { name: consentDe.dialog.acceptAll, exact: true }).click();
  await expect(dialog).toBeHidden();
  await settle(page, JAZZ.name.de);
  await addOne(page, 'de', JAZZ.standard);
  await goToCheckout(page, 'de');
  await fillCheckout(page, 'de', PAYMENT.lightbox);
  await payButton(page, 'de').click();
  await chooseInLightbox(page, 'Pay');
  const orderId = await expectStatusPage(page, 'de', 'paid');

  const collected = async () =>
    (
      (await (await request.get('/stand-ins/tracking/collected')).json()) as { entries: Entry[] }
    ).entries.filter((entry) => entry.kind === 'event');
  const checkoutNames = [
    'begin_checkout',
    'add_payment_info',
    'purchase',
    'InitiateCheckout',
    'AddPaymentInfo',
    'Purchase',
  ];
  await expect
    .poll(async () =>
      (await collected())
        .filter((entry) => checkoutNames.includes(entry.name ?? ''))
        .map((entry) => `${entry.provider}:${entry.name}`)
        .sort(),
    )
    .toEqual(
      [
        'analytics:begin_checkout',
        'analytics:add_payment_info',
        'analytics:purchase',
        'metaPixel:InitiateCheckout',
        'metaPixel:AddPaymentInfo',
        'metaPixel:Purchase',
        'tiktokPixel:InitiateCheckout',
        'tiktokPixel:AddPaymentInfo',
        'tiktokPixel:Purchase',
      ].sort(),
    );
  const events = await collected();
  const gaPurchase = events.find(
    (entry) => entry.provider === 'analytics' && entry.name === 'purchase',
  )!;
  expect(gaPurchase).toMatchObject({ id: GA, page: `/de/order/${orderId}/status` });
  expect(gaPurchase.params).toMatchObject({
    transaction_id: orderId,
    currency: 'CHF',
    value: 30,
    items: [expect.objectContaining({ item_id: 'art-jazz-nacht', quantity: 1, price: 30 })],
  });
  const gaPayment = events.find(
    (entry) => entry.provider === 'analytics' && entry.name === 'add_payment_info',
  )!;
  expect(gaPayment.params).toMatchObject({ payment_type: PAYMENT.lightbox.id, value: 30 });
  expect(
    events.find((entry) => entry.provider === 'metaPixel' && entry.name === 'Purchase'),
  ).toMatchObject({
    custom: false,
    params: expect.objectContaining({ value: 30, currency: 'CHF', order_id: orderId }),
  });

  // seeing the status page again does not count the purchase twice
  const sentAgain: Request[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/stand-ins/')) sentAgain.push(sent);
  });
  await page.reload();
  await expectStatusPage(page, 'de', 'paid');
  // a purchase sent again (at once or after the tags' delays) would be under way by now: its
  // answer says the demo server has recorded it
  await runPageTimers(page, 1000);
  await Promise.all(sentAgain.map((sent) => sent.response()));
  const purchases = (await collected()).filter(
    (entry) => entry.name === 'purchase' || entry.name === 'Purchase',
  );
  expect(purchases).toHaveLength(3);
});
