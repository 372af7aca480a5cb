/**
 * The action tap keeps every action from the store's first one until the recorder (its own chunk)
 * is there; the recorder then takes them over in order, with the times they happened, redacted
 * as if it had recorded them itself, and records what follows directly. Nothing is lost.
 */
import { shopApi } from '../../api/shopApi';
import { makeStore, rootReducer } from '../../app/store';
import { opened } from '../order/cartSlice';
import { accessTokenReceived } from '../session/sessionSlice';
import { parseActionLog, STORE_CREATED } from './actionLog';
import { createActionRecorder } from './actionRecorder';
import { actionRecorderOf, createActionTap, loadActionRecorder } from './actionTap';
import { REDACTED } from './redaction';
import { replayActionLog } from './replay';
import { stateHash } from './stateHash';

const TOKEN = 'tok-tap-7c21';

describe('the action tap', () => {
  it('hands the recorder, once loaded, every action since the store began, then records on', async () => {
    const store = makeStore({
      session: { accessToken: TOKEN, orderId: null, orderExpiresAt: null },
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
});
