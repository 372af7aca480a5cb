/**
 * The feature sagas every page needs, spawned: one saga's crash cannot stop the others. The
 * sagas of some pages and dialogs (seats, checkout, purchase, the customisation flow) are not
 * here: they start with their page or dialog (featureSagas.ts). It comes in the 'sagas' chunk
 * after the first paint (start/sagaLoad.ts) and takes the actions dispatched before it (sagaSlot.ts).
 */
import { all, spawn } from 'redux-saga/effects';
import { customisationGate } from '../features/customisation/customisationGate';
import { errorSaga } from '../features/errors/errorSaga';
import { freshnessSaga } from '../features/freshness/freshnessSaga';
import { amountGate } from '../features/order/amountGate';
import { orderLifecycleSaga } from '../features/order/orderLifecycleSaga';
import { reservationSaga } from '../features/order/reservationSaga';
import { visibilitySaga } from '../features/order/visibilitySaga';
import { presaleGate } from '../features/presale/presaleGate';
import { accessTokenSaga } from '../features/session/accessTokenSaga';
import { trackingGate } from '../features/tracking/trackingGate';

export const featureSagas = [
  // the tracking saga itself comes in the 'tracking' chunk once the visitor has full consent
  trackingGate,
  errorSaga,
  accessTokenSaga,
  orderLifecycleSaga,
  reservationSaga,
  visibilitySaga,
  // the amount rounds come in the 'amounts' chunk with the first click on an amount
  amountGate,
  // the customisation flow comes in the 'customisation' chunk with the first item that needs it
  customisationGate,
  freshnessSaga,
  // the presale saga itself comes in the 'presale' chunk with the first presale code
  presaleGate,
];

export function* rootSaga() {
  yield all(featureSagas.map((saga) => spawn(saga)));
}
