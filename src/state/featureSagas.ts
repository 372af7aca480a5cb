/**
 * Feature sagas that only some pages need are not in the root saga (rootSaga.ts): their code is
 * in the chunk of the page or dialog that needs them, out of every visitor's first page, and they
 * start from there, once per store:
 *
 * - a page starts its sagas with `useFeatureSaga(saga)` in its component: during its first
 *   render, before the page (or anything it renders) can dispatch an action the saga must see;
 * - a saga starts another one that is in a lazily loaded chunk with `startLazyFeatureSaga(load)`
 *   and goes on when it runs (the amount saga starts the customisation flow this way).
 *
 * A saga started twice runs once. A started saga runs for the store's life, as the root saga's do.
 * Starting must not dispatch: a feature saga begins by waiting for actions (take, actionChannel).
 */
import type { Saga, SagaIterator } from 'redux-saga';
import { call, getContext } from 'redux-saga/effects';
import { useAppStore } from './hooks';

export interface FeatureSagas {
  /** runs `saga` on the store unless it runs there already; true when this call started it */
  start(saga: Saga): boolean;
}

/** The saga middleware's context key under which a store's FeatureSagas are (store.ts). */
export const FEATURE_SAGAS = 'featureSagas';

/** A store's starter; `run` is its saga middleware's run. */
export function createFeatureSagas(run: (saga: Saga) => unknown): FeatureSagas {
  const started = new Set<Saga>();
  return {
    start(saga) {
      if (started.has(saga)) return false;
      started.add(saga);
      run(saga);
      return true;
    },
  };
}

const starters = new WeakMap<object, FeatureSagas>();

export function registerFeatureSagas(store: object, sagas: FeatureSagas): void {
  starters.set(store, sagas);
}

/** Runs `saga` on the store (made by makeStore) unless it runs there already. */
export function startFeatureSaga(store: object, saga: Saga): void {
  const sagas = starters.get(store);
  if (!sagas) throw new Error('startFeatureSaga: the store was not made by makeStore');
  sagas.start(saga);
}

/** A page's saga: runs from the page's first render on (once per store). */
export function useFeatureSaga(saga: Saga): void {
  startFeatureSaga(useAppStore(), saga);
}

/** In a saga: loads another saga (from its chunk), starts it unless it runs, and goes on when it runs. */
export function* startLazyFeatureSaga(load: () => Promise<Saga>): SagaIterator<void> {
  const saga = (yield call(load)) as Saga;
  const sagas = (yield getContext(FEATURE_SAGAS)) as FeatureSagas;
  sagas.start(saga);
}
