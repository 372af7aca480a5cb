/**
 * All of presale that every page carries. Presale codes are rare, so the presale saga
 * (presaleSaga.ts: the question before a basket is replaced, the presale order, the note) is a
 * chunk of its own ('presale'), out of every first page. The gate loads it with the first code (a
 * ?presaleToken= address, the presale page's form) and hands it that code; the saga then takes
 * every later one. A chunk that cannot be loaded (a new build replaced it: the page reloads; no
 * connection) leaves the code untaken and the visitor is told, as for a failed presale call; the
 * next code tries again.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, take } from 'redux-saga/effects';
import { errorRaised } from '../errors/errorAlertSlice';
import { reloadOnChunkError } from '../freshness/chunkReload';
import { navigationTargetPath } from '../freshness/navigationTarget';
import { presaleCodeSubmitted, presaleTokenEntered } from '../orderModel/orderEvents';
import type { PresaleCode, presaleSaga } from './presaleSaga';

type PresaleSaga = typeof presaleSaga;

const loadPresaleSaga = (): Promise<PresaleSaga> =>
  reloadOnChunkError(
    () => import(/* webpackChunkName: "presale" */ './presaleSaga'),
    navigationTargetPath,
  ).then((chunk) => chunk.presaleSaga);

export function* presaleGate(): SagaIterator {
  for (;;) {
    const first = (yield take([presaleTokenEntered, presaleCodeSubmitted])) as PresaleCode;
    let saga: PresaleSaga;
    try {
      saga = (yield call(loadPresaleSaga)) as PresaleSaga;
    } catch {
      yield put(errorRaised({ messageKey: 'errors.network', failed: 'createPresaleOrder' }));
      continue;
    }
    yield call(saga, first); // from now on the saga takes every code
  }
}
