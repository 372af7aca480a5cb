/**
 * What the visitor is told about the reservation's time while it runs (issue 17, point 3): the
 * warning that it is running out (raised by the reservation saga at 2 minutes and 30 seconds
 * left), the word that it was extended, and how the visitor's request to keep it went. The toast
 * (ReservationWarning) and the expiry dialog show it; the thresholds already warned about are kept
 * here so that a warning is raised once per threshold, however often the countdown restarts.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { VisitorMessage } from '../../../api/errors';
import {
  orderDiscarded,
  reservationExpired,
  reservationExtended,
  reservationExtensionRefused,
  reservationExtensionRequested,
  reservationNoticeClosed,
  reservationTicked,
  reservationWarningRaised,
  expiryConfirmed,
  orderNotFound,
} from '../../orderModel/orderEvents';
import { REARM_MARGIN_SECONDS, reachedThresholds, stillWarned } from './warningThresholds';

export type ReservationNotice =
  /** the reservation is running out; `threshold`: the seconds at which the warning was raised */
  | { kind: 'warning'; threshold: number }
  /** the reservation was extended at the visitor's request */
  | { kind: 'extended' };

export interface ReservationNoticeState {
  /** the thresholds warned about, until the time left goes back above them */
  warned: number[];
  /** what the toast shows; null: nothing */
  notice: ReservationNotice | null;
  /** the visitor's request to keep the reservation: none, asked (under way), or refused */
  extension: 'none' | 'asked' | 'refused';
  /** why it was refused, and whether asking again may help */
  refusal: { message: VisitorMessage; retryable: boolean } | null;
}

const initialState: ReservationNoticeState = {
  warned: [],
  notice: null,
  extension: 'none',
  refusal: null,
};

export const reservationNoticeSlice = createSlice({
  name: 'reservationNotice',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(reservationWarningRaised, (state, { payload }) => {
        state.warned = [...new Set([...state.warned, ...reachedThresholds(payload.secondsLeft)])];
        state.notice = { kind: 'warning', threshold: payload.threshold };
        state.extension = 'none';
        state.refusal = null;
      })
      // a tick changes nothing here unless the time went back up (a renewal): then the thresholds
      // it is above are armed again, and a warning about a time that is no more goes
      .addCase(reservationTicked, (state, { payload: secondsLeft }) => {
        const warned = stillWarned(secondsLeft, state.warned);
        if (warned.length !== state.warned.length) state.warned = warned;
        const { notice } = state;
        if (
          notice?.kind === 'warning' &&
          state.extension !== 'asked' &&
          secondsLeft > notice.threshold + REARM_MARGIN_SECONDS
        ) {
          state.notice = null;
          state.extension = 'none';
          state.refusal = null;
        }
      })
      .addCase(reservationExtensionRequested, (state) => {
        state.extension = 'asked';
        state.refusal = null;
      })
      .addCase(reservationExtended, (state) => {
        state.notice = { kind: 'extended' };
        state.extension = 'none';
        state.refusal = null;
      })
      .addCase(reservationExtensionRefused, (state, { payload }) => {
        state.extension = 'refused';
        state.refusal = payload;
      })
      .addCase(reservationNoticeClosed, (state) => {
        state.notice = null;
        state.extension = 'none';
        state.refusal = null;
      })
      // the expiry dialog takes over (and offers to keep the reservation, when it can be kept)
      .addCase(reservationExpired, (state) => ({ ...initialState, warned: state.warned }))
      .addCase(expiryConfirmed, () => initialState)
      .addCase(orderNotFound, () => initialState)
      .addCase(orderDiscarded, () => initialState);
  },
});

export default reservationNoticeSlice.reducer;
