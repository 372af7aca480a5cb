/**
 * The amounts the visitor asked for that the server's order does not show yet, by variant on a
 * placement. An amount is pending from the click until the round that applied it succeeded
 * (then the server's order says the same) or failed (then the server's order counts again).
 */
import { createSlice } from '@reduxjs/toolkit';
import type { NewOrderItem } from '../../api/types';
import {
  amountChanged,
  amountsApplied,
  amountsResolved,
  amountsReverted,
  expiryConfirmed,
  orderNotFound,
} from '../orderModel/orderEvents';

export interface PendingAmount {
  placementId: string;
  variantId: string;
  amount: number;
  /** `amount` comes on top of what the order holds (asked for while the order was not known) */
  onTopOfOrder?: true;
  /** a basket line's amount: how many of these identical tickets (orderLines.ts), not of the variant */
  line?: { key: string; like: NewOrderItem };
}

export interface PendingAmountsState {
  /** by amountKey(placementId, variantId) */
  byKey: Record<string, PendingAmount>;
}

/** The key of a variant on a placement (a variant may be sold on several placements). */
export const amountKey = (placementId: string, variantId: string): string =>
  `${placementId}\u0000${variantId}`;

/** The key of a pending amount: its variant's, or its basket line's. */
export const pendingKey = (amount: {
  placementId: string;
  variantId: string;
  line?: { key: string };
  lineKey?: string;
}): string => {
  const line = amount.line?.key ?? amount.lineKey;
  const key = amountKey(amount.placementId, amount.variantId);
  return line === undefined ? key : `${key}\u0000${line}`;
};

/** The most of one variant (or one basket line) a visitor can ask for at once. */
export const MAX_VARIANT_AMOUNT = 20;

/** A wanted amount: a whole number, 0 or more. */
export const wantedAmount = (amount: number): number =>
  Number.isFinite(amount) ? Math.max(0, Math.floor(amount)) : 0;

const initialState: PendingAmountsState = { byKey: {} };

export const pendingAmountsSlice = createSlice({
  name: 'pendingAmounts',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(amountChanged, (state, { payload }) => {
        const amount = wantedAmount(payload.amount);
        const { line } = payload;
        if (line) {
          // a line changed while its variant's whole amount waits too: that amount moves with
          // it, so the two wishes add up to what the visitor sees
          const key = pendingKey(payload);
          const before = state.byKey[key]?.amount ?? line.held;
          const whole = state.byKey[amountKey(payload.placementId, payload.variantId)];
          if (whole && !whole.onTopOfOrder)
            whole.amount = wantedAmount(whole.amount + amount - before);
          state.byKey[key] = {
            placementId: payload.placementId,
            variantId: payload.variantId,
            amount,
            line: { key: line.key, like: line.like },
          };
          return;
        }
        state.byKey[amountKey(payload.placementId, payload.variantId)] = {
          placementId: payload.placementId,
          variantId: payload.variantId,
          amount,
          ...(payload.onTopOfOrder ? { onTopOfOrder: true as const } : {}),
        };
      })
      // only what is still wanted as applied: a click during the round stays pending
      .addCase(amountsApplied, (state, { payload }) => {
        for (const [key, amount] of Object.entries(payload)) {
          if (state.byKey[key]?.amount === amount) delete state.byKey[key];
        }
      })
      // only what is still asked on top as it was: a click meanwhile is a new wish
      .addCase(amountsResolved, (state, { payload }) => {
        for (const [key, { asked, whole }] of Object.entries(payload)) {
          const pending = state.byKey[key];
          if (!pending?.onTopOfOrder || pending.amount !== asked) continue;
          state.byKey[key] = {
            placementId: pending.placementId,
            variantId: pending.variantId,
            amount: whole,
          };
        }
      })
      // the basket is lost with its order: the visitor confirmed the expiry, or it is gone
      .addCase(amountsReverted, () => initialState)
      .addCase(expiryConfirmed, () => initialState)
      .addCase(orderNotFound, () => initialState);
    // not on orderDiscarded: an order is let go only when it holds nothing of the visitor's (paid,
    // or run out empty), so what the visitor asked for meanwhile goes into the next order
  },
});

export default pendingAmountsSlice.reducer;
