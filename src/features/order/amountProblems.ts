/**
 * What the visitor asked for that the order could not be brought to (issue 17, point 5): per
 * variant on a placement, how many were wanted and how many the order holds, and why. Shown at the
 * amount where the visitor asked (the article page's control), until they change that amount again
 * or the order goes.
 */
import { createSlice } from '@reduxjs/toolkit';
import {
  orderDiscarded,
  amountChanged,
  amountsNotReached,
  type AmountProblem,
  expiryConfirmed,
  orderNotFound,
} from '../orderModel/orderEvents';
import { pendingKey } from './pendingAmounts';

export interface AmountProblemsState {
  /** by pendingKey: the variant on a placement, or a basket line */
  byKey: Record<string, AmountProblem>;
}

const initialState: AmountProblemsState = { byKey: {} };

export const amountProblemsSlice = createSlice({
  name: 'amountProblems',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(amountsNotReached, (state, { payload }) => {
        for (const problem of payload) state.byKey[pendingKey(problem)] = problem;
      })
      // the visitor asks again: what they were told before is past
      .addCase(amountChanged, (state, { payload }) => {
        delete state.byKey[pendingKey(payload)];
      })
      .addCase(expiryConfirmed, () => initialState)
      .addCase(orderNotFound, () => initialState)
      .addCase(orderDiscarded, () => initialState);
  },
});

export default amountProblemsSlice.reducer;
