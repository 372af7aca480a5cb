/**
 * Extending an order's reservation (POST …/order/{id}/reservation): the one server function that
 * moves a reservation's end on the visitor's request, and with it the order's seat holds.
 */
import { sweepExpired } from './reservation';
import { extendSeatHolds } from './seats';
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
  mayExtend(record) ? Math.max(0, state.options.reservationExtensions - record.extensionsUsed) : 0;

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
export function extendReservation(state: ShopState, record: OrderRecord): ExtensionOutcome {
  sweepExpired(state);
  if (!mayExtend(record)) return { extended: false, refusal: 'locked' };
  if (extensionsLeft(state, record) === 0) return { extended: false, refusal: 'limit' };
  const expiresAt = Math.max(
    record.status === 'open' ? record.expiresAt : 0,
    state.now() + state.options.reservationSeconds * 1000,
  );

  // ── EXTEND THIS ORDER'S SEAT HOLDS: here, and nowhere else. ─────────────────────────────────
  // The holds last exactly as long as the reservation: until `expiresAt`, which becomes
  // record.expiresAt below (the one source of the reservation's time). Today a seat is held by
  // every order that is not expired (seats.ts, heldSeats), so extending the holds means finding
  // that no other order holds one of the order's seats now. With seats.io hold tokens, this is
  // the line that extends the order's hold token to `expiresAt`; whatever it could not hold is
  // answered as lost seats.
  const lost = extendSeatHolds(state, record);
  if (lost.length > 0) return { extended: false, refusal: 'seatsGone', seats: lost };

  record.status = 'open';
  record.expiresAt = expiresAt;
  record.extensionsUsed += 1;
  return { extended: true };
}
