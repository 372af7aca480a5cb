import type { OrderRecord, ShopState } from './state';

/** Seconds left, as the client shows them: rounded up, never below 0. */
export const remainingSeconds = (record: OrderRecord, now: number): number =>
  Math.max(0, Math.ceil((record.expiresAt - now) / 1000));

/** Only open orders expire; an order waiting for or done with payment keeps its status. */
export const isDue = (record: OrderRecord, now: number): boolean =>
  record.status === 'open' && now >= record.expiresAt;

/** The reservation starts again at its full length (on creation and whenever items are added). */
export function renewReservation(state: ShopState, record: OrderRecord): void {
  record.expiresAt = state.now() + state.options.reservationSeconds * 1000;
}

/** Discards every open order whose reservation ran out: its seats are free, its status 'expired'. */
export function sweepExpired(state: ShopState): void {
  const now = state.now();
  for (const record of state.orders.values()) {
    if (isDue(record, now)) record.status = 'expired';
  }
}
