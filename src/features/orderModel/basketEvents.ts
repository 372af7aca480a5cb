/**
 * The basket's one-call changes, as events: what the visitor asked for in the shop's words
 * (dispatched by the cart panel), then how it went (dispatched by the basket saga, which carries
 * each one out through the one way the order is changed, order/orderChange.ts). A recorded action
 * log so shows the visitor's intent first for every change of the basket. The amounts have their
 * own event (orderEvents.ts amountChanged: its 500 ms pause), the seats theirs
 * (seating/seatingEvents.ts).
 */
import { createAction } from '@reduxjs/toolkit';

// ------------------------------------------------------------------ dispatched by the cart panel

/** The visitor removed one seated ticket of a seats line (its own remove button). */
export const lineRemoved = createAction<{ itemId: string }>('basket/lineRemoved');

/** The visitor submitted a voucher code to be redeemed on the order. */
export const voucherRedeemed = createAction<{ code: string }>('basket/voucherRedeemed');

/** The visitor took an applied voucher off the order. */
export const voucherRemoved = createAction<{ voucherId: string }>('basket/voucherRemoved');

/** The visitor ticked (or cleared) the ticket insurance. */
export const insuranceChosen = createAction<{ enabled: boolean }>('basket/insuranceChosen');

// ------------------------------------------------------------------ dispatched by the basket saga

/** Which of the basket's changes an outcome answers (basketChanges.ts changeKeyOf). */
export interface BasketChangeOutcome {
  key: string;
}

/** The change is made: the order (in the cache already) shows it. */
export const basketChangeMade = createAction<BasketChangeOutcome & { code?: string }>(
  'basket/changeMade',
);

/**
 * The change could not be made; the basket is as it was. `refusal`: the shop's own words where
 * the visitor asked (a voucher code refused, 422); any other failure is the error alert's.
 */
export const basketChangeFailed = createAction<BasketChangeOutcome & { refusal?: string }>(
  'basket/changeFailed',
);
