/** Every feature saga, spawned: one saga's crash cannot stop the others. */
import { all, spawn } from 'redux-saga/effects';
import { errorSaga } from '../features/errors/errorSaga';
import { freshnessSaga } from '../features/freshness/freshnessSaga';
import { amountSaga } from '../features/order/amountSaga';
import { orderLifecycleSaga } from '../features/order/orderLifecycleSaga';
import { reservationSaga } from '../features/order/reservationSaga';
import { visibilitySaga } from '../features/order/visibilitySaga';
import { accessTokenSaga } from '../features/session/accessTokenSaga';

export const featureSagas = [
  errorSaga,
  accessTokenSaga,
  orderLifecycleSaga,
  reservationSaga,
  visibilitySaga,
  amountSaga,
  freshnessSaga,
];

export function* rootSaga() {
  yield all(featureSagas.map((saga) => spawn(saga)));
}
