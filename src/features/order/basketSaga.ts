/**
 * The basket's one-call changes (orderModel/basketEvents.ts): a seated ticket removed, a voucher
 * redeemed or taken off, the insurance chosen. Each visitor event is carried out on the current
 * order the one way every change is (orderChange.ts, where its failures are handled), and how it
 * went is said as an event the cart panel reads (basketChanges.ts). Started by the cart panel
 * (its chunk), before it can ask for anything.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeEvery } from 'redux-saga/effects';
import type { Order } from '../../api/types';
import { selectOrderId } from '../orderModel/currentOrder';
import {
  basketChangeFailed,
  basketChangeMade,
  insuranceChosen,
  lineRemoved,
  voucherRedeemed,
  voucherRemoved,
} from '../orderModel/basketEvents';
import { basketIntents, changeKeyOf } from './basketChanges';
import { carryOutOrderChange, type ChangeOutcome, type OrderChange } from './orderChange';

type Intent = Parameters<typeof changeKeyOf>[0];

/** The change of the order a visitor's event asks for. */
function changeOf(intent: Intent): OrderChange {
  if (lineRemoved.match(intent)) return { kind: 'itemRemoved', itemId: intent.payload.itemId };
  if (voucherRedeemed.match(intent)) return { kind: 'voucherRedeemed', code: intent.payload.code };
  if (voucherRemoved.match(intent))
    return { kind: 'voucherRemoved', voucherId: intent.payload.voucherId };
  if (insuranceChosen.match(intent))
    return { kind: 'insuranceChosen', enabled: intent.payload.enabled };
  throw new Error(`not a change of the basket: ${(intent as Intent).type}`);
}

/** The code as the order holds it (the visitor may have typed it in another case). */
const appliedCode = (order: Order, code: string): string =>
  order.vouchers.find((voucher) => voucher.code.toLowerCase() === code.toLowerCase())?.code ?? code;

export function* carryOutBasketChange(intent: Intent): SagaIterator {
  const key = changeKeyOf(intent);
  const orderId = (yield select(selectOrderId)) as string | null;
  if (orderId === null) {
    yield put(basketChangeFailed({ key })); // no order to change (the panel shows none)
    return;
  }
  const change = changeOf(intent);
  const outcome = (yield call(carryOutOrderChange, orderId, change)) as ChangeOutcome;
  if (!outcome.ok) {
    yield put(
      basketChangeFailed(outcome.refusal === null ? { key } : { key, refusal: outcome.refusal }),
    );
  } else if (change.kind === 'voucherRedeemed') {
    yield put(basketChangeMade({ key, code: appliedCode(outcome.order, change.code) }));
  } else {
    yield put(basketChangeMade({ key }));
  }
}

export function* basketSaga(): SagaIterator {
  yield takeEvery(basketIntents, carryOutBasketChange);
}
