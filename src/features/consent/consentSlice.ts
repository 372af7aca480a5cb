/**
 * The visitor's tracking consent. Undecided until the visitor chooses; the dialog
 * is shown while undecided. `dialogShown` says the consent dialog is on screen.
 * The choice is remembered in a cookie (consentCookie.ts) and restored as the store is made (consentMemory.ts).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ConsentStatus = 'undecided' | 'accepted' | 'rejected';

export interface ConsentState {
  status: ConsentStatus;
  dialogShown: boolean;
  /** the version of the privacy policy the choice refers to */
  policyVersion: 0;
}

const initialState: ConsentState = { status: 'undecided', dialogShown: false, policyVersion: 0 };

export const consentSlice = createSlice({
  name: 'consent',
  initialState,
  reducers: {
    /** The visitor accepted all tracking (full consent). */
    accepted(state) {
      state.status = 'accepted';
      state.dialogShown = false;
    },
    /** The visitor declined (anything short of accepting all). */
    rejected(state) {
      state.status = 'rejected';
      state.dialogShown = false;
    },
    /**
     * The storefront put the dialog on screen because the visitor is undecided. A choice made
     * before this arrives has closed it already: a click on the server's banner while the page
     * was still hydrating is carried out before the effect that says the banner showed.
     */
    dialogShown(state) {
      if (state.status === 'undecided') state.dialogShown = true;
    },
    /** The visitor opened the dialog again to change the choice. */
    dialogReopened(state) {
      state.dialogShown = true;
    },
    /** The visitor closed the reopened dialog, keeping the earlier choice (undecided: no effect). */
    dialogClosed(state) {
      if (state.status !== 'undecided') state.dialogShown = false;
    },
    /** The choice remembered from an earlier visit (the consent cookie) was found at start. */
    restored(state, action: PayloadAction<{ consentAll: boolean }>) {
      state.status = action.payload.consentAll ? 'accepted' : 'rejected';
      state.dialogShown = false;
    },
  },
  selectors: {
    selectConsentStatus: (state) => state.status,
    selectHasFullConsent: (state) => state.status === 'accepted',
    selectConsentDialogShown: (state) => state.dialogShown,
    /** The visitor has chosen (now or on an earlier visit). */
    selectConsentDecided: (state) => state.status !== 'undecided',
    /** Undecided and the dialog is not yet on screen: time to show it. */
    selectConsentDialogDue: (state) => state.status === 'undecided' && !state.dialogShown,
  },
});

export const { accepted, rejected, dialogShown, dialogReopened, dialogClosed, restored } =
  consentSlice.actions;
export const {
  selectConsentStatus,
  selectHasFullConsent,
  selectConsentDialogShown,
  selectConsentDecided,
  selectConsentDialogDue,
} = consentSlice.selectors;
/** This feature's part of the store's state (combined in app/store.ts). */
declare module '../../state/rootState' {
  interface RootState {
    consent: ConsentState;
  }
}

export default consentSlice.reducer;
