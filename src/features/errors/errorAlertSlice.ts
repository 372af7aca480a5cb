/**
 * The shared error alert (spec: "Error state: one message and a visible flag").
 * The message is the server's detail (shown verbatim) or a text key translated at render time.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorMessageKey, VisitorMessage } from '../../api/errors';

export interface ErrorAlertState {
  visible: boolean;
  detail: string | null;
  messageKey: ErrorMessageKey | null;
}

const initialState: ErrorAlertState = { visible: false, detail: null, messageKey: null };

export const errorAlertSlice = createSlice({
  name: 'errorAlert',
  initialState,
  reducers: {
    /** Something failed that the visitor must hear about; a newer error replaces the shown one. */
    errorRaised(_state, action: PayloadAction<VisitorMessage>) {
      const { detail, messageKey } = action.payload;
      return detail !== undefined
        ? { visible: true, detail, messageKey: null }
        : { visible: true, detail: null, messageKey };
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
export default errorAlertSlice.reducer;
