/**
 * Test helpers for the reservation notices' screens (ReservationNotices.test.tsx,
 * ReservationWarning.test.tsx): an order holding items on the demo server, and the page around
 * the notices. Used by tests only.
 */
import { act } from '@testing-library/react';
import type { NewOrderItem, Order } from '../../../api/types';
import type { AppStore } from '../../../state/rootState';
import { visitor } from '../../../../server/testing/shopClient';
import { createOrder } from '../orderTestKit';
import { orderApi } from '../orderApi';
import ReservationNotices from './ReservationNotices';

export const TICKET: NewOrderItem = {
  placementId: 'pl-improtheater',
  variant: 'var-impro-erwachsene',
};

export async function orderWith(
  store: AppStore,
  items: NewOrderItem[] = [TICKET],
  seatsUrl?: string,
): Promise<Order> {
  const order = await createOrder(store);
  // a seat joins the order once seats.io holds it with the order's token, as the chart does
  const seats = items.flatMap((item) => (item.seatLabel ? [item.seatLabel] : []));
  if (seats.length > 0 && seatsUrl) await (await visitor(seatsUrl)).holdSeats(order, seats);
  return act(() =>
    store.dispatch(orderApi.endpoints.addItems.initiate({ orderId: order.id, items })).unwrap(),
  );
}

/** The page around the notices: a seat button, a field, the main content. */
export function Page() {
  return (
    <>
      <button type="button">{'Platz A-1'}</button>
      <label>
        {'Name'} <input type="text" />
      </label>
      <main id="main" tabIndex={-1}>
        {'Inhalt'}
      </main>
      <ReservationNotices />
    </>
  );
}
