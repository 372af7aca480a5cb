/**
 * The presale code's questions and news (issue 17: nothing of the visitor's is replaced without
 * asking). `question`: a presale code came while the basket holds items; the presale order would
 * replace that basket, so the visitor decides first (itemCount null: the basket could not be
 * loaded, so how much it holds is not known). `started`: a presale order started and presale access
 * is active; the visitor sees it said until they close it. The code itself is never kept here:
 * the presale saga holds it while it waits.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface PresaleState {
  question: { itemCount: number | null } | null;
  started: boolean;
}

const initialState: PresaleState = { question: null, started: false };

export const presaleSlice = createSlice({
  name: 'presale',
  initialState,
  reducers: {
    /** The presale saga asks: replace the basket holding `itemCount` items with a presale order? */
    replaceAsked(state, action: PayloadAction<{ itemCount: number | null }>) {
      state.question = { itemCount: action.payload.itemCount };
      state.started = false;
    },
    /** The visitor chose the presale order: the basket is replaced. */
    replaceConfirmed(state) {
      state.question = null;
    },
    /** The visitor kept the basket: no presale order is started. */
    basketKept(state) {
      state.question = null;
    },
    /** A presale order started: presale access is active. */
    accessStarted(state) {
      state.started = true;
    },
    /** The visitor closed the news that presale access is active. */
    noticeClosed(state) {
      state.started = false;
    },
  },
  selectors: {
    selectPresaleQuestion: (state) => state.question,
    selectPresaleStarted: (state) => state.started,
  },
});

export const {
  replaceAsked: presaleReplaceAsked,
  replaceConfirmed: presaleReplaceConfirmed,
  basketKept: presaleBasketKept,
  accessStarted: presaleAccessStarted,
  noticeClosed: presaleNoticeClosed,
} = presaleSlice.actions;
export const { selectPresaleQuestion, selectPresaleStarted } = presaleSlice.selectors;
/** This feature's part of the store's state (combined in app/store.ts). */
declare module '../../state/rootState' {
  interface RootState {
    presale: PresaleState;
  }
}

export default presaleSlice.reducer;
