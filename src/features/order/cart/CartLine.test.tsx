/**
 * A line of identical tickets, on its own: how many (a stepper that asks for another amount, the
 * amount saga's to carry out, not running here), what one costs and what the line costs, names
 * that tell two lines of one variant apart, each ticket's personalisation behind a toggle, and what
 * could not be added or removed. Texts from locales/de.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderItem } from '../../../api/types';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { amountsNotReached } from '../../orderModel/orderEvents';
import { lineKeyOf } from '../orderLines';
import CartLine from './CartLine';
import { cartGroups } from './cartLines';
import { plain } from '../../../test/plainSpaces';
import {
  basketStore,
  groupView,
  handMadeOrder,
  improAdult,
  namedBy,
  orderItem,
} from './testing/handMadeBasket';

/** The items as the order's one line (all identical), rendered as the basket shows it. */
async function renderLine(items: OrderItem[], articleName: string, sharesVariant?: boolean) {
  const store = await basketStore(handMadeOrder(items));
  const line = cartGroups(items)[0]!.lines[0]!;
  expect(line.items).toHaveLength(items.length);
  const group = groupView(store, articleName);
  renderWithProviders(
    <ul>
      {sharesVariant === undefined ? (
        <CartLine line={line} group={group} />
      ) : (
        <CartLine line={line} group={group} sharesVariant={sharesVariant} />
      )}
    </ul>,
    { store },
  );
  return { store, line };
}

const impro = (count: number, more: Partial<OrderItem> = {}) =>
  Array.from({ length: count }, (_, index) => improAdult(`i${index + 1}`, more));

const priceOf = () => plain(document.querySelector('.cart-item__price')?.textContent);

