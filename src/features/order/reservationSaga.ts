/**
 * The reservation countdown, in the shape of redux-saga's cancellable counter: while an order is
 * active, a 1000 ms tick channel counts down to the absolute expiresAt; a new expiresAt, a
 * restore or the order going away wins the race and cancels the count (closing the channel).
 * Each tick writes only `secondsLeft` (the running-out warnings follow the ticks:
 * reservation/reservationWarningSaga.ts); at 0 the reservation has expired (the dialog opens), or,
 * when the order holds nothing, the order is discarded silently.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, race, select, take } from 'redux-saga/effects';
import {
  orderDiscarded,
  orderStarted,
  orderRefreshFailed,
  reservationExpired,
  reservationTicked,
  expiryConfirmed,
  orderNotFound,
  orderRestored,
  reservationRenewed,
} from '../orderModel/orderEvents';
import { secondsUntil } from './orderAnswers';
import { selectOrderActive, selectOrderHoldsNothing, selectOrderExpiresAt } from './orderSelectors';
import { tickChannel } from './tickChannel';

/** Spec section 9: the order timer ticks every 1000 ms. */
export const TICK_MS = 1000;

/** What makes the countdown start over from the state: the reservation time or the order changed. */
const restartOn = [
  orderStarted.type,
  reservationRenewed.type,
  orderRestored.type,
  orderRefreshFailed.type,
  orderDiscarded.type,
  orderNotFound.type,
  expiryConfirmed.type,
];

/** Count down to expiresAt once a second; at 0 the reservation has expired. */
export function* countDown(expiresAt: number): SagaIterator {
  const ticks = tickChannel(TICK_MS);
  try {
    let secondsLeft = secondsUntil(expiresAt, Date.now());
    yield put(reservationTicked(secondsLeft));
    while (secondsLeft > 0) {
      yield take(ticks);
      secondsLeft = secondsUntil(expiresAt, Date.now());
      yield put(reservationTicked(secondsLeft));
    }
    // an order that holds nothing is let go without a word (a new one is made when needed):
    // the dialog would interrupt the visitor about nothing, every time an empty order runs out
    const nothingLost = (yield select(selectOrderHoldsNothing)) as boolean;
    yield put(nothingLost ? orderDiscarded() : reservationExpired());
  } finally {
    ticks.close(); // also when a restart cancelled us
  }
}

export function* reservationSaga(): SagaIterator {
  for (;;) {
    const active = (yield select(selectOrderActive)) as boolean;
    const expiresAt = (yield select(selectOrderExpiresAt)) as number | null;
    if (active && expiresAt !== null) {
      yield race({ countdown: call(countDown, expiresAt), restart: take(restartOn) });
    } else {
      yield take(restartOn);
    }
  }
}
