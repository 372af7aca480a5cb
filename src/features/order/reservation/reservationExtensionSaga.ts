/**
 * The visitor asked to keep the reservation (the running-out warning, or the expiry dialog): the
 * server is asked to extend it, once per request (its idempotency key travels with every retry of
 * the base query, so a lost answer never uses up a second extension). The answer renews the
 * countdown like any order answer (the lifecycle saga), and the notice says it was extended. A
 * refusal is said where the visitor asked; when the server answered it (the limit, a seat taken,
 * the order no longer open), the order is read again, so what it offers is the server's.
 * In the chunk of the reservation notices, started by them (useFeatureSaga).
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLeading } from 'redux-saga/effects';
import { visitorMessageOf } from '../../../api/errors';
import { mayWorkAgain } from '../../../api/retryPolicy';
import type { Order } from '../../../api/types';
import { newId } from '../../../lib/ids';
import { selectOrderId } from '../../orderModel/currentOrder';
import type { OrderPhase } from '../orderLifecycleSlice';
import {
  reservationExtended,
  reservationExtensionRefused,
  reservationExtensionRequested,
} from '../../orderModel/orderEvents';
import { refreshOrder } from '../orderLifecycleSaga';
import { selectOrderPhase } from '../orderSelectors';
import { callEndpoint } from '../../../api/sagaThunk';
import { orderApi } from '../orderApi';

function* extendReservation(): SagaIterator {
  const orderId = (yield select(selectOrderId)) as string | null;
  if (orderId === null) return;
  try {
    yield call(
      callEndpoint<Order>,
      orderApi.endpoints.extendReservation.initiate(
        { orderId, idempotencyKey: newId() },
        { track: false },
      ),
    );
    yield put(reservationExtended());
  } catch (error) {
    const retryable = mayWorkAgain(error);
    yield put(reservationExtensionRefused({ message: visitorMessageOf(error), retryable }));
    // the server said no: what can be done now is in the order (how many extensions are left).
    // Not after the reservation ran out here: the order is gone for a read, the dialog stays.
    const phase = (yield select(selectOrderPhase)) as OrderPhase;
    if (!retryable && phase === 'active') yield call(refreshOrder);
  }
}

export function* reservationExtensionSaga(): SagaIterator {
  // one request at a time: a second click while the first is answered asks nothing more
  yield takeLeading(reservationExtensionRequested, extendReservation);
}
