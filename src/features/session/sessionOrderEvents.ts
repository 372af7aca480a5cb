/**
 * The events that restore or end the session's current order (sessionSlice.ts holds its id and
 * reservation end). They are the order feature's (their types say 'order/…'), declared here, below
 * it, so the session reacts to them without importing the order feature.
 */
import { createAction } from '@reduxjs/toolkit';

/** The visitor confirmed the expiry dialog: the order is discarded, a new one made, the cart closed. */
export const expiryConfirmed = createAction('order/expiryConfirmed');

/** An order id was found in storage at start; it is being fetched again. */
export const orderRestored = createAction<{ orderId: string }>('order/restored');

/** The server does not know the order any more (404): it is expired-confirmed, silently. */
export const orderNotFound = createAction<{ orderId: string }>('order/notFound');
