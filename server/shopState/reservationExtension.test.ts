/** @jest-environment ./src/test/nodeEnvironment.cjs */
/**
 * The one server function that extends a reservation (and the order's seat holds with it): how
 * long, how often, and when it is refused.
 */
import { resolveOptions } from './options';
import { sweepExpired } from './reservation';
import { extensionsLeft, grantExtension } from './reservationExtension';
import { eventKeyOf, openSeatHolds } from './seatHolds';
import { createShopState, type OrderRecord, type ShopState } from './state';
import { manualClock } from '../testing/demoServer';
import { orderRecord } from '../testing/orderRecord';

const MINUTE = 60_000;

function shop(reservationExtensions = 2) {
  const clock = manualClock();
  const state = createShopState(
    resolveOptions({ reservationSeconds: 600, reservationExtensions, now: clock.now }),
  );
  return { state, clock };
}

function order(state: ShopState, id: string, seats: string[] = []): OrderRecord {
  const record = orderRecord({ id, expiresAt: state.now() + 10 * MINUTE }, seats);
  state.orders.set(id, record);
  // as the chart does: the order's token, and its seats held with it in seats.io
  openSeatHolds(state, record);
  if (seats.length > 0) state.seatsio.hold(eventOf(state, record), seats, record.holdToken ?? '');
  return record;
}

const eventOf = (state: ShopState, record: OrderRecord) =>
  eventKeyOf(state, record.items[0].placementId) ?? '';

/** The seats of the order's event that seats.io does not show free, with the token holding each. */
function notFree(state: ShopState, record: OrderRecord) {
  return state.seatsio
    .notFree(eventOf(state, record))
    .map((info) => [info.label, info.status, info.holdToken]);
}

describe('grantExtension', () => {
  it('starts the reservation again at its full length, never shorter, a bounded number of times', () => {
    const { state, clock } = shop(2);
    const record = order(state, 'ord-a');
    clock.advance(8 * MINUTE);
    expect(grantExtension(state, record)).toEqual({ extended: true });
    expect(record.expiresAt).toBe(state.now() + 10 * MINUTE);
    expect(extensionsLeft(state, record)).toBe(1);
    // at once again: the end does not move back, one more extension is used
    const end = record.expiresAt;
    expect(grantExtension(state, record)).toEqual({ extended: true });
    expect(record.expiresAt).toBe(end);
    expect(extensionsLeft(state, record)).toBe(0);
    expect(grantExtension(state, record)).toEqual({ extended: false, refusal: 'limit' });
  });

  it('keeps the seats held in seats.io for the extended reservation: nobody else can take them', () => {
    const { state, clock } = shop();
    const record = order(state, 'ord-a', ['A-1']);
    clock.advance(9 * MINUTE);
    grantExtension(state, record);
    expect(state.seatsio.retrieveHoldToken(record.holdToken ?? '')?.expiresAt).toBe(
      new Date(record.expiresAt).toISOString(),
    );
    clock.advance(9 * MINUTE); // past the first end, within the extended one
    expect(record.status).toBe('open');
    expect(notFree(state, record)).toEqual([['A-1', 'reservedByToken', record.holdToken]]);
  });

  it('takes up a reservation that ran out with a new hold token, unless another order holds one of its seats now', () => {
    const { state, clock } = shop();
    const record = order(state, 'ord-a', ['A-1', 'A-2']);
    const firstToken = record.holdToken;
    clock.advance(11 * MINUTE);
    sweepExpired(state); // as every call of the shop does first
    expect(notFree(state, record)).toEqual([]);
    expect(state.seatsio.retrieveHoldToken(firstToken ?? '')).toBeUndefined();
    expect(record.status).toBe('expired');
    expect(grantExtension(state, record)).toEqual({ extended: true });
    expect(record.status).toBe('open');
    expect(record.holdToken).not.toBe(firstToken);
    expect(notFree(state, record)).toEqual([
      ['A-1', 'reservedByToken', record.holdToken],
      ['A-2', 'reservedByToken', record.holdToken],
    ]);

    clock.advance(11 * MINUTE);
    const other = order(state, 'ord-b', ['A-2']);
    expect(grantExtension(state, record)).toEqual({
      extended: false,
      refusal: 'seatsGone',
      seats: ['A-2'],
    });
    expect(record.status).toBe('expired');
    expect(record.extensionsUsed).toBe(1);
    // nothing of the refused order is held: A-1 is free, A-2 the other order's
    expect(notFree(state, record)).toEqual([['A-2', 'reservedByToken', other.holdToken]]);
  });

  it("offers no extension an order's hold token could not outlast (seats.io: 2 hours at most)", () => {
    const { state, clock } = shop(100);
    const record = order(state, 'ord-a', ['A-1']);
    for (let minute = 0; minute < 110; minute += 9) {
      clock.advance(9 * MINUTE);
      grantExtension(state, record);
    }
    // the token was made 2 hours ago less 1 minute at most: the reservation ends with it
    expect(extensionsLeft(state, record)).toBe(0);
    expect(grantExtension(state, record)).toEqual({ extended: false, refusal: 'limit' });
    expect(notFree(state, record)).toEqual([['A-1', 'reservedByToken', record.holdToken]]);
  });

  it('leaves an order alone that is checked out or paid', () => {
    const { state } = shop();
    const record = order(state, 'ord-a');
    record.status = 'pending';
    expect(grantExtension(state, record)).toEqual({ extended: false, refusal: 'locked' });
    expect(extensionsLeft(state, record)).toBe(0);
  });
});
