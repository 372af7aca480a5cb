import { act, screen } from '@testing-library/react';
import { demoApiPerTest } from '../../../test/demoApi';
import { renderWithProviders } from '../../../test/renderWithProviders';
import {
  orderStarted,
  reservationExpired,
  reservationWarningRaised,
} from '../../orderModel/orderEvents';
import ReservationNoticesLoader, {
  selectReservationNoticesWanted as selectExpiryDialogWanted,
} from './ReservationNoticesLoader';
import { orderApi } from '../orderApi';
import { orderRead } from '../../orderModel/orderRead';

const start = demoApiPerTest();

describe('the reservation notices as a chunk of their own', () => {
  it('is wanted once the basket holds something, not for an empty or missing order', async () => {
    const api = await start();
    const store = api.makeStore();
    expect(selectExpiryDialogWanted(store.getState())).toBe(false);

    const order = await store
      .dispatch(orderApi.endpoints.createOrder.initiate('shop-demo'))
      .unwrap();
    store.dispatch(orderStarted({ orderId: order.id, expiresAt: Date.now() + 60_000 }));
    store.dispatch(orderRead.util.upsertQueryData('getOrder', order.id, order));
    expect(selectExpiryDialogWanted(store.getState())).toBe(false);

    const filled = await store
      .dispatch(
        orderApi.endpoints.addItems.initiate({
          orderId: order.id,
          items: [{ variant: 'var-einfuehrung', placementId: 'pl-sinfonie-einfuehrung' }],
        }),
      )
      .unwrap();
    store.dispatch(orderRead.util.upsertQueryData('getOrder', order.id, filled));
    expect(selectExpiryDialogWanted(store.getState())).toBe(true);
  });

  it('is wanted when a warning is due before the order’s answer is in', async () => {
    const api = await start();
    const store = api.makeStore();
    // an order restored from storage: its end is known, its items not yet
    store.dispatch(orderStarted({ orderId: 'ord-restored', expiresAt: Date.now() + 25_000 }));
    expect(selectExpiryDialogWanted(store.getState())).toBe(false);
    store.dispatch(reservationWarningRaised({ threshold: 30, secondsLeft: 25 }));
    expect(selectExpiryDialogWanted(store.getState())).toBe(true);
  });

  it('comes and opens when the reservation has run out', async () => {
    const api = await start();
    const store = api.makeStore();
    renderWithProviders(<ReservationNoticesLoader />, { store, lang: 'en' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => {
      store.dispatch(orderStarted({ orderId: 'ord-old', expiresAt: Date.now() + 60_000 }));
      store.dispatch(reservationExpired());
    });
    const dialog = await screen.findByRole('dialog', { name: 'Reservation expired' });
    expect(dialog).toHaveTextContent('Your reservation has expired.');
  });
});
