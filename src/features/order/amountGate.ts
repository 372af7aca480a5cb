/**
 * All of the amount changes that every page carries. The clicks are pending at once (the
 * pendingAmounts reducer, in every page); the saga that applies them to the server's order in
 * rounds (amountSaga.ts, with the round's plan and the basket lines' identity) is a chunk of its
 * own ('amounts'), out of every first page: most visits open pages before they click an amount.
 * The gate holds the clicks from the start, loads the chunk with the first one and hands the
 * saga the clicks, the first taken; from then on the saga takes every click. A chunk that cannot
 * be loaded (a new build replaced it: the page reloads; no connection) gives the amounts back to
 * the server's order and tells the visitor, as a failed call does; the next click tries again.
 */
import { buffers, type Channel, type SagaIterator } from 'redux-saga';
import { actionChannel, call, put, take } from 'redux-saga/effects';
import { errorRaised } from '../errors/errorAlertSlice';
import { reloadOnChunkError } from '../freshness/chunkReload';
import { navigationTargetPath } from '../freshness/navigationTarget';
import type { amountSaga } from './amountSaga';
import { amountChanged, amountsReverted } from '../orderModel/orderEvents';

type AmountSaga = typeof amountSaga;

const loadAmountSaga = (): Promise<AmountSaga> =>
  reloadOnChunkError(
    () => import(/* webpackChunkName: "amounts" */ './amountSaga'),
    navigationTargetPath,
  ).then((chunk) => chunk.amountSaga);

export function* amountGate(): SagaIterator {
  // the same channel the saga would make itself: no click is lost while the chunk loads
  const clicks = (yield actionChannel(amountChanged, buffers.sliding(1))) as Channel<
    ReturnType<typeof amountChanged>
  >;
  for (;;) {
    yield take(clicks);
    let saga: AmountSaga;
    try {
      saga = (yield call(loadAmountSaga)) as AmountSaga;
    } catch {
      yield put(errorRaised({ messageKey: 'errors.network', failed: 'addItems' }));
      yield put(amountsReverted());
      continue;
    }
    yield call(saga, clicks, true); // from now on the saga takes every click
  }
}
