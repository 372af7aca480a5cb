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
 * A saga started before the store's sagas have arrived (their chunk, app/sagaStart.ts) runs when
 * they do, and is handed the actions it missed meanwhile with the root saga's (app/sagaSlot.ts).
 *
 * Framework-free at run time: nothing here imports redux-saga (a saga that starts another from a
 * chunk uses lazyFeatureSaga.ts).
 */
import type { Saga } from 'redux-saga';
import { useAppStore } from './hooks';
import { storePart } from './storePart';

export interface FeatureSagas {
  /** runs `saga` on the store unless it runs there already; true when this call started it */
  start(saga: Saga): boolean;
  /** from now on sagas run with `run` (the saga middleware's run); the ones started before, first */
  connect(run: (saga: Saga) => unknown): void;
  /** `call` once a saga waits for `connect` (at once when one does already) */
  onWaiting(call: () => void): void;
}

/** The saga middleware's context key under which a store's FeatureSagas are (sagaStart.ts). */
export const FEATURE_SAGAS = 'featureSagas';

/** A store's starter: sagas started before `connect` wait for it, in the order they came. */
export function createFeatureSagas(): FeatureSagas {
  const started = new Set<Saga>();
  let waiting: Saga[] = [];
  let runner: ((saga: Saga) => unknown) | null = null;
  let waitingCall: (() => void) | null = null;
  return {
    start(saga) {
      if (started.has(saga)) return false;
      started.add(saga);
      if (runner) {
        runner(saga);
      } else {
        waiting.push(saga);
        waitingCall?.();
      }
      return true;
    },
    onWaiting(call) {
      if (waiting.length > 0) call();
      else waitingCall = call;
    },
    connect(run) {
      if (runner) throw new Error('the feature sagas are connected already');
      runner = run;
      const before = waiting;
      waiting = [];
      for (const saga of before) run(saga);
    },
  };
}

const starters = storePart<FeatureSagas>('feature sagas');

export const registerFeatureSagas = starters.register;

/** The store's starter (a store made by createShopStore has one). */
export const featureSagasOf = starters.of;

/** Runs `saga` on the store (made by createShopStore) unless it runs there already. */
export function startFeatureSaga(store: object, saga: Saga): void {
  featureSagasOf(store).start(saga);
}

/** A page's saga: runs from the page's first render on (once per store). */
export function useFeatureSaga(saga: Saga): void {
  startFeatureSaga(useAppStore(), saga);
}
