/**
 * The amounts the visitor asked for that the server's order does not show yet, by variant on a
 * placement. An amount is pending from the click until the round that applied it succeeded
 * (then the server's order says the same) or failed (then the server's order counts again).
 */
import { createSlice } from '@reduxjs/toolkit';
import { orderDiscarded } from '../session/sessionSlice';
import { amountChanged, amountsApplied, amountsResolved, amountsReverted } from './orderEvents';
import { expiryConfirmed, orderNotFound } from '../session/sessionOrderEvents';

export interface PendingAmount {
  placementId: string;
  variantId: string;
  amount: number;
  /** `amount` comes on top of what the order holds (asked for while the order was not known) */
  onTopOfOrder?: true;
}

export interface PendingAmountsState {
  /** by amountKey(placementId, variantId) */
  byKey: Record<string, PendingAmount>;
}

/** The key of a variant on a placement (a variant may be sold on several placements). */
export const amountKey = (placementId: string, variantId: string): string =>
  `${placementId}\u0000${variantId}`;

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
        state.byKey[amountKey(payload.placementId, payload.variantId)] = {
          placementId: payload.placementId,
          variantId: payload.variantId,
          amount: wantedAmount(payload.amount),
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
      .addCase(amountsReverted, () => initialState)
      .addCase(expiryConfirmed, () => initialState)
      .addCase(orderNotFound, () => initialState)
      .addCase(orderDiscarded, () => initialState);
  },
});

export default pendingAmountsSlice.reducer;