describe('CartLine', () => {
  it('shows three identical tickets as one line: 3, what one costs, what the three cost', async () => {
    await renderLine(impro(3), 'Improtheater-Abend');
    const stepper = screen.getByRole('group', { name: 'Anzahl: Erwachsene, Improtheater-Abend' });
    expect(within(stepper).getByRole('status')).toHaveTextContent('3');
    expect(plain(screen.getByText(/^je /).textContent)).toBe('je CHF 28.00');
    expect(priceOf()).toBe('CHF 84.00');
    // not to be personalised: nothing says it is or is not
    expect(screen.queryByText(/personalis/i)).not.toBeInTheDocument();
  });

  it('one ticket: its price, no price each', async () => {
    await renderLine(impro(1), 'Improtheater-Abend');
    expect(priceOf()).toBe('CHF 28.00');
    expect(screen.queryByText(/^je /)).not.toBeInTheDocument();
  });

  it('asks the amount machinery for one more or one less of this line', async () => {
    const user = userEvent.setup();
    const { store, line } = await renderLine(impro(2), 'Improtheater-Abend');
    const asked = () => Object.values(store.getState().order.pendingAmounts.byKey);
    const like = { variant: 'var-impro-erwachsene', placementId: 'pl-improtheater' };
    await user.click(
      screen.getByRole('button', { name: 'Eins mehr: Erwachsene, Improtheater-Abend' }),
    );
    expect(asked()).toEqual([
      {
        placementId: 'pl-improtheater',
        variantId: 'var-impro-erwachsene',
        amount: 3,
        line: { key: line.key, like },
      },
    ]);
    // what the visitor asked for shows at once
    expect(screen.getByRole('status')).toHaveTextContent('3');

    await user.click(
      screen.getByRole('button', { name: 'Eins weniger: Erwachsene, Improtheater-Abend' }),
    );
    await user.click(
      screen.getByRole('button', { name: 'Eins weniger: Erwachsene, Improtheater-Abend' }),
    );
    expect(asked()).toMatchObject([{ amount: 1, line: { key: line.key, like } }]);
    expect(screen.getByRole('status')).toHaveTextContent('1');
  });

  it('names a line by what tells it from another of its variant: delivery, inscription, options, bundle', async () => {
    await renderLine(
      [
        orderItem('g1', 'var-gutschein-50', 'pl-geschenkgutschein', {
          deliveryOption: 'POST',
          inscription: 'Alles Gute',
          options: [
            { articleId: 'art-programmheft', variantId: 'var-programmheft' },
            { articleId: 'art-x', variantId: 'var-option-gone' },
          ],
          childItems: [
            { id: 'c1', variantId: 'var-familienpaket-kind', price: 0 },
            { id: 'c2', variantId: 'var-child-gone', price: 0 },
          ],
        }),
      ],
      'Geschenkgutschein',
      true,
    );
    expect(
      screen.getByRole('group', {
        name:
          'Anzahl: Gutschein CHF 50 (Zustellung: Post, Widmung: «Alles Gute», Programmheft, ' +
          'var-option-gone, Kind im Familienpaket, var-child-gone), Geschenkgutschein',
      }),
    ).toBeInTheDocument();
  });

  it('names a plain line of a shared variant by its price, and by its variant alone otherwise', async () => {
    await renderLine(impro(1), 'Improtheater-Abend', true);
    expect(
      screen.getByRole('button', {
        name: /^Eins weniger: Erwachsene \(CHF.28\.00\), Improtheater-Abend$/,
      }),
    ).toBeInTheDocument();
  });

  it('one ticket to personalise: its state and its own button', async () => {
    await renderLine(impro(1, { personalisation: namedBy(null) }), 'Improtheater-Abend');
    expect(screen.getByText('Personalisierung fehlt')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Personalisieren: Erwachsene, Improtheater-Abend' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Tickets einzeln/ })).not.toBeInTheDocument();
  });

  it('several to personalise: how many are done, and each ticket behind a toggle', async () => {
    const user = userEvent.setup();
    await renderLine(
      [
        improAdult('i1', { personalisation: namedBy('Ada') }),
        improAdult('i2', { personalisation: namedBy(null) }),
        improAdult('i3', { personalisation: namedBy(null) }),
      ],
      'Improtheater-Abend',
    );
    expect(screen.getByText('1 von 3 personalisiert')).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Tickets einzeln zeigen (3)' });
    const tickets = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(tickets).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Tickets einzeln ausblenden');
    expect(tickets).toBeVisible();
    const rows = within(tickets).getAllByRole('listitem');
    expect(rows.map((row) => row.firstChild?.textContent)).toEqual([
      'Ticket 1 von 3',
      'Ticket 2 von 3',
      'Ticket 3 von 3',
    ]);
    const first = within(rows[0]!).getByText('Personalisiert');
    expect(first).toHaveClass('cart-item__personalisation--complete');
    expect(within(rows[1]!).getByText('Personalisierung fehlt')).toHaveClass(
      'cart-item__personalisation--missing',
    );
    expect(
      within(rows[0]!).getByRole('button', {
        name: 'Angaben ändern: Erwachsene (Ticket 1 von 3), Improtheater-Abend',
      }),
    ).toBeInTheDocument();
    expect(
      within(rows[2]!).getByRole('button', {
        name: 'Personalisieren: Erwachsene (Ticket 3 von 3), Improtheater-Abend',
      }),
    ).toBeInTheDocument();

    await user.click(toggle);
    expect(tickets).not.toBeVisible();
  });

  it.each([
    [5, '2 × Erwachsene, Improtheater-Abend konnten nicht hinzugefügt werden. Ausverkauft'],
    [4, '1 × Erwachsene, Improtheater-Abend konnte nicht hinzugefügt werden. Ausverkauft'],
    [1, '2 × Erwachsene, Improtheater-Abend konnten nicht entfernt werden. Ausverkauft'],
  ])('wanted %i of 3: says what was not done and why', async (wanted, said) => {
    const items = impro(3);
    const { store } = await renderLine(items, 'Improtheater-Abend');
    const problem = {
      placementId: 'pl-improtheater',
      variantId: 'var-impro-erwachsene',
      lineKey: lineKeyOf(items[0]!)!,
      wanted,
      held: 3,
      message: { detail: 'Ausverkauft' },
    };
    act(() => {
      store.dispatch(amountsNotReached([problem]));
    });
    expect(screen.getByRole('alert').textContent).toBe(said);
  });

  it('says nothing once the order holds what was wanted (a lost answer that was carried out)', async () => {
    const items = impro(3);
    const { store } = await renderLine(items, 'Improtheater-Abend');
    act(() => {
      store.dispatch(
        amountsNotReached([
          {
            placementId: 'pl-improtheater',
            variantId: 'var-impro-erwachsene',
            lineKey: lineKeyOf(items[0]!)!,
            wanted: 3,
            held: 2,
            message: { detail: 'Ausverkauft' },
          },
        ]),
      );
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
