/**
 * The visitor's session: the shop access token (from ?token= or its cookie). Which order is the
 * current one is the order model's (orderModel/currentOrder.ts).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SessionState {
  accessToken: string | null;
}

const initialState: SessionState = { accessToken: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** An access token arrived (query parameter token, or read back from its cookie). */
    accessTokenReceived(state, action: PayloadAction<string>) {
      state.accessToken = action.payload;
    },
  },
  selectors: {
    selectAccessToken: (state) => state.accessToken,
  },
});

export const { accessTokenReceived } = sessionSlice.actions;
export const { selectAccessToken } = sessionSlice.selectors;

/** This feature's part of the store's state (combined in app/rootReducer.ts). */
declare module '../../state/rootState' {
  interface RootState {
    session: SessionState;
  }
}

export default sessionSlice.reducer;
