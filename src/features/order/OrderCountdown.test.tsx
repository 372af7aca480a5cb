import { act, screen } from '@testing-library/react';
import type { Order } from '../../api/types';
import { useAppSelector } from '../../state/hooks';
import { renderWithProviders } from '../../test/renderWithProviders';
import { orderStarted, reservationTicked } from '../orderModel/orderEvents';
import OrderCountdown from './OrderCountdown';
import { selectOrderActive } from './orderSelectors';
import { selectVariantAmount } from './amountSelectors';
import { selectCurrentOrder } from '../orderModel/currentOrder';
import { orderRead } from '../orderModel/orderRead';

describe('OrderCountdown', () => {
  it('shows nothing while no reservation runs', () => {
    const { container } = renderWithProviders(<OrderCountdown />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows mm:ss and announces at 5 minutes and at 1 minute only', () => {
    const { store } = renderWithProviders(<OrderCountdown />);
    const tick = (seconds: number) =>
      act(() => {
        store.dispatch(reservationTicked(seconds));
      });
    tick(302);
    const timer = screen.getByRole('timer', { name: 'Reservierte Zeit für Ihre Bestellung' });
    const status = screen.getByRole('status');
    expect(timer).toHaveTextContent('05:02');
    expect(status).toHaveTextContent('');
    tick(301);
    expect(status).toHaveTextContent('');
    tick(300);
    expect(timer).toHaveTextContent('05:00');
    expect(status).toHaveTextContent('Noch 5 Minuten reserviert');
    tick(299);
    tick(120);
    expect(status).toHaveTextContent('Noch 5 Minuten reserviert');
    tick(61);
    tick(60);
    expect(status).toHaveTextContent('Noch 1 Minute reserviert');
    tick(30);
    tick(10);
    tick(0);
    expect(timer).toHaveTextContent('00:00');
    expect(status).toHaveTextContent('Noch 1 Minute reserviert');
  });

  it('announces in the visitor language', () => {
    const { store } = renderWithProviders(<OrderCountdown />, { lang: 'fr' });
    act(() => {
      store.dispatch(reservationTicked(301));
    });
    act(() => {
      store.dispatch(reservationTicked(300));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Encore 5 minutes de réservation');
  });

  it('is the only thing that re-renders on a tick', () => {
    let renders = 0;
    function OrderSummaryProbe() {
      renders += 1;
      const active = useAppSelector(selectOrderActive);
      const order = useAppSelector(selectCurrentOrder);
      const amount = useAppSelector((state) =>
        selectVariantAmount(state, 'pl-improtheater', 'var-impro-erwachsene'),
      );
      return <p>{`${String(active)} ${order?.id ?? '-'} ${amount}`}</p>;
    }
    const { store } = renderWithProviders(
      <>
        <OrderSummaryProbe />
        <OrderCountdown />
      </>,
    );
    const order = { id: 'ord-1', items: [], reservationExpiresInSeconds: 600 } as unknown as Order;
    act(() => {
      // the order in the cache first, so nothing is fetched
      store.dispatch(
        orderRead.util.upsertQueryEntries([
          { endpointName: 'getOrder', arg: 'ord-1', value: order },
        ]),
      );
      store.dispatch(orderStarted({ orderId: 'ord-1', expiresAt: Date.now() + 600_000 }));
    });
    expect(screen.getByText('true ord-1 0')).toBeInTheDocument();
    const before = renders;
    for (let seconds = 600; seconds > 590; seconds -= 1) {
      act(() => {
        store.dispatch(reservationTicked(seconds));
      });
    }
    expect(screen.getByRole('timer')).toHaveTextContent('09:51');
    expect(renders).toBe(before);
  });
});
