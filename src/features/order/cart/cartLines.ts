/**
 * The basket as lines (issue 19): the items of each placement, identical tickets as one line with
 * a quantity (orderLines.ts says which are identical), the seated tickets of the placement's
 * event as one line that lists the seats. Placements, and lines within them, in the order their
 * first item appears in the order. A pure function and its memoised selector: the lines are
 * worked out once per answer of the order.
 */
import { createSelector } from '@reduxjs/toolkit';
import type { OrderItem } from '../../../api/types';
import { selectCurrentOrder } from '../../orderModel/currentOrder';
import { lineKeyOf } from '../orderLines';

export interface CartLine {
  /** the line's identity (orderLines.lineKeyOf), or `seats` plus the placement for its seats */
  key: string;
  /** 'tickets': identical tickets with a quantity; 'seats': the seated tickets of an event */
  kind: 'tickets' | 'seats';
  placementId: string;
  /** the variant of the line's tickets (of the first seat for a seats line) */
  variantId: string;
  /** the line's items, in the order the server lists them */
  items: OrderItem[];
}

export interface CartGroup {
  placementId: string;
  lines: CartLine[];
}

/** The order's items as placements with their lines. */
export function cartGroups(items: readonly OrderItem[]): CartGroup[] {
  const groups = new Map<string, { placementId: string; lines: Map<string, CartLine> }>();
  for (const item of items) {
    let group = groups.get(item.placementId);
    if (!group) {
      group = { placementId: item.placementId, lines: new Map() };
      groups.set(item.placementId, group);
    }
    const ticketKey = lineKeyOf(item);
    const key = ticketKey ?? `seats\u0000${item.placementId}`;
    const line = group.lines.get(key);
    if (line) line.items.push(item);
    else
      group.lines.set(key, {
        key,
        kind: ticketKey === null ? 'seats' : 'tickets',
        placementId: item.placementId,
        variantId: item.variant,
        items: [item],
      });
  }
  return [...groups.values()].map(({ placementId, lines }) => ({
    placementId,
    lines: [...lines.values()],
  }));
}

const NO_ITEMS: readonly OrderItem[] = [];

/** The current order's basket lines; the same array until the order's answer changes. */
export const selectCartGroups = createSelector(
  [
    (state: Parameters<typeof selectCurrentOrder>[0]) =>
      selectCurrentOrder(state)?.items ?? NO_ITEMS,
  ],
  cartGroups,
);
