/**
 * The recorder's ring buffer and its sessionStorage copy: bounded, written throttled, continued
 * after a page load, and always replayable (actions that leave the buffer are folded into the
 * log's base state).
 */
import { configureStore } from '@reduxjs/toolkit';
import demo from '../../../server/fixtures/demo-shop.json';
import { shopApi } from '../../api/shopApi';
import { rootReducer } from '../../app/store';
import { closed, opened } from '../../features/order/cartSlice';
import { amountChanged } from '../../features/orderModel/orderEvents';
import { accessTokenReceived } from '../../features/session/sessionSlice';
import { PAGE_LEFT, parseActionLog, STORE_CREATED, type ActionLog } from './actionLog';
import {
  ACTION_LOG_STORAGE_KEY,
  createActionRecorder,
  type ActionRecorderOptions,
} from './actionRecorder';
import { withLocalApiUid } from './localApiUid';
import { replayActionLog } from './replay';
import { stateHash } from './stateHash';

/** A Storage in memory; `quota` (characters) makes setItem throw like a full sessionStorage. */
function memoryStorage(quota = Infinity) {
  const items = new Map<string, string>();
  const storage = {
    writes: 0,
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem(key: string, value: string) {
      if (value.length > quota) throw new DOMException('full', 'QuotaExceededError');
      storage.writes += 1;
      items.set(key, value);
    },
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
  };
  return storage;
}

/** A store like makeStore's, without sagas: the reducers and the shop API middleware, recorded. */
function recordedStore(options: Partial<ActionRecorderOptions> = {}) {
  const recorder = createActionRecorder({ reducer: rootReducer, storage: null, ...options });
  const store = configureStore({
    reducer: rootReducer,
    // the development checks time everything after them, the recorder too: their warnings are noise here
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ serializableCheck: false, immutableCheck: false }).concat(
        shopApi.middleware,
        recorder.middleware,
      ),
  });
  return { store, recorder };
}

type Store = ReturnType<typeof recordedStore>['store'];

function visit(store: Store, rounds: number) {
  for (let i = 0; i < rounds; i += 1) {
    store.dispatch(opened());
    store.dispatch(amountChanged({ placementId: 'pl-1', variantId: `var-${i}`, amount: i % 4 }));
    store.dispatch(closed());
  }
}

const replay = (json: string) =>
  replayActionLog(parseActionLog(json), rootReducer, { prepareAction: withLocalApiUid });

