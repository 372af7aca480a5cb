/**
 * When the page becomes visible again after being hidden, the order is fetched again and the
 * countdown restarts from the fresh answer (a hidden tab's timers are throttled, and the
 * reservation may have changed elsewhere). A 404 marks the order expired-confirmed silently;
 * other failures reach the error alert through the error saga.
 */
import { eventChannel, type EventChannel } from 'redux-saga';
import type { SagaIterator } from 'redux-saga';
import { call, put, select, take } from 'redux-saga/effects';
import { onVisibleAgain } from '../../lib/visibility';
import { pageBecameVisible } from '../orderModel/orderEvents';
import { refreshOrder } from './orderLifecycleSaga';
import { selectOrderActive } from './orderSelectors';

export function visibleAgainChannel(doc: Document = document): EventChannel<true> {
  return eventChannel<true>((emit) => onVisibleAgain(() => emit(true), doc));
}

export function* visibilitySaga(): SagaIterator {
  if (typeof document === 'undefined') return;
  const visibleAgain = (yield call(visibleAgainChannel)) as EventChannel<true>;
  try {
    for (;;) {
      yield take(visibleAgain);
      yield put(pageBecameVisible());
      // an expired order waits for the visitor's confirmation; there is nothing to refresh
      if ((yield select(selectOrderActive)) as boolean) yield call(refreshOrder);
    }
  } finally {
    visibleAgain.close();
  }
}
