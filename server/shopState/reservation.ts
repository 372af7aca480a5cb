import { extendSeatHolds, releaseBookedSeats, reservationEndFor } from './seatHolds';
import type { OrderRecord, ShopState } from './state';

/** Seconds left, as the client shows them: rounded up, never below 0. */
export const remainingSeconds = (record: OrderRecord, now: number): number =>
  Math.max(0, Math.ceil((record.expiresAt - now) / 1000));

/**
 * Orders the visitor can still change or pay expire: open ones, and those whose payment failed or
 * was cancelled (the visitor may pay again while the reservation lasts; after it, the seats they
 * had booked for that payment go back on sale). An order waiting for the provider, or paid, keeps
 * its status.
 */
export const isDue = (record: OrderRecord, now: number): boolean =>
  (record.status === 'open' || record.status === 'failed' || record.status === 'cancelled') &&
  now >= record.expiresAt;

/**
 * The reservation starts again at its full length (on creation and whenever items are added); the
 * order's seats.io hold token is extended with it, so the seats stay held exactly as long.
 */
export function renewReservation(state: ShopState, record: OrderRecord): void {
  extendReservation(state, record, state.now() + state.options.reservationSeconds * 1000);
}

/**
 * The reservation ends at `until` (no later than the order's hold token can last): the one place
 * the reservation's end moves, so the seats' holds always follow it (extendSeatHolds).
 */
export function extendReservation(state: ShopState, record: OrderRecord, until: number): void {
  record.expiresAt = reservationEndFor(state, record, until);
  extendSeatHolds(state, record);
}

/**
 * Discards every order whose reservation ran out (isDue): its status 'expired', its held seats
 * free with its token, the seats it had booked released.
 */
export function sweepExpired(state: ShopState): void {
  const now = state.now();
  for (const record of state.orders.values()) {
    if (!isDue(record, now)) continue;
    record.status = 'expired';
    releaseBookedSeats(state, record);
  }
}
