/** @jest-environment ./src/test/nodeEnvironment.cjs */
import type {
  ApiErrorBody,
  CheckoutAnswer,
  EventSeats,
  Lang,
  Order,
  OrderStatusAnswer,
} from '../../src/api/types';
import { PAYMENT_TEXTS } from '../standIns/payment/paymentTexts';
import { demoServerPerTest, manualClock } from '../testing/demoServer';
import { buyer, chamberAdult, DEMO, fluteAdult, symphonySeat } from '../testing/fixtureIds';
import { visitor, type ShopClient } from '../testing/shopClient';

const clock = manualClock();

describe('checkout and payment', () => {
  const server = demoServerPerTest({ now: clock.now, reservationSeconds: 120 });

  async function readyOrder(locale: Lang = 'en') {
    const client = await visitor(server.url(), locale);
    const order = await client.createOrder();
    await client.addItems(order.id, [fluteAdult('POST')]);
    const checkout = (body: unknown) =>
      client.api<CheckoutAnswer & ApiErrorBody>('POST', `order/${order.id}/checkout`, { body });
    return { client, order, checkout };
  }

  const status = async (client: ShopClient, orderId: string) =>
    (await client.api<OrderStatusAnswer>('GET', `order/${orderId}/status`)).body;

  /** Posts the hosted page's form the way a browser would, without following the redirect. */
  const submitPage = (baseUrl: string, fields: Record<string, string>) =>
    fetch(`${baseUrl}/stand-ins/payment/complete`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });

  it('redirect: answers the hosted page, whose Pay button makes the order paid', async () => {
    const { client, order, checkout } = await readyOrder('de');
    const answer = await checkout({ form: buyer, paymentMethod: DEMO.redirect });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      action: 'redirect',
      url: `/stand-ins/payment/pay?order=${order.id}&lang=de`,
    });
    expect(await status(client, order.id)).toMatchObject({
      status: 'pending',
      paymentMethodId: DEMO.redirect,
    });
    expect((await client.getOrder(order.id)).body.status).toBe('pending');

    // the hosted page speaks the visitor's language (the storefront's, from the checkout)
    const page = await fetch(server.url() + answer.body.url);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<h1>Demo-Zahlung</h1>');
    expect(html).toContain('<form method="post" action="/stand-ins/payment/complete">');
    expect(html).not.toMatch(/<script|style=/);
    for (const [value, label] of [
      ['paid', 'Bezahlen'],
      ['failed', 'Fehlschlagen lassen'],
      ['cancelled', 'Abbrechen'],
    ]) {
      expect(html).toContain(
        `<button type="submit" name="result" value="${value}">${label}</button>`,
      );
    }
    expect(html.replace(/\u00a0/g, ' ')).toContain('CHF 80.00');
    for (const [lang, title] of [
      ['en', 'Demo payment'],
      ['fr', 'Paiement de démonstration'],
      ['it', 'Pagamento dimostrativo'],
    ]) {
      const other = await (
        await fetch(`${server.url()}/stand-ins/payment/pay?order=${order.id}&lang=${lang}`)
      ).text();
      expect(other).toContain(`<html lang="${lang}">`);
      expect(other).toContain(`<h1>${title}</h1>`);
      // its buttons too, as the visitor in that language presses them (checkout.spec.ts pays in
      // the browser through the hosted page in English only)
      const words = PAYMENT_TEXTS[lang as Lang];
      for (const [value, label] of [
        ['paid', words.pay],
        ['failed', words.fail],
        ['cancelled', words.cancel],
      ]) {
        expect(other).toContain(
          `<button type="submit" name="result" value="${value}">${label}</button>`,
        );
      }
    }

    const done = await submitPage(server.url(), { order: order.id, lang: 'de', result: 'paid' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`/de/order/${order.id}/status`);
    expect(await status(client, order.id)).toEqual({
      orderId: order.id,
      status: 'paid',
      currency: 'CHF',
      total: 8000,
      itemCount: 1,
      paymentMethodId: DEMO.redirect,
      deliveryOptions: ['POST'],
    });
    // a second answer from the provider changes nothing; a paid order cannot change or check out again
    await submitPage(server.url(), { order: order.id, lang: 'de', result: 'failed' });
    expect((await status(client, order.id)).status).toBe('paid');
    expect((await client.addItems(order.id, [chamberAdult])).status).toBe(409);
    expect((await checkout({ form: buyer, paymentMethod: DEMO.redirect })).status).toBe(409);
  });

  it('a hosted page that fails or is cancelled sends the visitor to the status page', async () => {
    for (const result of ['failed', 'cancelled'] as const) {
      const { order, checkout } = await readyOrder('it');
      await checkout({ form: buyer, paymentMethod: DEMO.redirect });
      const done = await submitPage(server.url(), { order: order.id, lang: 'it', result });
      expect(done.headers.get('location')).toBe(`/it/order/${order.id}/status`);
    }
  });

  it('walle-lightbox: answers the stand-in script; failed or cancelled, the visitor is back at the checkout', async () => {
    for (const result of ['failed', 'cancelled'] as const) {
      const { client, order, checkout } = await readyOrder('fr');
      const answer = await checkout({ form: buyer, paymentMethod: DEMO.lightbox });
      expect(answer.body).toEqual({
        action: 'walle-lightbox',
        url: `/stand-ins/payment/lightbox.js?order=${order.id}&lang=fr`,
      });
      const script = await fetch(server.url() + answer.body.url);
      expect(script.headers.get('content-type')).toMatch(/^application\/javascript/);
      const source = await script.text();
      expect(source).toContain('window.LightboxCheckoutHandler');
      expect(source).toContain(`/stand-ins/payment/complete?order=${order.id}&lang=fr`);
      const done = await fetch(
        `${server.url()}/stand-ins/payment/complete?order=${order.id}&lang=fr&result=${result}`,
        {
          redirect: 'manual',
        },
      );
      expect(done.status).toBe(303);
      // the provider's failure address: the checkout the lightbox was opened on
      expect(done.headers.get('location')).toBe('/fr/order/checkout');
      expect(source).toContain('Paiement par carte de démonstration');
      expect(await status(client, order.id)).toMatchObject({
        status: result,
        paymentMethodId: DEMO.lightbox,
      });
      // the visitor may try to pay again
      expect((await checkout({ form: buyer, paymentMethod: DEMO.redirect })).status).toBe(200);
      expect((await status(client, order.id)).status).toBe('pending');
    }
  });

  it('a failed or cancelled payment keeps the booked seat for a whole reservation to pay again, then puts it back on sale', async () => {
    for (const [result, seat] of [
      ['failed', 'C-5'],
      ['cancelled', 'C-6'],
    ] as const) {
      const client = await visitor(server.url(), 'de');
      const order = await client.createOrder();
      await client.holdSeats(order, [seat]);
      expect((await client.addItems(order.id, [symphonySeat(seat)])).status).toBe(201);
      const answer = await client.api('POST', `order/${order.id}/checkout`, {
        body: { form: buyer, paymentMethod: DEMO.lightbox },
      });
      expect(answer.status).toBe(200);
      clock.advance(100_000); // the visitor took their time in the provider's lightbox
      await fetch(
        `${server.url()}/stand-ins/payment/complete?order=${order.id}&lang=de&result=${result}`,
        { redirect: 'manual' },
      );
      const other = await visitor(server.url(), 'de');
      const seatStatus = async () =>
        (
          await other.api<EventSeats>('GET', `seating/demo-sinfonie-winter-2026/seats`)
        ).body.seats.find((candidate) => candidate.label === seat)?.status;

      // a full reservation from the provider's answer: still the visitor's after the first end
      clock.advance(100_000);
      expect((await status(client, order.id)).status).toBe(result);
      expect(await seatStatus()).toBe('booked');
      await expect(other.holdSeats(await other.createOrder(), [seat])).rejects.toThrow(
        /Objects are not free/,
      );

      // then it has run out: the order is expired and the seat can be had again
      clock.advance(21_000);
      expect((await status(client, order.id)).status).toBe('expired');
      expect(await seatStatus()).toBe('free');
      const othersOrder = await other.createOrder();
      await other.holdSeats(othersOrder, [seat]);
      expect((await other.addItems(othersOrder.id, [symphonySeat(seat)])).status).toBe(201);
    }
  });

  it('refuses what cannot be paid with 422 and changes nothing', async () => {
    const client = await visitor(server.url(), 'en');
    const empty = await client.createOrder();
    const emptyAnswer = await client.api<ApiErrorBody>('POST', `order/${empty.id}/checkout`, {
      body: { form: buyer, paymentMethod: DEMO.redirect },
    });
    expect([emptyAnswer.status, emptyAnswer.body.errors[0].detail]).toEqual([
      422,
      'Your basket is empty.',
    ]);

    const { client: visitorB, order, checkout } = await readyOrder();
    const unknownMethod = await checkout({ form: buyer, paymentMethod: 'cash' });
    expect(unknownMethod.body.errors).toEqual([
      { detail: 'This payment method is not available.', field: 'paymentMethod' },
    ]);
    const badForm = await checkout({
      form: { ...buyer, email: 'anna', terms: false },
      paymentMethod: DEMO.redirect,
    });
    expect(badForm.status).toBe(422);
    expect(badForm.body.errors).toEqual([
      { detail: 'Please check your details.' },
      { detail: 'Please enter a valid e-mail address.', field: 'form.email' },
      { detail: 'Please confirm this to continue.', field: 'form.terms' },
    ]);
    expect((await checkout({ paymentMethod: DEMO.redirect })).body.errors[0].field).toBe('form');
    expect((await checkout({ form: buyer })).body.errors[0].field).toBe('paymentMethod');
    expect((await status(visitorB, order.id)).status).toBe('open');
    expect((await checkout({ form: buyer, paymentMethod: DEMO.lightbox })).status).toBe(200);
  });

  it('refuses a total the visitor has not seen with 409, and takes the one they saw', async () => {
    const { client, order, checkout } = await readyOrder('de');
    // another tab added a ticket: the order now costs more than the visitor saw (CHF 80.00)
    await client.addItems(order.id, [fluteAdult('POST')]);
    const refused = await checkout({
      form: buyer,
      paymentMethod: DEMO.redirect,
      expectedTotal: 8000,
    });
    expect([refused.status, refused.body.errors[0].detail]).toEqual([
      409,
      'Ihre Bestellung hat sich geändert, seit Sie sie angesehen haben. Bitte prüfen Sie den neuen Betrag.',
    ]);
    expect((await status(client, order.id)).status).toBe('open');
    expect(
      (await checkout({ form: buyer, paymentMethod: DEMO.redirect, expectedTotal: -1 })).status,
    ).toBe(422);
    const total = (await client.getOrder(order.id)).body.totals.total;
    const accepted = await checkout({
      form: buyer,
      paymentMethod: DEMO.redirect,
      expectedTotal: total,
    });
    expect(accepted.status).toBe(200);
  });

  it('needs complete personalisation', async () => {
    const client = await visitor(server.url(), 'en');
    const order = await client.createOrder();
    const [item] = (await client.addItems(order.id, [chamberAdult])).body.items;
    const pay = () =>
      client.api<ApiErrorBody>('POST', `order/${order.id}/checkout`, {
        body: { form: buyer, paymentMethod: DEMO.redirect },
      });
    const refused = await pay();
    expect([refused.status, refused.body.errors[0].detail]).toEqual([
      422,
      'Please personalise all tickets first.',
    ]);
    await client.api<Order>('POST', `order/${order.id}/personalize`, {
      body: { items: { [item.id]: { firstName: 'Anna', lastName: 'Muster' } } },
    });
    expect((await pay()).status).toBe(200);
  });

  it('refuses an expired order with 422', async () => {
    const { client, order, checkout } = await readyOrder();
    clock.advance(120_000);
    const answer = await checkout({ form: buyer, paymentMethod: DEMO.redirect });
    expect([answer.status, answer.body.errors[0].detail]).toEqual([
      422,
      'Your reservation has expired.',
    ]);
    expect((await status(client, order.id)).status).toBe('expired');
    expect(
      (
        await client.api('POST', 'order/ord-unknown/checkout', {
          body: { form: buyer, paymentMethod: DEMO.redirect },
        })
      ).status,
    ).toBe(404);
  });

  it('answers the payment stand-ins for unknown orders and results', async () => {
    expect((await fetch(`${server.url()}/stand-ins/payment/pay?order=nope&lang=de`)).status).toBe(
      404,
    );
    expect(
      (await submitPage(server.url(), { order: 'nope', lang: 'de', result: 'paid' })).status,
    ).toBe(404);
    const { order, checkout } = await readyOrder();
    await checkout({ form: buyer, paymentMethod: DEMO.redirect });
    expect(
      (await submitPage(server.url(), { order: order.id, lang: 'de', result: 'stolen' })).status,
    ).toBe(400);
    const unknownLang = await submitPage(server.url(), {
      order: order.id,
      lang: 'xx',
      result: 'paid',
    });
    expect(unknownLang.headers.get('location')).toBe(`/de/order/${order.id}/status`);
  });
});
