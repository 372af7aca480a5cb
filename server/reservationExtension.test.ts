/** @jest-environment node */
/**
 * The one server function that extends a reservation (and the order's seat holds with it): how
 * long, how often, and when it is refused.
 */
import { resolveOptions } from './options';
import { extendReservation, extensionsLeft } from './reservationExtension';
import { heldSeats } from './seats';
import { createShopState, type OrderRecord, type ShopState } from './state';
import { manualClock } from './testing/demoServer';
import { symphonySeat } from './testing/fixtureIds';

const MINUTE = 60_000;

function shop(reservationExtensions = 2) {
  const clock = manualClock();
  const state = createShopState(
    resolveOptions({ reservationSeconds: 600, reservationExtensions, now: clock.now }),
  );
  return { state, clock };
}

function order(state: ShopState, id: string, seats: string[] = []): OrderRecord {
  const record: OrderRecord = {
    id,
    shop: 'demo',
    status: 'open',
    presaleToken: null,
    items: seats.map((seat, index) => ({
      ...symphonySeat(seat),
      id: `${id}-item-${index}`,
      seatLabel: seat,
      deliveryOption: 'EMAIL',
      inscription: null,
      price: 8900,
      personalisation: null,
      childItems: [],
      options: [],
    })),
    vouchers: [],
    insuranceEnabled: false,
    expiresAt: state.now() + 10 * MINUTE,
    extensionsUsed: 0,
    paymentMethodId: null,
    buyer: null,
    lang: 'de',
  };
  state.orders.set(id, record);
  return record;
}

describe('extendReservation', () => {
  it('starts the reservation again at its full length, never shorter, a bounded number of times', () => {
    const { state, clock } = shop(2);
    const record = order(state, 'ord-a');
    clock.advance(8 * MINUTE);
    expect(extendReservation(state, record)).toEqual({ extended: true });
    expect(record.expiresAt).toBe(state.now() + 10 * MINUTE);
    expect(extensionsLeft(state, record)).toBe(1);
    // at once again: the end does not move back, one more extension is used
    const end = record.expiresAt;
    expect(extendReservation(state, record)).toEqual({ extended: true });
    expect(record.expiresAt).toBe(end);
    expect(extensionsLeft(state, record)).toBe(0);
    expect(extendReservation(state, record)).toEqual({ extended: false, refusal: 'limit' });
  });

  it('keeps the seats held for the extended reservation: nobody else can take them', () => {
    const { state, clock } = shop();
    const record = order(state, 'ord-a', ['A-1']);
    clock.advance(9 * MINUTE);
    extendReservation(state, record);
    clock.advance(9 * MINUTE); // past the first end, within the extended one
    expect(record.status).toBe('open');
    expect([...heldSeats(state)]).toEqual(['pl-sinfonie-winter A-1']);
  });

  it('takes up a reservation that ran out, unless another order holds one of its seats now', () => {
    const { state, clock } = shop();
    const record = order(state, 'ord-a', ['A-1', 'A-2']);
    clock.advance(11 * MINUTE);
    expect(heldSeats(state).size).toBe(0);
    expect(record.status).toBe('expired');
    expect(extendReservation(state, record)).toEqual({ extended: true });
    expect(record.status).toBe('open');

    clock.advance(11 * MINUTE);
    order(state, 'ord-b', ['A-2']);
    expect(extendReservation(state, record)).toEqual({
      extended: false,
      refusal: 'seatsGone',
      seats: ['A-2'],
    });
    expect(record.status).toBe('expired');
    expect(record.extensionsUsed).toBe(1);
  });

  it('leaves an order alone that is checked out or paid', () => {
    const { state } = shop();
    const record = order(state, 'ord-a');
    record.status = 'pending';
    expect(extendReservation(state, record)).toEqual({ extended: false, refusal: 'locked' });
    expect(extensionsLeft(state, record)).toBe(0);
  });
});
