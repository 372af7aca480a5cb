/**
 * The cart panel, its vouchers and the personalisation screen on the hostile demo shop (an XSS
 * payload in every server text and in the server's voucher messages): names, labels, form
 * labels and messages are shown as the characters they are, also inside interpolated texts and
 * accessible names, and nothing of them runs.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Lang, NewOrderItem } from '../../../api/types';
import {
  documentFindings,
  HOSTILE,
  hostileApiPerTest,
  hostileText,
} from '../../../test/hostileShop';
import { renderCart } from './cartTestSetup';

const start = hostileApiPerTest();
jest.setTimeout(30_000);
beforeEach(() => localStorage.clear());

const workshop: NewOrderItem = { variant: 'var-workshop-kind', placementId: 'pl-zirkus-workshop' };
const flute: NewOrderItem = {
  variant: 'var-zauberfloete-erwachsene',
  placementId: 'pl-zauberfloete',
  deliveryOption: 'POST',
  options: [{ articleId: 'art-programmheft', variantId: 'var-programmheft' }],
};

describe.each<Lang>(['de', 'en'])('the order of the hostile shop (%s)', (lang) => {
  const cartName = lang === 'de' ? 'Warenkorb' : 'Basket';

  it('cart: item names and labels as written; a refused voucher shows its message as text', async () => {
    const api = await start();
    const user = userEvent.setup({ delay: null });
    await renderCart(api, { items: [flute, workshop], lang });
    const cart = await screen.findByRole('dialog', { name: cartName }, { timeout: 5000 });
    expect(cart.textContent).toContain(hostileText.article('art-zauberfloete', lang));
    expect(cart.textContent).toContain(hostileText.variant('var-zauberfloete-erwachsene', lang));
    expect(cart.textContent).toContain(hostileText.variant('var-programmheft', lang));

    const field = within(cart).getByRole('textbox', { name: /Gutscheincode|Voucher code/ });
    const redeem = within(cart).getByRole('button', { name: /Einlösen|Redeem/ });
    await user.type(field, 'USED-2025');
    await user.click(redeem);
    const refusal = HOSTILE.messages!.voucherUsed![lang]!;
    await waitFor(() => expect(cart.textContent).toContain(refusal));
    expect(documentFindings()).toEqual([]);

    // a code typed by the visitor is hostile too: the server's (hostile) refusal, as text
    await user.clear(field);
    await user.type(field, '<img src=x onerror=alert(1)>');
    await user.click(redeem);
    await waitFor(() =>
      expect(cart.textContent).toContain(HOSTILE.messages!.voucherInvalid![lang]!),
    );
    expect(documentFindings()).toEqual([]);

    await user.clear(field);
    await user.type(field, 'SOMMER10');
    await user.click(redeem);
    await waitFor(() =>
      expect(within(cart).getByRole('list', { name: /Gutscheine|vouchers/ })).toHaveTextContent(
        'SOMMER10',
      ),
    );
    expect(documentFindings()).toEqual([]);
  });

  it('personalisation: form names, field labels and choices as written, in names too', async () => {
    const api = await start();
    const user = userEvent.setup({ delay: null });
    await renderCart(api, { items: [workshop], lang });
    const cart = await screen.findByRole('dialog', { name: cartName }, { timeout: 5000 });
    const variant = hostileText.variant('var-workshop-kind', lang);
    const article = hostileText.article('art-zirkus-workshop', lang);
    const open = within(cart).getByRole('button', {
      name: `${lang === 'de' ? 'Personalisieren' : 'Personalise'}: ${variant}, ${article}`,
    });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', {
      name: lang === 'de' ? 'Tickets personalisieren' : 'Personalise tickets',
    });
    const item = within(dialog).getByRole('group', { name: variant });
    expect(
      within(item).getByRole('group', { name: hostileText.form('form-kind', lang) }),
    ).toBeVisible();
    expect(
      within(item).getByRole('textbox', {
        name: hostileText.field('form-kind', 'childName', lang),
      }),
    ).toBeRequired();
    const sizes = within(item).getByRole('radiogroup', {
      name: new RegExp(escape(hostileText.field('form-kind', 'shirtSize', lang))),
    });
    const choices = HOSTILE.forms
      .find((form) => form.id === 'form-kind')!
      .fields.find((field) => field.key === 'shirtSize')!.choices!;
    expect(
      within(sizes)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(choices.map((choice) => choice.value));
    for (const choice of choices)
      expect(within(sizes).getByRole('radio', { name: choice.label[lang] })).toBeInTheDocument();
    expect(documentFindings()).toEqual([]);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
