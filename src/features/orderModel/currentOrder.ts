/**
 * Which order is the visitor's current one: its id (a slice of its own, `currentOrder`), and the
 * order as the server last answered for it (the getOrder cache entry of that id, orderRead.ts).
 * The id follows the order's events (orderEvents.ts): set when an order starts or a stored one is
 * restored, forgotten when it is discarded, confirmed expired or unknown to the server (404).
 */
import { createSlice } from '@reduxjs/toolkit';
import type { Order } from '../../api/types';
import type { RootState } from '../../state/rootState';
import {
  expiryConfirmed,
  orderDiscarded,
  orderNotFound,
  orderRestored,
  orderInDoubt,
  orderStarted,
} from './orderEvents';
import { orderRead, type OrderReadMeta } from './orderRead';

export interface CurrentOrderState {
  /** the current order's id; null while there is none */
  id: string | null;
  /** how many of its changes were left in doubt (orderInDoubt) since it became current */
  doubts: number;
  /** how many of those an order read sent after them has answered for */
  doubtsSettled: number;
}

const initialState: CurrentOrderState = { id: null, doubts: 0, doubtsSettled: 0 };

/** Another order is current (or none): its doubts are not this one's. */
const current = (id: string | null): CurrentOrderState => ({ id, doubts: 0, doubtsSettled: 0 });

export const currentOrderSlice = createSlice({
  name: 'currentOrder',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(orderStarted, (_state, action) => current(action.payload.orderId))
      // a stored order id: its reservation time is known once the server answered for it
      .addCase(orderRestored, (_state, action) => current(action.payload.orderId))
      .addCase(orderDiscarded, () => current(null))
      .addCase(expiryConfirmed, () => current(null))
      // the server does not know the order any more: forgotten, unless another is current by now
      .addCase(orderNotFound, (state, action) =>
        state.id === action.payload.orderId ? current(null) : state,
      )
      .addCase(orderInDoubt, (state, action) => {
        if (state.id === action.payload.orderId) state.doubts += 1;
      })
      // a read of the order sent after its doubts (and not older than the cache) answers for them
      .addMatcher(orderRead.endpoints.getOrder.matchFulfilled, (state, action) => {
        const meta = action.meta.baseQueryMeta as OrderReadMeta | undefined;
        if (action.meta.arg.originalArgs !== state.id || meta?.superseded) return;
        state.doubtsSettled = Math.max(state.doubtsSettled, meta?.doubtsBefore ?? 0);
      });
  },
});

/** The current order's id, or null. */
export const selectOrderId = (state: RootState): string | null => state.currentOrder.id;

/**
 * Whether the cached order may not show what the server holds: a change was left in doubt and no
 * order read sent after it has answered yet. Whoever plans from the order reads it again first.
 */
export const selectOrderInDoubt = (state: RootState): boolean =>
  state.currentOrder.doubts > state.currentOrder.doubtsSettled;

/** The current order as the server last answered it (the getOrder cache entry), or undefined. */
export function selectCurrentOrder(state: RootState): Order | undefined {
  const orderId = selectOrderId(state);
  return orderId ? orderRead.endpoints.getOrder.select(orderId)(state).data : undefined;
}

/** This feature's part of the store's state (combined in app/rootReducer.ts). */
declare module '../../state/rootState' {
  interface RootState {
    currentOrder: CurrentOrderState;
  }
}

export default currentOrderSlice.reducer;
