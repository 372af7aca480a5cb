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
  orderStarted,
} from './orderEvents';
import { orderRead } from './orderRead';

export interface CurrentOrderState {
  /** the current order's id; null while there is none */
  id: string | null;
}

const initialState: CurrentOrderState = { id: null };

export const currentOrderSlice = createSlice({
  name: 'currentOrder',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(orderStarted, (state, action) => {
        state.id = action.payload.orderId;
      })
      // a stored order id: its reservation time is known once the server answered for it
      .addCase(orderRestored, (state, action) => {
        state.id = action.payload.orderId;
      })
      .addCase(orderDiscarded, (state) => {
        state.id = null;
      })
      .addCase(expiryConfirmed, (state) => {
        state.id = null;
      })
      // the server does not know the order any more: forgotten, unless another is current by now
      .addCase(orderNotFound, (state, action) => {
        if (state.id === action.payload.orderId) state.id = null;
      });
  },
});

/** The current order's id, or null. */
export const selectOrderId = (state: RootState): string | null => state.currentOrder.id;

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
