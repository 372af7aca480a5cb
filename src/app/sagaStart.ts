/**
 * The sagas' arrival (the 'sagas' chunk): redux-saga's middleware takes the store's saga slot
 * (sagaSlot.ts), the root saga and the feature sagas started meanwhile run, and then take the
 * actions dispatched before, in order.
 */
import createSagaMiddleware, { stdChannel } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { FEATURE_SAGAS, featureSagasOf } from '../state/featureSagas';
import { rootSaga } from './rootSaga';
import { sagaSlotOf, type SagaMiddleware } from './sagaSlot';

/** Runs the store's sagas (once); a store made by createShopStore. */
export function runSagas(store: object): void {
  const channel = stdChannel<Action>();
  const sagaMiddleware = createSagaMiddleware({ channel });
  const before = sagaSlotOf(store).attach(sagaMiddleware as unknown as SagaMiddleware);
  const featureSagas = featureSagasOf(store);
  sagaMiddleware.setContext({ [FEATURE_SAGAS]: featureSagas });
  sagaMiddleware.run(rootSaga);
  featureSagas.connect((saga) => sagaMiddleware.run(saga));
  for (const action of before) channel.put(action);
}
