/**
 * The action recorder's cost per recorded action (`--only=recording`), in Node, on a store like
 * makeStore's without sagas (the reducers, the shop API middleware, the recorder): the demo shop's
 * answer (65 kB, the largest action a visit sees) and a countdown tick (the most frequent), each
 * recorded into a full log. These figures were bounds in actionRecorder.test.ts; a test asserts
 * what the recorder keeps, the bench says how fast it keeps it.
 */
import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import demo from '../server/fixtures/demo-shop.json';
import { shopApi } from '../src/api/shopApi';
import { rootReducer } from '../src/app/store';
import { createActionRecorder } from '../src/tools/debug/actionRecorder';
import { median } from './median';

export interface RecordingFigures {
  rounds: number;
  answersPerRound: number;
  ticksPerRound: number;
  /** median over the rounds, ms per recorded shop answer */
  msPerAnswer: number;
  /** median over the rounds, ms per recorded countdown tick */
  msPerTick: number;
}

const ANSWERS = 100;
const TICKS = 1000;

function recordedStore() {
  const recorder = createActionRecorder({ reducer: rootReducer, storage: null, maxActions: 500 });
  return configureStore({
    reducer: rootReducer,
    // the development checks would be timed with the recorder: production has none
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ serializableCheck: false, immutableCheck: false }).concat(
        shopApi.middleware,
        recorder.middleware,
      ),
  });
}

/** ms per action for `count` actions dispatched to `dispatch`. */
function perAction(
  dispatch: (action: UnknownAction) => void,
  count: number,
  action: (i: number) => UnknownAction,
) {
  const startedAt = performance.now();
  for (let i = 0; i < count; i += 1) dispatch(action(i));
  return (performance.now() - startedAt) / count;
}

export function recordingCost(rounds = 5): RecordingFigures {
  const answers: number[] = [];
  const ticks: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const store = recordedStore();
    answers.push(
      perAction(store.dispatch, ANSWERS, (i) => ({
        type: 'bench/shopAnswered',
        payload: { ...demo.shop, n: i },
      })),
    );
    ticks.push(
      perAction(store.dispatch, TICKS, (i) => ({ type: 'order/reservationTicked', payload: i })),
    );
  }
  return {
    rounds,
    answersPerRound: ANSWERS,
    ticksPerRound: TICKS,
    msPerAnswer: median(answers),
    msPerTick: median(ticks),
  };
}
