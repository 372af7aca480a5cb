import type { OrderItem, Variant } from '../../src/api/types';
import type { SeatMap, SeatRow } from '../demoFixture/fixture';
import { sweepExpired } from '../shopState/reservation';
import type { ShopState } from '../shopState/state';

/** The row of a seat label like "C-7" in a seat map; undefined when no such seat exists. */
export function seatRow(map: SeatMap, label: string): SeatRow | undefined {
  const match = label.match(/^([A-Za-z]+)-(\d+)$/);
  if (!match) return undefined;
  const row = map.rows.find((candidate) => candidate.row === match[1]);
  const number = Number(match[2]);
  return row && number >= 1 && number <= row.seats ? row : undefined;
}

/** A seat belongs to a variant's price category when the variant names one. */
export const seatFitsVariant = (row: SeatRow, variant: Variant): boolean =>
  variant.seatCategory === null || variant.seatCategory === row.category;

const seatKey = (placementId: string, label: string): string => `${placementId} ${label}`;

/**
 * Seats held by any order that is not expired (open, waiting for payment, paid or failed), but the
 * order `exceptOrderId`: a seat is held for as long as its order's reservation runs.
 */
export function heldSeats(state: ShopState, exceptOrderId?: string): Set<string> {
  sweepExpired(state);
  const held = new Set<string>();
  for (const record of state.orders.values()) {
    if (record.status === 'expired' || record.id === exceptOrderId) continue;
    for (const item of record.items) {
      if (item.seatLabel) held.add(seatKey(item.placementId, item.seatLabel));
    }
  }
  return held;
}

/** Indexes of new items whose seat is held already, or asked for twice in the same request. */
export function seatConflicts(
  state: ShopState,
  items: Pick<OrderItem, 'placementId' | 'seatLabel'>[],
): number[] {
  const held = heldSeats(state);
  const conflicts: number[] = [];
  items.forEach((item, index) => {
    if (!item.seatLabel) return;
    const key = seatKey(item.placementId, item.seatLabel);
    if (held.has(key)) conflicts.push(index);
    held.add(key);
  });
  return conflicts;
}
