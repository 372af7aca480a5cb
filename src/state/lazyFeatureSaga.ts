/** In a saga: starting another saga that comes in a chunk of its own (featureSagas.ts). */
import type { Saga, SagaIterator } from 'redux-saga';
import { call, getContext } from 'redux-saga/effects';
import { FEATURE_SAGAS, type FeatureSagas } from './featureSagas';

/** Loads another saga (from its chunk), starts it unless it runs, and goes on when it runs. */
export function* startLazyFeatureSaga(load: () => Promise<Saga>): SagaIterator<void> {
  const saga = (yield call(load)) as Saga;
  const sagas = (yield getContext(FEATURE_SAGAS)) as FeatureSagas;
  sagas.start(saga);
}
