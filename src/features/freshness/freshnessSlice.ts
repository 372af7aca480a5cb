/** Build freshness (spec section 4): a newer build than the running one was found. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface FreshnessState {
  /** the id of the newer build, null while the running build is the latest known */
  newBuildId: string | null;
}

const initialState: FreshnessState = { newBuildId: null };

export const freshnessSlice = createSlice({
  name: 'freshness',
  initialState,
  reducers: {
    /** builds/latest.json named another build than the one running */
    newBuildFound(state, action: PayloadAction<string>) {
      state.newBuildId = action.payload;
    },
  },
  selectors: {
    selectNewBuildAvailable: (state) => state.newBuildId !== null,
    selectNewBuildId: (state) => state.newBuildId,
  },
});

export const { newBuildFound } = freshnessSlice.actions;
export const { selectNewBuildAvailable, selectNewBuildId } = freshnessSlice.selectors;
/** This feature's part of the store's state (combined in app/store.ts). */
declare module '../../state/rootState' {
  interface RootState {
    freshness: FreshnessState;
  }
}

export default freshnessSlice.reducer;
