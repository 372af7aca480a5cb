/**
 * The visitor's session: the shop access token (from ?token= or storage) and which order is
 * the current one. The order's reservation time lives with the order (order/reservationTimerSlice.ts).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { expiryConfirmed, orderNotFound, orderRestored } from './sessionOrderEvents';

export interface SessionState {
  accessToken: string | null;
  orderId: string | null;
}

const initialState: SessionState = { accessToken: null, orderId: null };

export interface OrderStartedPayload {
  orderId: string;
  /** when the reservation ends, ms since the epoch (computed once, on receipt) */
  expiresAt: number;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** An access token arrived (query parameter token, or read back from storage). */
    accessTokenReceived(state, action: PayloadAction<string>) {
      state.accessToken = action.payload;
    },
    /** An order was created (or restored) and its reservation runs until expiresAt. */
    orderStarted(state, action: PayloadAction<OrderStartedPayload>) {
      state.orderId = action.payload.orderId;
    },
    /** The order is gone (expired and confirmed, or paid): forget it. */
    orderDiscarded(state) {
      state.orderId = null;
    },
  },
  extraReducers: (builder) => {
    builder
      // a stored order id: its reservation time is known once the server answered for it
      .addCase(orderRestored, (state, action) => {
        state.orderId = action.payload.orderId;
      })
      // the visitor confirmed the expiry: the order is forgotten
      .addCase(expiryConfirmed, (state) => {
        state.orderId = null;
      })
      // the server does not know the order any more (404)
      .addCase(orderNotFound, (state, action) => {
        if (state.orderId !== action.payload.orderId) return;
        state.orderId = null;
      });
  },
  selectors: {
    selectAccessToken: (state) => state.accessToken,
    selectOrderId: (state) => state.orderId,
  },
});

export const { accessTokenReceived, orderStarted, orderDiscarded } = sessionSlice.actions;
export const { selectAccessToken, selectOrderId } = sessionSlice.selectors;
/** This feature's part of the store's state (combined in app/store.ts). */
declare module '../../state/rootState' {
  interface RootState {
    session: SessionState;
  }
}

export default sessionSlice.reducer;
