/**
 * The action tap keeps every action from the store's first one until the recorder (its own chunk)
 * is there; the recorder then takes them over in order, with the times they happened, redacted
 * as if it had recorded them itself, and records what follows directly. Nothing is lost.
 */
import { shopApi } from '../../api/shopApi';
import { makeStore, rootReducer } from '../../app/store';
import { opened } from '../../features/order/cartSlice';
import { accessTokenReceived } from '../../features/session/sessionSlice';
import { parseActionLog, STORE_CREATED } from './actionLog';
import { createActionRecorder } from './actionRecorder';
import {
  ACTION_LOG_STORAGE_KEY,
  actionRecorderOf,
  createActionTap,
  loadActionRecorder,
  tabRecords,
} from './actionTap';
import { DEBUG_STORAGE_KEY } from './debugMode';
import { REDACTED } from './redaction';
import { replayActionLog } from './replay';
import { stateHash } from './stateHash';

const TOKEN = 'tok-tap-7c21';

describe('the action tap', () => {
  it('hands the recorder, once loaded, every action since the store began, then records on', async () => {
    const store = makeStore({
      session: { accessToken: TOKEN },
    });
    store.dispatch(opened());
    store.dispatch(accessTokenReceived('tok-second'));
    // nothing is recorded yet: the recorder's chunk is not asked for by makeStore under jest
    expect(actionRecorderOf(store)).toBeUndefined();

    const recorder = await loadActionRecorder(store);
    expect(recorder).toBeDefined();
    expect(await loadActionRecorder(store)).toBe(recorder);
    expect(actionRecorderOf(store)).toBe(recorder);
    store.dispatch({ type: 'cart/closed' });

    const log = parseActionLog(recorder!.exportJson());
    expect(log.actions.map((action) => action.type)).toEqual([
      STORE_CREATED,
      `${shopApi.reducerPath}/config/middlewareRegistered`,
      'cart/opened',
      'session/accessTokenReceived',
      // the access token saga's answer to a new token
      `${shopApi.reducerPath}/invalidateTags`,
      'cart/closed',
    ]);
    expect(log.actions.map((action) => action.seq)).toEqual([0, 1, 2, 3, 4, 5]);
    // redacted as at record time: the preloaded token and the dispatched one
    const created = log.actions[0].payload as { state: { session: { accessToken: string } } };
    expect(created.state.session.accessToken).toBe(REDACTED);
    expect(log.actions[3].payload).toBe(REDACTED);
    expect(JSON.stringify(log)).not.toContain('tok-');
    // and it rebuilds the live (redacted) state
    const replayed = replayActionLog(log, rootReducer);
    expect(stateHash(replayed.state).hash).toBe(log.finalState.hash);
  });

  it('keeps the times the actions happened, not when the recorder came', () => {
    let clock = 1_000;
    const tap = createActionTap(() => clock);
    const store = { getState: () => ({ count: 0 }), dispatch: (action: unknown) => action };
    const dispatch = tap.middleware(store as never)((action: unknown) => action);
    clock = 1_010;
    dispatch({ type: 'first' });
    clock = 1_020;
    dispatch({ type: 'second' });
    dispatch(() => 'a thunk is no action');

    clock = 5_000;
    const recorder = createActionRecorder({ reducer: (state = {}) => state, storage: null });
    tap.attach(recorder);
    tap.attach(createActionRecorder({ reducer: (state = {}) => state, storage: null }));
    clock = 5_010;
    dispatch({ type: 'third' });

    const { actions } = recorder.exportLog();
    expect(actions.map(({ type, time }) => [type, time])).toEqual([
      [STORE_CREATED, 1_000],
      ['first', 1_010],
      ['second', 1_020],
      ['third', 5_010],
    ]);
  });

  it('asks for the recorder once, when it holds its limit of actions, and keeps them all', () => {
    const tap = createActionTap(() => 0, 3);
    const dispatch = tap.middleware({ getState: () => ({}) } as never)((action: unknown) => action);
    const asked: number[] = [];
    tap.whenFull(() => asked.push(1));
    dispatch({ type: 'one' });
    dispatch({ type: 'two' });
    expect(asked).toHaveLength(0);
    dispatch({ type: 'three' });
    dispatch({ type: 'four' });
    expect(asked).toHaveLength(1);

    const recorder = createActionRecorder({ reducer: (state = {}) => state, storage: null });
    tap.attach(recorder);
    expect(recorder.exportLog().actions.map(({ type }) => type)).toEqual([
      STORE_CREATED,
      'one',
      'two',
      'three',
      'four',
    ]);
  });
});

describe('whether a page load records from its start', () => {
  const storage = () => {
    const values = new Map<string, string>();
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    } as unknown as Storage;
  };

  it('does not for a visitor: no debug mode, no log in the tab', () => {
    expect(tabRecords('', storage())).toBe(false);
    expect(tabRecords('?token=abc', storage())).toBe(false);
    expect(tabRecords('?debug=1', null)).toBe(true);
  });

  it('does with debug mode, asked for now or earlier in the tab, until ?debug=0', () => {
    const tab = storage();
    expect(tabRecords('?debug=1', tab)).toBe(true);
    expect(tab.getItem(DEBUG_STORAGE_KEY)).toBe('1');
    expect(tabRecords('', tab)).toBe(true);
    expect(tabRecords('?debug=0', tab)).toBe(false);
  });

  it('does when the tab already has a log, so that the log stays whole across page loads', () => {
    const tab = storage();
    tab.setItem(ACTION_LOG_STORAGE_KEY, '{}');
    expect(tabRecords('', tab)).toBe(true);
    expect(tabRecords('?debug=0', tab)).toBe(true);
  });
});
