/**
 * The whole seconds left on the reservation, written by the reservation saga once a second.
 * Kept apart from everything else so that a tick changes nothing but this number: only the
 * countdown selects it, so only the countdown re-renders.
 */
import { createSlice } from '@reduxjs/toolkit';
import { orderDiscarded } from '../session/sessionSlice';
import { reservationTicked } from './orderEvents';
import { expiryConfirmed, orderNotFound } from '../session/sessionOrderEvents';

export interface ReservationTimerState {
  /** null while no reservation runs */
  secondsLeft: number | null;
}

const initialState: ReservationTimerState = { secondsLeft: null };

export const reservationTimerSlice = createSlice({
  name: 'reservationTimer',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(reservationTicked, (state, action) => {
        state.secondsLeft = Math.max(0, action.payload);
      })
      .addCase(expiryConfirmed, () => initialState)
      .addCase(orderNotFound, () => initialState)
      .addCase(orderDiscarded, () => initialState);
  },
});

export default reservationTimerSlice.reducer;
