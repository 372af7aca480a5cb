/**
 * The checkout page on a real store against the demo server (RTL): it finds what it needs in the
 * shop's answers by id, not by place (the buyer form among the order's forms, in whatever order a
 * shop lists them), and a payment method kept for the tab that the shop no longer offers is dropped.
 */
import { screen, within } from '@testing-library/react';
import { loadDemoFixture } from '../../../server/demoFixture/fixture';
import { silenceErrorReports } from '../order/orderTestKit';
import { saveCheckoutDraft } from './checkoutDraft';
import { chamberAdult, checkoutServerPerTest, DEMO } from './checkoutTestKit';
import { checkoutForm, renderCheckout } from './checkoutPageTestKit';

const start = checkoutServerPerTest();
silenceErrorReports();
jest.setTimeout(30_000);

describe('CheckoutPage, reading the shop’s answers', () => {
  it('finds the buyer form by its id when the order lists the ticket holder’s form first', async () => {
    const { api } = await start();
    // a shop that lists the order's forms the other way round (the contract names no order)
    const onward = api.services.fetchFn ?? fetch;
    api.services.fetchFn = async (input, init) => {
      const answer = await onward(new Request(input, init));
      const body: unknown = await answer
        .clone()
        .json()
        .catch(() => null);
      if (
        typeof body !== 'object' ||
        body === null ||
        !Array.isArray((body as { forms?: unknown }).forms)
      )
        return answer;
      const order = body as { forms: unknown[] };
      return new Response(JSON.stringify({ ...order, forms: [...order.forms].reverse() }), {
        status: answer.status,
        headers: answer.headers,
      });
    };
    const { order } = await renderCheckout(api, { items: [chamberAdult] });
    expect(order.forms.map((form) => form.id)[0]).not.toBe(order.checkout.buyerFormId);

    const form = await screen.findByRole('form', { name: 'Ihre Angaben' });
    expect(within(form).getByRole('textbox', { name: 'E-Mail' })).toBeInTheDocument();
    expect(checkoutForm()).toBe(form);
  });

  it('drops a kept payment method the shop no longer offers and chooses its one method', async () => {
    const fixture = loadDemoFixture();
    fixture.paymentMethods = fixture.paymentMethods.filter((method) => method.id === DEMO.redirect);
    const { api } = await start({ fixture });
    // the tab kept a choice from before (a reload after the shop changed its methods)
    saveCheckoutDraft({ buyer: {}, paymentMethod: DEMO.lightbox, termsAccepted: false });
    await renderCheckout(api);

    const methods = await screen.findByRole('radiogroup', { name: 'Zahlungsart' });
    expect(within(methods).getByRole('radio', { name: /^TWINT/ })).toBeChecked();
  });
});
