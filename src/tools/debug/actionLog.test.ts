/** Malformed, truncated and foreign logs are refused, each with a message that says why. */
import { rootReducer } from '../../app/store';
import { opened } from '../../features/order/cartSlice';
import { ActionLogError, parseActionLog, STORE_CREATED } from './actionLog';
import { createActionRecorder } from './actionRecorder';
import { configureStore } from '@reduxjs/toolkit';
import { replayActionLog } from './replay';

function recordedJson(): string {
  const recorder = createActionRecorder({ reducer: rootReducer, storage: null });
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(recorder.middleware),
  });
  for (let i = 0; i < 5; i += 1) store.dispatch(opened());
  return recorder.exportJson();
}

function refusal(text: string): { kind: string; message: string } {
  try {
    parseActionLog(text);
  } catch (error) {
    if (error instanceof ActionLogError) return { kind: error.kind, message: error.message };
    throw error;
  }
  throw new Error('the log was accepted');
}

const edited = (
  change: (log: Record<string, unknown> & { actions: Record<string, unknown>[] }) => void,
) => {
  const log = JSON.parse(recordedJson());
  change(log);
  return JSON.stringify(log);
};

describe('reading an action log', () => {
  it('accepts a log as exported', () => {
    const log = parseActionLog(recordedJson());
    expect(log.actions.map((action) => action.type)).toEqual([
      STORE_CREATED,
      ...Array(5).fill('cart/opened'),
    ]);
  });

  it.each([
    ['cut in the middle', (json: string) => json.slice(0, Math.floor(json.length / 2))],
    ['cut after an action', (json: string) => json.slice(0, json.indexOf('"cart/opened"') + 60)],
    ['cut before the last brace', (json: string) => json.trimEnd().slice(0, -1)],
    ['cut to nothing', () => ''],
  ])('refuses a truncated file (%s)', (_name, cut) => {
    const { kind, message } = refusal(cut(recordedJson()));
    expect(kind).toBe('truncated');
    expect(message).toMatch(/^the log (is truncated|is empty)/);
  });

  it('refuses a log whose actions were cut off, or that lost actions in the middle', () => {
    expect(refusal(edited((log) => log.actions.splice(-2)))).toEqual({
      kind: 'truncated',
      message: 'the log is truncated: it says it holds 6 actions but holds 4',
    });
    expect(
      refusal(
        edited((log) => {
          log.actions.splice(2, 2);
          log.actionCount = log.actions.length;
        }),
      ),
    ).toEqual({
      kind: 'truncated',
      message: 'the log is truncated: actions are missing between seq 1 and seq 4 (cart/opened)',
    });
    expect(
      refusal(
        edited((log) => {
          log.actions.splice(0, 1);
          log.actionCount = log.actions.length;
        }),
      ).message,
    ).toMatch(/has no starting state/);
  });

  it.each([
    ['not JSON at all', '{"format": billett}', /^the log is not valid JSON: /],
    [
      'an action without a type',
      edited((log) => delete log.actions[2].type),
      /^action #2 has no type$/,
    ],
    [
      'an action without time',
      edited((log) => delete log.actions[3].time),
      /^action #3 \(cart\/opened, seq 3\) has no time$/,
    ],
    [
      'actions out of order',
      edited((log) => (log.actions[3].seq = 1)),
      /out of order: seq 1 \(cart\/opened\) follows seq 2/,
    ],
    ['no final state hash', edited((log) => delete log.finalState), /no recorded final state hash/],
    [
      'a page load without its state',
      edited((log) => (log.actions[0].payload = {})),
      /marks a page load but holds no state/,
    ],
    [
      'a page left without its state hash',
      edited((log) => {
        log.actions[3].type = '@@billett/pageLeft';
        log.actions[3].payload = { hash: 'abc' };
      }),
      /^action #3 \(seq 3\) marks a page left but holds no state hash$/,
    ],
  ])('refuses a malformed log (%s)', (_name, text, message) => {
    const refused = refusal(text);
    expect(refused.kind).toBe('malformed');
    expect(refused.message).toMatch(message);
  });

  it.each([
    ['a list', '[1, 2, 3]', /^not a Billett action log: expected a JSON object .* found a list$/],
    [
      'another format',
      '{"format": "har", "version": 1}',
      /^not a Billett action log: "format" is "har"/,
    ],
    ['no format', '{"log": {"entries": []}}', /"format" is missing/],
    [
      'a Redux DevTools export',
      '{"payload": "[]", "preloadedState": "{}"}',
      /^not a Billett action log but a Redux DevTools export/,
    ],
  ])('refuses a foreign file (%s)', (_name, text, message) => {
    const refused = refusal(text);
    expect(refused.kind).toBe('foreign');
    expect(refused.message).toMatch(message);
  });

  it('refuses a log of a newer version', () => {
    expect(refusal(edited((log) => (log.version = 2)))).toEqual({
      kind: 'unsupported',
      message: 'unsupported log version 2: this replay reads version 1',
    });
  });

  it('says which action a reducer failed on', () => {
    const log = parseActionLog(recordedJson());
    const failing = (state: unknown, action: { type: string }) => {
      if (action.type === 'cart/opened') throw new Error('boom');
      return state;
    };
    expect(() => replayActionLog(log, failing)).toThrow(
      'the reducer failed on seq 1 (cart/opened): boom',
    );
  });
});
