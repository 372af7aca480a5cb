/**
 * The reservation clock, the one home of the current order's reservation time:
 * - `expiresAt`: when the reservation ends (ms since the epoch), set once from each answer that
 *   carries the order (orderAnswers.expiresAtOf), on receipt;
 * - `secondsLeft`: the whole seconds left, written by the reservation saga once a second.
 * A tick changes nothing but `secondsLeft`: only the countdown selects it, so only the countdown
 * re-renders (`expiresAt` selectors keep their value).
 */
import { createSlice } from '@reduxjs/toolkit';
import {
  orderDiscarded,
  orderStarted,
  reservationRenewed,
  reservationTicked,
  expiryConfirmed,
  orderNotFound,
  orderRestored,
} from '../orderModel/orderEvents';

export interface ReservationTimerState {
  /** when the current order's reservation ends, ms since the epoch; null while none is known */
  expiresAt: number | null;
  /** null while no reservation runs */
  secondsLeft: number | null;
}

const initialState: ReservationTimerState = { expiresAt: null, secondsLeft: null };

export const reservationTimerSlice = createSlice({
  name: 'reservationTimer',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(orderStarted, (state, action) => {
        state.expiresAt = action.payload.expiresAt;
      })
      // dispatched for the current order only, as orderNotFound is (orderLifecycleSaga.ts)
      .addCase(reservationRenewed, (state, action) => {
        state.expiresAt = action.payload;
      })
      // a stored order id: its reservation time is known once the server answered for it
      .addCase(orderRestored, (state) => {
        state.expiresAt = null;
      })
      .addCase(reservationTicked, (state, action) => {
        state.secondsLeft = Math.max(0, action.payload);
      })
      .addCase(expiryConfirmed, () => initialState)
      .addCase(orderNotFound, () => initialState)
      .addCase(orderDiscarded, () => initialState);
  },
});

export default reservationTimerSlice.reducer;