describe('the action recorder', () => {
  it('keeps the last actions in a bounded ring buffer and still rebuilds the state', () => {
    const { store, recorder } = recordedStore({ maxActions: 10 });
    store.dispatch(accessTokenReceived('early-secret'));
    visit(store, 20);
    const json = recorder.exportJson();
    const log = parseActionLog(json);
    expect(log.actionCount).toBe(10);
    expect(log.actions.map((action) => action.seq)).toEqual(
      Array.from({ length: 10 }, (_, i) => 53 + i),
    );
    expect(log.dropped).toBe(53);
    expect(log.baseState).not.toBeNull();
    expect(json).not.toContain('early-secret');
    expect(replay(json).hash).toEqual(stateHash(store.getState()));
  });

  it('keeps the log within a size limit', () => {
    const { store, recorder } = recordedStore({ maxChars: 20_000 });
    visit(store, 100);
    expect(recorder.exportJson().length).toBeLessThan(60_000);
    expect(recorder.count()).toBeLessThan(300);
    expect(replay(recorder.exportJson()).sameAsRecorded).toBe(true);
  });

  it('writes sessionStorage throttled, under one key', () => {
    jest.useFakeTimers();
    try {
      const storage = memoryStorage();
      const { store } = recordedStore({ storage, persistDelayMs: 1000 });
      visit(store, 10);
      expect(storage.writes).toBe(0);
      jest.advanceTimersByTime(1000);
      expect(storage.writes).toBe(1);
      visit(store, 10);
      jest.advanceTimersByTime(1000);
      expect(storage.writes).toBe(2);
      expect(storage.length).toBe(1);
      expect(JSON.parse(storage.getItem(ACTION_LOG_STORAGE_KEY) ?? '{}')).toMatchObject({
        format: 'billett-action-log',
        nextSeq: 62,
      });
    } finally {
      jest.useRealTimers();
    }
  });

  it('continues the log after a page load, which starts over from the new store', () => {
    const storage = memoryStorage();
    const first = recordedStore({ storage });
    visit(first.store, 3);
    first.recorder.flush();

    const second = recordedStore({ storage });
    second.store.dispatch(opened());
    const log = parseActionLog(second.recorder.exportJson());
    const loads = log.actions
      .filter((action) => action.type === STORE_CREATED)
      .map((action) => action.seq);
    expect(loads).toEqual([0, 11]);
    expect(log.actions).toHaveLength(14);
    const result = replay(JSON.stringify(log));
    expect(result.hash).toEqual(stateHash(second.store.getState()));

    // the Redux DevTools part covers the last page load only
    expect((JSON.parse(log.payload) as { type: string }[]).map((action) => action.type)).toEqual([
      'cart/opened',
    ]);
  });

  it('records the state a page is left with, and the replay checks every page load against its own', () => {
    const storage = memoryStorage();
    const first = recordedStore({ storage });
    visit(first.store, 3);
    first.recorder.pageLeft();
    const second = recordedStore({ storage });
    second.store.dispatch(opened());
    const log = parseActionLog(second.recorder.exportJson());

    const left = log.actions.filter((action) => action.type === PAGE_LEFT);
    expect(left).toHaveLength(1);
    expect(left[0].payload).toEqual(stateHash(first.store.getState()));
    // a record, not an action: not counted, never in the Redux DevTools part
    expect(second.recorder.count()).toBe(log.actions.length - 3);
    const result = replay(JSON.stringify(log));
    expect(result.pageLoads).toEqual([
      { number: 1, fromSeq: 0, toSeq: left[0].seq, checkedAt: 'left', differingSlices: [] },
      {
        number: 2,
        fromSeq: left[0].seq + 1,
        toSeq: log.actions[log.actions.length - 1].seq,
        checkedAt: 'export',
        differingSlices: [],
      },
    ]);
    expect(result.sameAsRecorded).toBe(true);

    // an edit of the first page load: the second starts from its own state, the export matches,
    // and still the replay finds it
    const edited = JSON.parse(JSON.stringify(log)) as ActionLog;
    const changed = edited.actions.find((action) => action.type === 'order/amountChanged')!;
    (changed.payload as { amount: number }).amount = 99;
    const again = replay(JSON.stringify(edited));
    expect(again.differingSlices).toEqual([]);
    expect(again.pageLoads[0]).toMatchObject({ checkedAt: 'left', differingSlices: ['order'] });
    expect(again.pageLoads[1].differingSlices).toEqual([]);
    expect(again.sameAsRecorded).toBe(false);
  });

  it('says which page load it could not check: one left before its state was recorded', () => {
    const storage = memoryStorage();
    const first = recordedStore({ storage });
    visit(first.store, 2);
    first.recorder.flush(); // written, but the page went without a pagehide
    const second = recordedStore({ storage });
    const result = replay(second.recorder.exportJson());
    expect(result.pageLoads.map((load) => load.checkedAt)).toEqual(['unchecked', 'export']);
    expect(result.sameAsRecorded).toBe(true);
  });

  it('writes the page-left record on pagehide', () => {
    const storage = memoryStorage();
    const { store } = recordedStore({ storage });
    visit(store, 1);
    window.dispatchEvent(new Event('pagehide'));
    const stored = JSON.parse(storage.getItem(ACTION_LOG_STORAGE_KEY) ?? '{}') as ActionLog;
    expect(stored.actions.at(-1)).toMatchObject({
      type: PAGE_LEFT,
      payload: stateHash(store.getState()),
    });
  });

  it('does not continue the log of another build', () => {
    const storage = memoryStorage();
    const first = recordedStore({ storage, buildId: 'build-a' });
    visit(first.store, 3);
    first.recorder.flush();
    const second = recordedStore({ storage, buildId: 'build-b' });
    const log = parseActionLog(second.recorder.exportJson());
    expect(log.buildId).toBe('build-b');
    expect(log.actions[0]).toMatchObject({ seq: 0, type: STORE_CREATED });
  });

  it('gives up old actions when sessionStorage is full, and keeps recording', () => {
    const storage = memoryStorage(16_000);
    const { store, recorder } = recordedStore({ storage });
    visit(store, 60);
    // more than the storage holds (the state alone is several thousand characters)
    expect(recorder.exportJson().length).toBeGreaterThan(16_000);
    recorder.flush();
    const stored = storage.getItem(ACTION_LOG_STORAGE_KEY) ?? '';
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.length).toBeLessThanOrEqual(16_000);
    expect(replay(recorder.exportJson()).sameAsRecorded).toBe(true);
  });

  it('clears the log: it starts again from the current state', () => {
    const { store, recorder } = recordedStore();
    visit(store, 3);
    recorder.clear();
    expect(recorder.count()).toBe(0);
    store.dispatch(opened());
    const log = parseActionLog(recorder.exportJson());
    expect(log.actions.map((action) => action.type)).toEqual([STORE_CREATED, 'cart/opened']);
    expect(replay(JSON.stringify(log)).hash).toEqual(stateHash(store.getState()));
  });

  // how fast it records (the shop answer, a tick) is a bench figure: npm run bench -- --only=recording
  it('keeps the last maxActions of a long visit: large answers, then many ticks', () => {
    const { store, recorder } = recordedStore({ maxActions: 500 });
    for (let i = 0; i < 100; i += 1)
      store.dispatch({ type: 'bench/shopAnswered', payload: { ...demo.shop, n: i } });
    for (let i = 0; i < 1000; i += 1)
      store.dispatch({ type: 'order/reservationTicked', payload: i });
    expect(recorder.count()).toBe(500);
    const log = parseActionLog(recorder.exportJson());
    expect(log.actions.at(-1)).toMatchObject({ type: 'order/reservationTicked', payload: 999 });
  });
});
