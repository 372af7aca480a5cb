/** Every feature saga, spawned: one saga's crash cannot stop the others. */
import { all, spawn } from 'redux-saga/effects';
import { errorSaga } from '../features/errors/errorSaga';

export const featureSagas = [errorSaga];

export function* rootSaga() {
  yield all(featureSagas.map((saga) => spawn(saga)));
}
