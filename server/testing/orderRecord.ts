/**
 * An order record as the demo shop keeps it, for server tests that set up state directly: an
 * open, empty order of the demo shop unless `changes` say otherwise, with one seat item per
 * label of `seats` (the symphony's, category 1, adult).
 */
import { newOrderId, type OrderRecord } from '../shopState/state';
import { symphonySeat } from './fixtureIds';

export function orderRecord(
  changes: Partial<OrderRecord> = {},
  seats: readonly string[] = [],
): OrderRecord {
  const id = changes.id ?? newOrderId();
  return {
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
    expiresAt: 0,
    extensionsUsed: 0,
    paymentMethodId: null,
    buyer: null,
    lang: 'de',
    holdToken: null,
    ...changes,
  };
}
