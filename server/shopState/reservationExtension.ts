/**
 * Extending an order's reservation (POST …/order/{id}/reservation): the one server function that
 * moves a reservation's end on the visitor's request, and with it the order's seat holds.
 */
import { extendReservation, sweepExpired } from './reservation';
import { holdSeatsAgain, reservationEndFor } from './seatHolds';
import type { OrderRecord, ShopState } from './state';

/** A reservation that can still run (or ran out and may be taken up again) can be extended. */
const mayExtend = (record: OrderRecord): boolean =>
  record.status === 'open' || record.status === 'expired';

/**
 * How many more times the visitor may extend the order's reservation now: the shop's bound less
 * the extensions used, 0 for an order that is checked out, paid or given up (like pretix's
 * limited cart renewals, and WCAG 2.2.1's "extend at least ten times" with the default bound).
 */
export const extensionsLeft = (state: ShopState, record: OrderRecord): number =>
  mayExtend(record) && !atTokenLimit(state, record)
    ? Math.max(0, state.options.reservationExtensions - record.extensionsUsed)
    : 0;

/**
 * An open order whose seats.io hold token cannot last beyond the reservation's end (seats.io keeps
 * a token at most 2 hours): extending would give the visitor nothing.
 */
function atTokenLimit(state: ShopState, record: OrderRecord): boolean {
  if (record.status !== 'open') return false;
  const wanted = state.now() + state.options.reservationSeconds * 1000;
  return wanted > record.expiresAt && reservationEndFor(state, record, wanted) <= record.expiresAt;
}

export type ExtensionOutcome =
  | { extended: true }
  | { extended: false; refusal: 'locked' | 'limit' }
  | { extended: false; refusal: 'seatsGone'; seats: string[] };

/**
 * The visitor asked to keep the reservation: it starts again at its full length (from now; never
 * shorter than it is), and its seat holds with it. Refused when the order is no longer open
 * ('locked'), when the visitor used every extension ('limit'), or when a seat of the order cannot
 * be held any more ('seatsGone': it ran out and another order took the seat). An order whose
 * reservation ran out is open again when all of it can be held.
 */
export function grantExtension(state: ShopState, record: OrderRecord): ExtensionOutcome {
  sweepExpired(state);
  if (!mayExtend(record)) return { extended: false, refusal: 'locked' };
  if (extensionsLeft(state, record) === 0) return { extended: false, refusal: 'limit' };
  const expiresAt = Math.max(
    record.status === 'open' ? record.expiresAt : 0,
    state.now() + state.options.reservationSeconds * 1000,
  );
  // an order that ran out holds its seats again with a new token, unless one was taken meanwhile
  const lost = holdSeatsAgain(state, record, (expiresAt - state.now()) / 60_000);
  if (lost.length > 0) return { extended: false, refusal: 'seatsGone', seats: lost };

  record.status = 'open';
  // the one place a reservation's end moves: the order's hold token follows it (reservation.ts)
  extendReservation(state, record, expiresAt);
  record.extensionsUsed += 1;
  return { extended: true };
}
