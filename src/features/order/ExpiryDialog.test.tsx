import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoApiPerTest } from '../../test/demoApi';
import { renderWithProviders } from '../../test/renderWithProviders';
import { orderStarted, reservationExpired } from '../orderModel/orderEvents';
import { selectOrderId } from '../orderModel/currentOrder';
import { opened, selectCartOpen } from './cartSlice';
import ExpiryDialog from './ExpiryDialog';
import { selectOrderActive } from './orderSelectors';

const start = demoApiPerTest();

describe('ExpiryDialog', () => {
  it('opens when the reservation expired; confirming starts a new order and closes the cart', async () => {
    const user = userEvent.setup();
    const api = await start();
    const store = api.makeStore();
    renderWithProviders(<ExpiryDialog />, { store, lang: 'en' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => {
      store.dispatch(orderStarted({ orderId: 'ord-old', expiresAt: Date.now() + 60_000 }));
      store.dispatch(opened());
      store.dispatch(reservationExpired());
    });
    const dialog = screen.getByRole('dialog', { name: 'Reservation expired' });
    expect(dialog).toHaveTextContent('Your reservation has expired.');
    const confirm = screen.getByRole('button', { name: 'Start a new order' });
    // reading starts at the title (the dialog kit's focus), not at the one way on, although
    // there is no offer to keep the order
    expect(screen.getByRole('heading', { name: 'Reservation expired' })).toHaveFocus();

    await user.click(confirm);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(selectCartOpen(store.getState())).toBe(false);
    await waitFor(() => expect(selectOrderActive(store.getState())).toBe(true));
    expect(selectOrderId(store.getState())).not.toBe('ord-old');
  });

  it('is in German by default, and Escape confirms too (there is no way back to the old order)', async () => {
    const user = userEvent.setup();
    const api = await start();
    const store = api.makeStore();
    renderWithProviders(<ExpiryDialog />, { store });
    act(() => {
      store.dispatch(orderStarted({ orderId: 'ord-old', expiresAt: Date.now() + 60_000 }));
      store.dispatch(reservationExpired());
    });
    expect(screen.getByRole('dialog', { name: 'Reservierung abgelaufen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Neue Bestellung beginnen' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(selectOrderActive(store.getState())).toBe(true));
  });
});
