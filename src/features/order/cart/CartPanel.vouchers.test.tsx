import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NewOrderItem } from '../../../api/types';
import type { AppStore } from '../../../state/rootState';
import { voucherRedeemed } from '../../orderModel/basketEvents';
import { cartServerPerTest, plain, renderCart, serverOrder } from './cartTestSetup';

const start = cartServerPerTest();

const improAdult: NewOrderItem = {
  variant: 'var-impro-erwachsene',
  placementId: 'pl-improtheater',
};

const panel = () => screen.getByRole('dialog');
/** The panel's polite announcement with this text. */
const announced = (text: string) =>
  screen.getAllByRole('status').find((region) => region.textContent === text);
/** What a totals row shows (a discount's words for screen readers are not shown). */
const totalsRow = (label: string) => {
  const amount = within(panel()).getByText(label, { selector: 'dt' }).nextElementSibling;
  return plain((amount?.querySelector('[aria-hidden="true"]') ?? amount)?.textContent);
};
const vouchers = () =>
  within(panel()).queryByRole('list', { name: /Eingelöste Gutscheine|Redeemed vouchers/ });

describe('CartPanel vouchers', () => {
  it('redeems a valid code: the voucher is listed with its discount and the totals change', async () => {
    const { api } = await start();
    const user = userEvent.setup();
    let dispatched: jest.SpyInstance | undefined;
    const { store, order } = await renderCart(api, {
      items: [improAdult],
      beforeRender: (ready: AppStore) => {
        dispatched = jest.spyOn(ready, 'dispatch');
      },
    });
    const field = await within(panel()).findByRole('textbox', { name: 'Gutscheincode' });
    expect(totalsRow('Total')).toBe('CHF 28.00');

    await user.type(field, 'SOMMER10');
    await user.click(within(panel()).getByRole('button', { name: 'Einlösen' }));
    // the section asks in the shop's words; the basket saga calls the shop
    expect(dispatched).toHaveBeenCalledWith(voucherRedeemed({ code: 'SOMMER10' }));

    const list = await waitFor(() => {
      const found = vouchers();
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    // 10 % of CHF 28.00
    expect(plain(within(list).getByRole('listitem').textContent)).toContain('Gutschein SOMMER10');
    expect(plain(within(list).getByRole('listitem').textContent)).toContain('CHF −2.80');
    expect(totalsRow('Rabatt')).toBe('CHF −2.80');
    // read as a discount, not as a dash
    expect(
      within(list).getByText((_, node) => plain(node?.textContent) === 'Rabatt von CHF 2.80'),
    ).toHaveClass('visually-hidden');
    expect(totalsRow('Total')).toBe('CHF 25.20');
    await waitFor(() => expect(field).toHaveValue(''));
    expect(field).not.toHaveAttribute('aria-invalid');
    // said next to the field, where it is seen and heard; focus stays in the section, on the field
    const said = announced('Gutschein SOMMER10 wurde eingelöst.');
    expect(said).toBeVisible();
    expect(said).toHaveClass('cart-vouchers__message');
    await waitFor(() => expect(field).toHaveFocus());

    const served = await serverOrder(store, order!.id);
    expect(served.vouchers.map((voucher) => voucher.code)).toEqual(['SOMMER10']);
    expect(served.totals.total).toBe(2520);
  });

  it.each([
    ['an invalid code', 'FALSCH-99', 'Dieser Gutscheincode ist ungültig.'],
    ['a used-up code', 'USED-2025', 'Dieser Gutschein wurde bereits eingelöst.'],
    [
      'another shop’s code',
      'KULTURBAR-20',
      'Dieser Gutschein gilt nur im Shop, in dem er gekauft wurde.',
    ],
  ])(
    'refuses %s: the server says why under the field and it is announced, the code stays, the basket is unchanged',
    async (_case, code, message) => {
      const { api } = await start();
      const user = userEvent.setup();
      const { store, order } = await renderCart(api, { items: [improAdult] });
      const field = await within(panel()).findByRole('textbox', { name: 'Gutscheincode' });

      await user.type(field, code);
      await user.click(within(panel()).getByRole('button', { name: 'Einlösen' }));

      await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
      // seen under the field, and announced as it appears (an alert)
      const said = within(panel()).getByRole('alert');
      expect(said).toHaveTextContent(message);
      expect(said).toHaveClass('field__error');
      expect(said).toBeVisible();
      expect(field).toHaveValue(code);
      await waitFor(() => expect(field).toHaveFocus());
      expect(vouchers()).toBeNull();
      expect(within(panel()).queryByText('Rabatt')).not.toBeInTheDocument();
      expect(totalsRow('Total')).toBe('CHF 28.00');

      const served = await serverOrder(store, order!.id);
      expect(served.vouchers).toEqual([]);
      expect(served.totals.total).toBe(2800);

      // typing again clears the message
      await user.type(field, 'X');
      expect(field).not.toHaveAttribute('aria-invalid');
      expect(within(panel()).queryByText(message)).not.toBeInTheDocument();
      expect(within(panel()).queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it("shows the server's message in the visitor's language (en)", async () => {
    const { api } = await start();
    const user = userEvent.setup();
    await renderCart(api, { items: [improAdult], lang: 'en' });
    const field = await within(panel()).findByRole('textbox', { name: 'Voucher code' });
    await user.type(field, 'USED-2025');
    await user.click(within(panel()).getByRole('button', { name: 'Redeem' }));
    expect(
      await within(panel()).findByText('This voucher has already been redeemed.'),
    ).toBeVisible();
    expect(field).toHaveValue('USED-2025');
  });

  it('asks for a code before sending an empty one', async () => {
    const { api } = await start();
    const user = userEvent.setup();
    await renderCart(api, { items: [improAdult] });
    const field = await within(panel()).findByRole('textbox', { name: 'Gutscheincode' });
    const before = api.requestsTo('/api/shop/v2/order', 'POST').length;
    await user.click(within(panel()).getByRole('button', { name: 'Einlösen' }));
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Bitte geben Sie einen Gutscheincode ein.'),
    );
    expect(api.requestsTo('/api/shop/v2/order', 'POST')).toHaveLength(before);
  });

  it('removes an applied voucher: the discount goes, on the server too', async () => {
    const { api } = await start();
    const user = userEvent.setup();
    const { store, order } = await renderCart(api, { items: [improAdult] });
    const field = await within(panel()).findByRole('textbox', { name: 'Gutscheincode' });
    await user.type(field, 'GIFT-50');
    await user.click(within(panel()).getByRole('button', { name: 'Einlösen' }));
    // a fixed CHF 50.00 never takes off more than the items
    await waitFor(() => expect(totalsRow('Total')).toBe('CHF 0.00'));
    expect(totalsRow('Rabatt')).toBe('CHF −28.00');

    await user.click(within(panel()).getByRole('button', { name: 'Gutschein GIFT-50 entfernen' }));
    await waitFor(() => expect(vouchers()).toBeNull());
    expect(totalsRow('Total')).toBe('CHF 28.00');
    expect(within(panel()).queryByText('Rabatt')).not.toBeInTheDocument();
    await waitFor(() => expect(field).toHaveFocus());
    expect(announced('Gutschein GIFT-50 wurde entfernt.')).toBeInTheDocument();
    expect((await serverOrder(store, order!.id)).vouchers).toEqual([]);
  });

  it('works by keyboard alone: Tab to the field, type, Enter; Shift+Tab to remove it again', async () => {
    const { api } = await start();
    const user = userEvent.setup();
    await renderCart(api, { items: [improAdult] });
    const field = await within(panel()).findByRole('textbox', { name: 'Gutscheincode' });

    for (let step = 0; step < 10 && document.activeElement !== field; step += 1) await user.tab();
    expect(field).toHaveFocus();
    await user.keyboard('SOMMER10{Enter}');
    await waitFor(() => expect(totalsRow('Total')).toBe('CHF 25.20'));
    await waitFor(() => expect(field).toHaveValue(''));

    // the applied voucher's remove button comes right before the field
    await user.tab({ shift: true });
    expect(
      within(panel()).getByRole('button', { name: 'Gutschein SOMMER10 entfernen' }),
    ).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(totalsRow('Total')).toBe('CHF 28.00'));
    await waitFor(() => expect(field).toHaveFocus());

    // the submit button after the field works with the space bar too
    await user.keyboard('GIFT-50');
    await user.tab();
    expect(within(panel()).getByRole('button', { name: 'Einlösen' })).toHaveFocus();
    await user.keyboard(' ');
    await waitFor(() => expect(totalsRow('Total')).toBe('CHF 0.00'));
  });
});
