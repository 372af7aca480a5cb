/** Every feature saga, spawned: one saga's crash cannot stop the others. */
import { all, spawn } from 'redux-saga/effects';
import { consentSaga } from '../features/consent/consentSaga';
import { customisationSaga } from '../features/customisation/customisationSaga';
import { checkoutSaga } from '../features/checkout/checkoutSaga';
import { purchaseSaga } from '../features/checkout/purchaseSaga';
import { errorSaga } from '../features/errors/errorSaga';
import { freshnessSaga } from '../features/freshness/freshnessSaga';
import { amountSaga } from '../features/order/amountSaga';
import { orderLifecycleSaga } from '../features/order/orderLifecycleSaga';
import { reservationSaga } from '../features/order/reservationSaga';
import { visibilitySaga } from '../features/order/visibilitySaga';
import { presaleSaga } from '../features/presale/presaleSaga';
import { seatSaga } from '../features/seating/seatSaga';
import { accessTokenSaga } from '../features/session/accessTokenSaga';
import { trackingSaga } from '../features/tracking/trackingSaga';

export const featureSagas = [
  // consent first: its defaults and the remembered choice are in place before any tag could load
  consentSaga,
  trackingSaga,
  errorSaga,
  accessTokenSaga,
  orderLifecycleSaga,
  reservationSaga,
  visibilitySaga,
  amountSaga,
  customisationSaga,
  freshnessSaga,
  checkoutSaga,
  purchaseSaga,
  presaleSaga,
  seatSaga,
];

export function* rootSaga() {
  yield all(featureSagas.map((saga) => spawn(saga)));
}
