/**
 * One seated ticket of the basket, on its own: its names (the seat tells several of one variant
 * apart), its price, and its remove button: asking for the removal, busy while it is under way,
 * and after a failure the focus back on the button unless the visitor has moved on. The removal
 * itself is the basket saga's (not running here): the test says how it ended, as the saga would.
 * Chromium drops the focus of a control that becomes disabled; jsdom does not, so the test does.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderItem } from '../../../api/types';
import type { AppStore } from '../../../state/rootState';
import { dispatchedTypes } from '../../../test/dispatchedTypes';
import { dropFocusOfDisabled } from '../../../test/disabledFocus';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { basketChangeFailed, basketChangeMade, lineRemoved } from '../../orderModel/basketEvents';
import { basketChangeKey } from '../basketChanges';
import CartItem from './CartItem';
import {
  basketStore,
  groupView,
  handMadeOrder,
  namedBy,
  symphonySeat,
} from './testing/handMadeBasket';
import { plain } from '../../../test/plainSpaces';

const SEAT_A7 = 'Kategorie 1 · Erwachsene, Reihe A, Platz 7, Sinfoniekonzert Winter';

async function renderItem(item: OrderItem) {
  const store = await basketStore(handMadeOrder([item]));
  const sent = dispatchedTypes(store);
  const onRemoving = jest.fn();
  renderWithProviders(
    <ul>
      <CartItem
        item={item}
        group={groupView(store, 'Sinfoniekonzert Winter')}
        onRemoving={onRemoving}
      />
      <li>
        <input aria-label="Gutscheincode" />
      </li>
    </ul>,
    { store },
  );
  return { store, sent, onRemoving };
}

const removeButton = () => screen.getByRole('button', { name: `${SEAT_A7} entfernen` });

/** The visitor presses remove; the button is busy, so Chromium takes its focus away. */
async function askToRemove(user: ReturnType<typeof userEvent.setup>) {
  await user.click(removeButton());
  expect(removeButton()).toBeDisabled();
  dropFocusOfDisabled(removeButton());
  expect(document.body).toHaveFocus();
}

const settle = (store: AppStore, item: OrderItem, how: 'made' | 'failed') =>
  act(() => {
    const key = basketChangeKey.line(item.id);
    store.dispatch(how === 'made' ? basketChangeMade({ key }) : basketChangeFailed({ key }));
  });

describe('CartItem', () => {
  it("shows the variant, the seat and the price, and asks for the removal in the shop's words", async () => {
    const seat = symphonySeat('s1', 'A-7');
    const user = userEvent.setup();
    const { sent, onRemoving } = await renderItem(seat);
    expect(screen.getByText('Kategorie 1 · Erwachsene', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Reihe A, Platz 7')).toBeInTheDocument();
    expect(plain(screen.getByText(/CHF/).textContent)).toBe('CHF 89.00');

    await user.click(removeButton());
    expect(onRemoving).toHaveBeenCalledWith('s1', `${SEAT_A7} wurde entfernt.`);
    expect(sent).toContain(lineRemoved.type);
    expect(removeButton()).toHaveAttribute('aria-busy', 'true');
    expect(removeButton()).toBeDisabled();
  });

  it('a failed removal: nothing to announce, the button usable again and focused', async () => {
    const seat = symphonySeat('s1', 'A-7');
    const user = userEvent.setup();
    const { store, onRemoving } = await renderItem(seat);
    await askToRemove(user);

    await settle(store, seat, 'failed');
    expect(onRemoving).toHaveBeenLastCalledWith('s1', null);
    expect(removeButton()).toBeEnabled();
    expect(removeButton()).not.toHaveAttribute('aria-busy');
    expect(removeButton()).toHaveFocus();
  });

  it('a failed removal leaves the focus where the visitor has moved it', async () => {
    const seat = symphonySeat('s1', 'A-7');
    const user = userEvent.setup();
    const { store } = await renderItem(seat);
    await askToRemove(user);
    const field = screen.getByRole('textbox', { name: 'Gutscheincode' });
    field.focus();

    await settle(store, seat, 'failed');
    expect(removeButton()).toBeEnabled();
    expect(field).toHaveFocus();
  });

  it('a removal made takes no focus, even after one that failed', async () => {
    const seat = symphonySeat('s1', 'A-7');
    const user = userEvent.setup();
    const { store, onRemoving } = await renderItem(seat);
    await askToRemove(user);
    await settle(store, seat, 'failed');
    expect(removeButton()).toHaveFocus();

    // the visitor tries again, and this time the shop removes it (the panel then says so)
    await askToRemove(user);
    await settle(store, seat, 'made');
    expect(onRemoving).not.toHaveBeenLastCalledWith('s1', null);
    expect(document.body).toHaveFocus();
  });

  it('offers to personalise a ticket that is to be personalised, named by its seat', async () => {
    await renderItem(symphonySeat('s1', 'A-7', { personalisation: namedBy(null) }));
    expect(screen.getByRole('button', { name: `Personalisieren: ${SEAT_A7}` })).toBeInTheDocument();
  });

  it('offers nothing to personalise on a ticket that needs none', async () => {
    await renderItem(symphonySeat('s1', 'A-7'));
    expect(screen.getAllByRole('button')).toEqual([removeButton()]);
  });
});
