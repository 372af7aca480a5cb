/** The order feature's client state, one key in the root state: `state.order`. */
import { combineReducers } from '@reduxjs/toolkit';
import amountProblems from './amountProblems';
import basketChanges from './basketChanges';
import lifecycle from './orderLifecycleSlice';
import pendingAmounts from './pendingAmounts';
import reservationNotice from './reservation/reservationNoticeSlice';
import timer from './reservationTimerSlice';

const orderReducer = combineReducers({
  lifecycle,
  timer,
  pendingAmounts,
  reservationNotice,
  amountProblems,
  basketChanges,
});

export type OrderFeatureState = ReturnType<typeof orderReducer>;
/** This feature's part of the store's state (combined in app/store.ts). */
declare module '../../state/rootState' {
  interface RootState {
    order: OrderFeatureState;
  }
}

export default orderReducer;
