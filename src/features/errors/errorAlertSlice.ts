/**
 * The shared error alert (spec: "Error state: one message and a visible flag").
 * The message is the server's detail (shown verbatim) or a text key translated at render time.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorMessageKey, VisitorMessage } from '../../api/errors';
import type { FailedCall } from './failedCall';

export interface ErrorAlertState {
  visible: boolean;
  detail: string | null;
  messageKey: ErrorMessageKey | null;
  /** what failed, when known: the toast's title says it (errors:failed.<failed>) */
  failed: FailedCall | null;
}

/** What the visitor is told: the message, and what failed when it is known. */
export type RaisedError = VisitorMessage & { failed?: FailedCall | null };

const initialState: ErrorAlertState = {
  visible: false,
  detail: null,
  messageKey: null,
  failed: null,
};

export const errorAlertSlice = createSlice({
  name: 'errorAlert',
  initialState,
  reducers: {
    /** Something failed that the visitor must hear about; a newer error replaces the shown one. */
    errorRaised(_state, action: PayloadAction<RaisedError>) {
      const { detail, messageKey, failed = null } = action.payload;
      return detail !== undefined
        ? { visible: true, detail, messageKey: null, failed }
        : { visible: true, detail: null, messageKey, failed };
    },
    /** The visitor closed the alert: the error is cleared. */
    dismissed() {
      return initialState;
    },
  },
  selectors: {
    selectErrorAlert: (state) => state,
    selectErrorVisible: (state) => state.visible,
  },
});

export const { errorRaised, dismissed } = errorAlertSlice.actions;
export const { selectErrorAlert, selectErrorVisible } = errorAlertSlice.selectors;
/** This feature's part of the store's state (combined in app/store.ts). */
declare module '../../state/rootState' {
  interface RootState {
    errorAlert: ErrorAlertState;
  }
}

export default errorAlertSlice.reducer;
