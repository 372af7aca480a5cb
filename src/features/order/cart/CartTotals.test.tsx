/**
 * The totals and the insurance box for an order as the server answered it (a real demo order,
 * its figures varied the ways a shop answers them): each row named and priced, the insurance row
 * whenever it is taken or costs something, no insurance box where the shop offers none, the box
 * as the order says after a reload, and the focus given back when the box lost it while busy.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dropFocusOfDisabled } from '../../../test/disabledFocus';
import type { NewOrderItem, Order } from '../../../api/types';
import { holdAnswers } from '../../../test/heldAnswers';
import { renderWithProviders } from '../../../test/renderWithProviders';
import CartTotals from './CartTotals';
import InsuranceField from './InsuranceField';
import { cartServerPerTest, plain, renderCart } from './cartTestSetup';

const start = cartServerPerTest();

const improAdult: NewOrderItem = {
  variant: 'var-impro-erwachsene',
  placementId: 'pl-improtheater',
};

/** The rows as seen: label and amount (a discount's words for screen readers aside). */
const rows = () =>
  within(screen.getByRole('group', { name: 'Zusammenfassung' }))
    .getAllByRole('term')
    .map((term) => {
      const amount = term.nextElementSibling;
      return [
        term.textContent,
        plain((amount?.querySelector('[aria-hidden="true"]') ?? amount)?.textContent),
      ];
    });

async function demoOrder(): Promise<{
  order: Order;
  api: Awaited<ReturnType<typeof start>>['api'];
}> {
  const { api } = await start();
  const { order, unmount } = await renderCart(api, { items: [improAdult], open: false });
  unmount();
  return { order: order!, api };
}

describe('CartTotals and InsuranceField', () => {
  it('names and prices each row; the insurance row when it is taken, even at no cost', async () => {
    const { order } = await demoOrder();
    const taken: Order = {
      ...order,
      insurance: { ...order.insurance, enabled: true },
      totals: { items: 2800, delivery: 500, discount: 280, insurance: 0, total: 3020 },
    };
    renderWithProviders(<CartTotals order={taken} lang="de" />);
    expect(rows()).toEqual([
      ['Artikel', 'CHF 28.00'],
      ['Zustellung', 'CHF 5.00'],
      ['Rabatt', 'CHF −2.80'],
      ['Ticketversicherung', 'CHF 0.00'],
      ['Total', 'CHF 30.20'],
    ]);
  });

  it('an insurance the order costs is listed even when the box is off (the server decides)', async () => {
    const { order } = await demoOrder();
    const costing: Order = {
      ...order,
      insurance: { ...order.insurance, enabled: false },
      totals: { items: 2800, delivery: 0, discount: 0, insurance: 150, total: 2950 },
    };
    renderWithProviders(<CartTotals order={costing} lang="de" />);
    expect(rows().map(([label]) => label)).toEqual([
      'Artikel',
      'Zustellung',
      'Ticketversicherung',
      'Total',
    ]);
  });

  it('no insurance box where the shop offers none; the box as the order has it', async () => {
    const { order } = await demoOrder();
    const { rerender } = renderWithProviders(
      <InsuranceField
        order={{ ...order, insurance: { ...order.insurance, available: false } }}
        lang="de"
      />,
    );
    expect(screen.queryByRole('checkbox')).toBeNull();
    rerender(
      <InsuranceField
        order={{ ...order, insurance: { ...order.insurance, enabled: true } }}
        lang="de"
      />,
    );
    expect(screen.getByRole('checkbox', { name: /Ticketversicherung/ })).toBeChecked();
  });

  it('gives the focus back to the box when it lost it while busy, and takes it from nowhere else', async () => {
    const { api } = await start();
    const user = userEvent.setup();
    await renderCart(api, { items: [improAdult] });
    const box = await screen.findByRole('checkbox', { name: /Ticketversicherung/ });
    const answers = holdAnswers(
      api,
      (method, path) => method === 'POST' && path.endsWith('/insurance'),
    );

    await user.click(box);
    await waitFor(() => expect(answers.count()).toBe(1));
    expect(box).toBeDisabled();
    // some browsers drop the focus of a control that is disabled
    act(() => dropFocusOfDisabled(box));
    act(() => answers.release());
    await waitFor(() => expect(box).toBeEnabled());
    await waitFor(() => expect(box).toHaveFocus());

    // the visitor moved on while the next change was on its way: the focus stays where they went
    await user.click(box);
    await waitFor(() => expect(answers.count()).toBe(1));
    const field = screen.getByRole('textbox', { name: 'Gutscheincode' });
    act(() => field.focus());
    act(() => answers.release());
    await waitFor(() => expect(box).toBeEnabled());
    expect(field).toHaveFocus();
  });
});
