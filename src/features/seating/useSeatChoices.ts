/**
 * The visitor's seats on one chart: which show as selected (seatSelection.ts: their own clicks,
 * the calls under way, the server's order), which have a call under way, and the events that
 * choose them (seatingEvents.ts; the seat saga carries them out). A click the saga has answered,
 * or can no longer answer, is forgotten when the store changes so (a subscription: never while
 * rendering).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { DeliveryCode, Order, OrderItem, Placement, Variant } from '../../api/types';
import { useAppDispatch, useAppSelector, useAppStore } from '../../state/hooks';
import type { OrderPhase } from '../order/orderLifecycleSlice';
import { selectOrderPhase } from '../order/orderSelectors';
import { selectCurrentOrder } from '../orderModel/currentOrder';
import { latestSeatCall, selectSeatCalls, type SeatCall } from './seatCalls';
import { seatDeselected, seatSelected, seatTicketTypeChanged } from './seatingEvents';
import { seatItems, variantForSeat } from './seatingModel';
import {
  selectedSeats,
  spentIntents,
  withIntent,
  withoutIntents,
  type SeatIntents,
} from './seatSelection';

export interface SeatChoicesInput {
  placement: Placement;
  byCategory: ReadonlyMap<string, readonly Variant[]>;
  delivery: DeliveryCode | null;
  order: Order | undefined;
  phase: OrderPhase;
}

export interface SeatChoices {
  /** the order's items on this placement's seats, by seat label */
  held: ReadonlyMap<string, OrderItem>;
  /** the seats that show as selected, and the same sorted */
  selected: ReadonlySet<string>;
  selectedList: readonly string[];
  /** seats with a call under way */
  busy: ReadonlySet<string>;
  /** the latest seat call since the page opened, and when the latest failed one started (0: none) */
  latest: SeatCall | null;
  lastFailure: number;
  /** the visitor wants a seat (or not): false when that cannot be done now */
  toggle: (
    seat: { label: string; category: string },
    wanted: boolean,
    ticketType?: string,
  ) => boolean;
  changeTicketType: (seatLabel: string, variantId: string) => void;
}

export function useSeatChoices({
  placement,
  byCategory,
  delivery,
  order,
  phase,
}: SeatChoicesInput): SeatChoices {
  const dispatch = useAppDispatch();
  const calls = useAppSelector((state) => selectSeatCalls(state, placement.id));
  // calls made before the page opened are not news
  const [callsBefore] = useState(() => latestSeatCall(calls)?.startedAt ?? 0);
  const [intents, setIntents] = useState<SeatIntents>(() => new Map());
  const held = useMemo(() => seatItems(order, placement.id), [order, placement.id]);
  const heldLabels = useMemo(() => new Set(held.keys()), [held]);

  // clicks the saga has answered (or can no longer answer) say nothing any more: they no longer
  // count from the render that knows it, and are forgotten with the store's change that spent them
  const live = useMemo(
    () => withoutIntents(intents, spentIntents(intents, heldLabels, calls, phase)),
    [intents, heldLabels, calls, phase],
  );
  const store = useAppStore();
  useEffect(
    () =>
      store.subscribe(() =>
        setIntents((current) => {
          if (current.size === 0) return current;
          const state = store.getState();
          const inOrder = new Set(seatItems(selectCurrentOrder(state), placement.id).keys());
          const spent = spentIntents(
            current,
            inOrder,
            selectSeatCalls(state, placement.id),
            selectOrderPhase(state),
          );
          return withoutIntents(current, spent);
        }),
      ),
    [store, placement.id],
  );

  const selected = useMemo(
    () => selectedSeats(heldLabels, calls, live, phase),
    [heldLabels, calls, live, phase],
  );
  const selectedList = useMemo(() => [...selected].sort(), [selected]);
  const busy = useMemo(
    () =>
      new Set(
        [...calls.values()]
          .filter((call) => call.status === 'pending')
          .map((call) => call.seatLabel),
      ),
    [calls],
  );

  const toggle = useCallback(
    (seat: { label: string; category: string }, wanted: boolean, ticketType?: string): boolean => {
      if (selected.has(seat.label) === wanted) return true;
      if (wanted && phase === 'expired') return false; // the expiry dialog asks first
      const variant = wanted ? variantForSeat(byCategory, seat.category, ticketType) : undefined;
      if (wanted && !variant) return false;
      const at = Date.now();
      setIntents((current) => withIntent(current, seat.label, { wanted, at }));
      const target = { placementId: placement.id, seatLabel: seat.label };
      if (variant) {
        dispatch(
          seatSelected({ ...target, variantId: variant.id, deliveryOption: delivery ?? undefined }),
        );
      } else dispatch(seatDeselected(target));
      return true;
    },
    [selected, phase, byCategory, placement.id, delivery, dispatch],
  );

  const changeTicketType = useCallback(
    (seatLabel: string, variantId: string) => {
      const at = Date.now();
      setIntents((current) => withIntent(current, seatLabel, { wanted: true, at }));
      dispatch(seatTicketTypeChanged({ placementId: placement.id, seatLabel, variantId }));
    },
    [placement.id, dispatch],
  );

  const lastFailure = [...calls.values()]
    .filter((call) => call.status === 'rejected' && call.startedAt > callsBefore)
    .reduce((at, call) => Math.max(at, call.startedAt), 0);
  return {
    held,
    selected,
    selectedList,
    busy,
    latest: latestSeatCall(calls, callsBefore),
    lastFailure,
    toggle,
    changeTicketType,
  };
}
