/**
 * The reservation running out (issue 17, point 3; WCAG 2.2.1): on every tick of the countdown,
 * the visitor is warned when a threshold is reached (or first seen passed) and not warned about
 * yet (warningThresholds.ts: 2 minutes and 30 seconds), while the order holds something that could
 * be lost and can still be kept (it is open). In the chunk of the reservation notices, started by
 * them (useFeatureSaga): that chunk comes once the basket holds something, and only such a basket
 * is warned about; a warning already due when it comes is raised at its next tick.
 */
import type { SagaIterator } from 'redux-saga';
import { put, select, takeEvery } from 'redux-saga/effects';
import { reservationTicked, reservationWarningRaised } from '../../orderModel/orderEvents';
import {
  selectOrderHoldsNothing,
  selectOrderOpen,
  selectWarnedThresholds,
} from '../orderSelectors';
import { warningDue } from './warningThresholds';

function* warnWhenRunningOut({ payload: secondsLeft }: ReturnType<typeof reservationTicked>) {
  if (secondsLeft <= 0) return; // run out: the expiry dialog says so
  const threshold = warningDue(secondsLeft, (yield select(selectWarnedThresholds)) as number[]);
  if (threshold === null) return;
  const holdsNothing = (yield select(selectOrderHoldsNothing)) as boolean;
  const open = (yield select(selectOrderOpen)) as boolean;
  if (!holdsNothing && open) yield put(reservationWarningRaised({ threshold, secondsLeft }));
}

export function* reservationWarningSaga(): SagaIterator {
  yield takeEvery(reservationTicked, warnWhenRunningOut);
}
