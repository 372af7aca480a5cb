/**
 * The presale code's questions and news (issue 17: nothing of the visitor's is replaced without
 * asking). `question`: a presale code came while the basket holds items; the presale order would
 * replace that basket, so the visitor decides first (itemCount null: the basket could not be
 * loaded, so how much it holds is not known). `started`: a presale order started and presale access
 * is active; the visitor sees it said until they close it. The code itself is never kept here:
 * the presale saga holds it while it waits.
 */
import { createAction, createSlice } from '@reduxjs/toolkit';

export interface PresaleState {
  question: { itemCount: number | null } | null;
  started: boolean;
}

const initialState: PresaleState = { question: null, started: false };

/** The presale saga asks: replace the basket holding `itemCount` items with a presale order? */
export const presaleReplaceAsked = createAction<{ itemCount: number | null }>(
  'presale/replaceAsked',
);
/** The visitor chose the presale order: the basket is replaced. */
export const presaleReplaceConfirmed = createAction('presale/replaceConfirmed');
/** The visitor kept the basket: no presale order is started. */
export const presaleBasketKept = createAction('presale/basketKept');
/** A presale order started: presale access is active. */
export const presaleAccessStarted = createAction('presale/accessStarted');
/** The visitor closed the news that presale access is active. */
export const presaleNoticeClosed = createAction('presale/noticeClosed');

export const presaleSlice = createSlice({
  name: 'presale',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(presaleReplaceAsked, (state, action) => {
        state.question = { itemCount: action.payload.itemCount };
        state.started = false;
      })
      .addCase(presaleReplaceConfirmed, (state) => {
        state.question = null;
      })
      .addCase(presaleBasketKept, (state) => {
        state.question = null;
      })
      .addCase(presaleAccessStarted, (state) => {
        state.started = true;
      })
      .addCase(presaleNoticeClosed, (state) => {
        state.started = false;
      });
  },
  selectors: {
    selectPresaleQuestion: (state) => state.question,
    selectPresaleStarted: (state) => state.started,
  },
});

export const { selectPresaleQuestion, selectPresaleStarted } = presaleSlice.selectors;
export default presaleSlice.reducer;
