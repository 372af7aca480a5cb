/**
 * The checkout's client state, one key in the root state (`state.checkout`): whether a checkout
 * call is under way, whether the order waits for the payment provider (spec section 4: checkout
 * sets the waiting-for-payment-provider flag), the server's last refusal and whether the lightbox
 * failed. The buyer form's values live in Formik, not here.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { VisitorMessage } from '../../api/errors';
import { orderDiscarded } from '../orderModel/orderEvents';
import {
  checkoutPageRestored,
  checkoutRejected,
  checkoutStarted,
  lightboxFailed,
  paymentStarted,
} from './checkoutEvents';

export interface CheckoutRejection {
  message: VisitorMessage;
  status: number | null;
  fieldProblems: { field: string; detail: string }[];
  /** the order read again after the refusal is not the one the visitor saw: they should look */
  orderChanged: boolean;
}

export interface CheckoutState {
  /** the order the flags below are about */
  orderId: string | null;
  /** the checkout call is on its way */
  submitting: boolean;
  /** the server accepted the checkout; the payment provider (lightbox or hosted page) has the visitor */
  waitingForPaymentProvider: boolean;
  /** how the provider takes the payment, once the server said so */
  providerAction: 'walle-lightbox' | 'redirect' | null;
  /** the server's last refusal of a checkout, shown above the pay button */
  rejection: CheckoutRejection | null;
  /** the lightbox could not be used: the visitor is sent to the hosted page instead */
  lightboxFailed: boolean;
}

const initialState: CheckoutState = {
  orderId: null,
  submitting: false,
  waitingForPaymentProvider: false,
  providerAction: null,
  rejection: null,
  lightboxFailed: false,
};

export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(checkoutStarted, (_state, action) => ({
        ...initialState,
        orderId: action.payload.orderId,
        submitting: true,
      }))
      .addCase(paymentStarted, (state, action) => {
        state.orderId = action.payload.orderId;
        state.submitting = false;
        state.waitingForPaymentProvider = true;
        state.providerAction = action.payload.action;
      })
      .addCase(lightboxFailed, (state) => {
        state.lightboxFailed = true;
      })
      .addCase(checkoutRejected, (state, action) => {
        state.orderId = action.payload.orderId;
        state.submitting = false;
        state.waitingForPaymentProvider = false;
        const { message, status, fieldProblems, orderChanged = false } = action.payload;
        state.rejection = { message, status, fieldProblems, orderChanged };
      })
      .addCase(checkoutPageRestored, () => initialState)
      .addCase(orderDiscarded, () => initialState);
  },
  selectors: {
    selectCheckout: (state) => state,
    selectWaitingForPaymentProvider: (state) => state.waitingForPaymentProvider,
    /** a payment of this page is under way: the pay button is busy, a second submit is ignored */
    selectCheckoutBusy: (state) => state.submitting || state.waitingForPaymentProvider,
  },
});

export const { selectCheckout, selectWaitingForPaymentProvider, selectCheckoutBusy } =
  checkoutSlice.selectors;
/** This feature's part of the store's state (combined in app/store.ts). */
declare module '../../state/rootState' {
  interface RootState {
    checkout: CheckoutState;
  }
}

export default checkoutSlice.reducer;
