/**
 * Where the current order is in its life (spec section 4, "Order lifecycle"):
 *
 *   none ─create─▶ starting ─answer─▶ active ─countdown 0─▶ expired ─confirm─▶ expiredConfirmed ─create─▶ …
 *   (stored id) ──restore─▶ starting ─404─▶ expiredConfirmed
 *
 * Why a slice of its own and not more fields on `session`: the session's shape
 * ({ accessToken, orderId }) is preloaded at boot and in many tests, and
 * 'expired' / 'expiredConfirmed' cannot be derived from it: an order whose countdown reached 0
 * still has its id until the visitor confirms, and "no order" must be told apart from
 * "the order is gone, confirmed". The phase follows the same events as the session's
 * orderId, so the two cannot disagree; selectOrderActive combines them.
 */
import { createSlice } from '@reduxjs/toolkit';
import { orderDiscarded, orderStarted } from '../session/sessionSlice';
import {
  orderCreationFailed,
  orderCreationStarted,
  orderRefreshFailed,
  reservationExpired,
} from './orderEvents';
import { expiryConfirmed, orderNotFound, orderRestored } from '../session/sessionOrderEvents';
import { reservationRenewed } from './orderEvents';

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
