import type { Order } from '../../api/types';
import type { RootState } from '../../state/rootState';
import { selectCurrentOrder, selectOrderId } from '../orderModel/currentOrder';
import type { AmountProblem } from '../orderModel/orderEvents';
import type { OrderPhase } from './orderLifecycleSlice';
import { amountKey, type PendingAmount } from './pendingAmounts';
import { orderRead } from '../orderModel/orderRead';

/** How many items the current order holds (child items of bundles not counted). */
export const selectOrderItemCount = (state: RootState): number =>
  selectCurrentOrder(state)?.items.length ?? 0;

// ------------------------------------------------------------------ lifecycle

/** none | starting | active | expired | expiredConfirmed (see orderLifecycleSlice). */
export const selectOrderPhase = (state: RootState): OrderPhase => state.order.lifecycle.phase;

/** An order is active only if it exists and is not expired (spec section 4). */
export const selectOrderActive = (state: RootState): boolean =>
  selectOrderId(state) !== null && selectOrderPhase(state) === 'active';

/** The reservation ran out and the visitor has not confirmed it yet. */
export const selectExpiryDialogOpen = (state: RootState): boolean =>
  selectOrderPhase(state) === 'expired';

/** Whole seconds left on the reservation, null while none runs (changes once a second). */
export const selectSecondsLeft = (state: RootState): number | null => state.order.timer.secondsLeft;

/** When the current order's reservation ends (ms since the epoch); null while none is known. */
export const selectOrderExpiresAt = (state: RootState): number | null =>
  state.order.timer.expiresAt;

// ------------------------------------------------------------------ reservation notices

/** What the reservation notice shows, the visitor's request to keep the reservation, and why not. */
export const selectReservationNotice = (state: RootState) => state.order.reservationNotice;

/** The thresholds (seconds left) warned about since the reservation last ran above them. */
export const selectWarnedThresholds = (state: RootState): readonly number[] =>
  state.order.reservationNotice.warned;

/** The current order is open: it can still change (not checked out, paid or given up). */
export const selectOrderOpen = (state: RootState): boolean =>
  selectCurrentOrder(state)?.status === 'open';

/**
 * The visitor may keep the reservation by extending it: the order's answer says the shop allows
 * at least one more extension (a shop that does not say offers none).
 */
export const selectReservationExtendable = (state: RootState): boolean => {
  const order = selectCurrentOrder(state);
  return order?.status === 'open' && (order.reservationExtensionsLeft ?? 0) > 0;
};

/**
 * The notices offer to keep the reservation (the warning's button, the expiry dialog's): it can be
 * extended, and the shop has not refused it for good (a refusal worth asking again keeps the offer).
 */
export const selectExtensionOffered = (state: RootState): boolean => {
  const { extension, refusal } = selectReservationNotice(state);
  return (
    selectReservationExtendable(state) && !(extension === 'refused' && refusal?.retryable === false)
  );
};

// ------------------------------------------------------------------ amounts

/** How many items of this variant on this placement an order holds (bundle children not counted). */
export function countVariantItems(
  order: Order | undefined,
  placementId: string,
  variantId: string,
): number {
  if (!order) return 0;
  let count = 0;
  for (const item of order.items)
    if (item.placementId === placementId && item.variant === variantId) count += 1;
  return count;
}

/**
 * Why the current order's answer is not here: 'loading' while it is fetched (or being created),
 * 'failed' when fetching it failed (the visitor can ask again); null when it is here, or when
 * there is no order.
 */
export function selectOrderMissing(state: RootState): 'loading' | 'failed' | null {
  const orderId = selectOrderId(state);
  if (orderId === null) return selectOrderPhase(state) === 'starting' ? 'loading' : null;
  const entry = orderRead.endpoints.getOrder.select(orderId)(state);
  if (entry.data !== undefined) return null;
  return entry.isError && selectOrderPhase(state) !== 'starting' ? 'failed' : 'loading';
}

/**
 * The current order is being read again (a reload, the tab back from the background, after a
 * change that got no answer): the basket says aria-busy until the answer is in the store.
 */
export function selectOrderReading(state: RootState): boolean {
  const orderId = selectOrderId(state);
  return (
    orderId !== null && orderRead.endpoints.getOrder.select(orderId)(state).status === 'pending'
  );
}

/**
 * Whether the visitor can see what the order holds: there is no order, or its answer is here.
 * Not while an order restored after a reload is on its way, nor when fetching it failed.
 */
export const selectOrderKnown = (state: RootState): boolean =>
  selectOrderId(state) === null || selectCurrentOrder(state) !== undefined;

/** What the order could not be brought to for this variant on this placement, if anything. */
export const selectAmountProblem = (
  state: RootState,
  placementId: string,
  variantId: string,
): AmountProblem | undefined => state.order.amountProblems.byKey[amountKey(placementId, variantId)];

/** The amounts asked for and not yet applied, by amountKey. */
export const selectPendingAmounts = (state: RootState): Readonly<Record<string, PendingAmount>> =>
  state.order.pendingAmounts.byKey;

/** Whether some asked-for amount is not applied yet (a round is waiting or under way). */
export const selectHasPendingAmounts = (state: RootState): boolean =>
  Object.keys(selectPendingAmounts(state)).length > 0;

/**
 * The current order holds nothing a visitor could lose when its reservation runs out: its answer
 * is here, with no items and no vouchers, and no amount asked for is waiting to be applied.
 */
export const selectOrderHoldsNothing = (state: RootState): boolean => {
  const order = selectCurrentOrder(state);
  return (
    order !== undefined &&
    order.items.length === 0 &&
    order.vouchers.length === 0 &&
    !selectHasPendingAmounts(state)
  );
};
