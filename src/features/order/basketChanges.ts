/**
 * The basket's one-call changes as the cart panel shows them (basketSaga.ts carries them out):
 * per thing changed (a seated ticket, the voucher field, an applied voucher, the insurance) the
 * latest change asked for, under way, made or failed. The screens read their busy and problem
 * state here, never from a call's own state.
 */
import { createSlice, type Action } from '@reduxjs/toolkit';
import type { RootState } from '../../state/rootState';
import {
  basketChangeFailed,
  basketChangeMade,
  insuranceChosen,
  lineRemoved,
  voucherRedeemed,
  voucherRemoved,
} from '../orderModel/basketEvents';
import { expiryConfirmed, orderDiscarded, orderNotFound } from '../orderModel/orderEvents';

export interface BasketChange {
  status: 'pending' | 'made' | 'failed';
  /** the insurance asked for */
  enabled?: boolean;
  /** a voucher redeemed: its code as the order holds it */
  code?: string;
  /** a voucher code refused: the shop's own words */
  refusal?: string;
}

export interface BasketChangesState {
  /** by changeKeyOf */
  byKey: Record<string, BasketChange>;
}

const initialState: BasketChangesState = { byKey: {} };

type Intent =
  | ReturnType<typeof lineRemoved>
  | ReturnType<typeof voucherRedeemed>
  | ReturnType<typeof voucherRemoved>
  | ReturnType<typeof insuranceChosen>;

/** What the basket's changes are kept under: the thing each changes. */
export const basketChangeKey = {
  line: (itemId: string) => `line ${itemId}`,
  voucherField: 'voucher',
  voucher: (voucherId: string) => `voucher ${voucherId}`,
  insurance: 'insurance',
};

/** What a visitor's change is kept under. */
export function changeKeyOf(intent: Intent): string {
  if (lineRemoved.match(intent)) return basketChangeKey.line(intent.payload.itemId);
  if (voucherRemoved.match(intent)) return basketChangeKey.voucher(intent.payload.voucherId);
  if (voucherRedeemed.match(intent)) return basketChangeKey.voucherField;
  return basketChangeKey.insurance;
}

export const basketIntents = [lineRemoved, voucherRedeemed, voucherRemoved, insuranceChosen];

const isIntent = (action: Action): action is Intent =>
  basketIntents.some((creator) => creator.match(action));

export const basketChangesSlice = createSlice({
  name: 'basketChanges',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(basketChangeMade, (state, { payload: { key, code } }) => {
        state.byKey[key] = code === undefined ? { status: 'made' } : { status: 'made', code };
      })
      .addCase(basketChangeFailed, (state, { payload: { key, refusal } }) => {
        state.byKey[key] =
          refusal === undefined ? { status: 'failed' } : { status: 'failed', refusal };
      })
      .addCase(expiryConfirmed, () => initialState)
      .addCase(orderNotFound, () => initialState)
      .addCase(orderDiscarded, () => initialState)
      .addMatcher(isIntent, (state, action) => {
        state.byKey[changeKeyOf(action)] = insuranceChosen.match(action)
          ? { status: 'pending', enabled: action.payload.enabled }
          : { status: 'pending' };
      });
  },
});

/** The latest change of the thing under `key`, or undefined when none was asked for. */
export const selectBasketChange = (state: RootState, key: string): BasketChange | undefined =>
  state.order.basketChanges.byKey[key];

export default basketChangesSlice.reducer;
