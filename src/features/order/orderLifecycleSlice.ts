/**
 * Where the current order is in its life (spec section 4, "Order lifecycle"):
 *
 *   none ─create─▶ starting ─answer─▶ active ─countdown 0─▶ expired ─confirm─▶ expiredConfirmed ─create─▶ …
 *   (stored id) ──restore─▶ starting ─404─▶ expiredConfirmed
 *
 * The phase cannot be derived from the current order's id (orderModel/currentOrder.ts): an
 * order whose countdown reached 0 still has its id until the visitor confirms, and "no order"
 * must be told apart from "the order is gone, confirmed". The phase follows the same events as
 * the id, so the two cannot disagree; selectOrderActive combines them.
 */
import { createSlice } from '@reduxjs/toolkit';
import {
  orderDiscarded,
  orderStarted,
  orderCreationFailed,
  orderCreationStarted,
  orderRefreshFailed,
  reservationExpired,
  expiryConfirmed,
  orderNotFound,
  orderRestored,
  reservationRenewed,
} from '../orderModel/orderEvents';

export type OrderPhase =
  /** no order yet: one is made when the visitor first adds something */
  | 'none'
  /** the server is asked for an order (created, or a stored one fetched again) */
  | 'starting'
  /** the order exists and its reservation runs */
  | 'active'
  /** the countdown reached 0: the expiry dialog is open until the visitor confirms */
  | 'expired'
  /** the order is gone: confirmed by the visitor, or the server answered 404 */
  | 'expiredConfirmed';

export interface OrderLifecycleState {
  phase: OrderPhase;
}

const initialState: OrderLifecycleState = { phase: 'none' };

export const orderLifecycleSlice = createSlice({
  name: 'orderLifecycle',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(orderCreationStarted, (state) => {
        state.phase = 'starting';
      })
      .addCase(orderRestored, (state) => {
        state.phase = 'starting';
      })
      .addCase(orderCreationFailed, (state) => {
        if (state.phase === 'starting') state.phase = 'none';
      })
      .addCase(orderStarted, (state) => {
        state.phase = 'active';
      })
      // the server answered for the current order: its reservation runs (again)
      .addCase(reservationRenewed, (state) => {
        if (state.phase !== 'expiredConfirmed') state.phase = 'active';
      })
      // a stored order could not be fetched (not a 404): keep it, the next answer tells more
      .addCase(orderRefreshFailed, (state) => {
        if (state.phase === 'starting') state.phase = 'active';
      })
      .addCase(reservationExpired, (state) => {
        if (state.phase === 'active') state.phase = 'expired';
      })
      .addCase(expiryConfirmed, (state) => {
        state.phase = 'expiredConfirmed';
      })
      .addCase(orderNotFound, (state) => {
        state.phase = 'expiredConfirmed';
      })
      .addCase(orderDiscarded, (state) => {
        state.phase = 'none';
      });
  },
});

export default orderLifecycleSlice.reducer;
