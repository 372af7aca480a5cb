/**
 * What every page has of the action log (README.md): the store's LAST middleware, the tap, keeps
 * every action that reaches the reducer, as it is, with its time, from the store's first one on.
 * The recorder (actionRecorder.ts: redaction, the ring buffer, storage, export) is a debug tool, a
 * chunk of its own ('action-log') that no visitor's first page loads. It comes when a tester asks
 * for the log (the shortcut, the debug panel), with the page when the tab records (debug mode is
 * on, or the tab already has a log), or once the tap holds KEEP_LIMIT actions; it then takes
 * over what the tap kept, in order, and each action after. Nothing is redacted, stored or
 * serialised before that.
 *
 * Kept actions are the store's own objects (immutable, like its state), so holding them costs
 * little, and KEEP_LIMIT bounds them. A page left before its recorder came leaves no record of
 * that page load in the tab's log; the log stays whole (its sequence has no gap).
 */
import type { Middleware, Reducer, UnknownAction } from '@reduxjs/toolkit';
import type { ActionSink } from './actionLog';
import type { ActionRecorder } from './actionRecorder';
import { ACTION_LOG_STORAGE_KEY, debugModeFor, sessionStore } from './debugMode';

export { ACTION_LOG_STORAGE_KEY, type ActionSink };

/**
 * How many actions the tap keeps before it asks for the recorder, which bounds what it holds:
 * a little under the recorder's ring buffer (500), which folds older ones into its base state.
 */
export const KEEP_LIMIT = 400;

export interface ActionTap {
  middleware: Middleware;
  /** hands what was kept to `sink`, in order, then every action as it comes; once */
  attach(sink: ActionSink): void;
  /** `listener` runs once, when the tap (no sink yet) holds `keepLimit` actions */
  whenFull(listener: () => void): void;
}

interface Kept {
  action: UnknownAction;
  time: number;
}

export function createActionTap(
  now: () => number = Date.now,
  keepLimit: number = KEEP_LIMIT,
): ActionTap {
  let sink: ActionSink | null = null;
  let start: { getState: () => unknown; state: unknown; time: number } | null = null;
  let kept: Kept[] = [];
  let onFull: (() => void) | null = null;

  return {
    middleware: (api) => {
      start = { getState: api.getState, state: api.getState(), time: now() };
      sink?.begin(start.getState, start.state, start.time);
      return (next) => (action) => {
        const plain = action as UnknownAction;
        if (typeof plain?.type === 'string') {
          if (sink) sink.record(plain, now());
          else {
            kept.push({ action: plain, time: now() });
            if (kept.length === keepLimit && onFull) {
              const listener = onFull;
              onFull = null;
              listener();
            }
          }
        }
        return next(action);
      };
    },
    attach(next) {
      if (sink) return;
      sink = next;
      if (start) next.begin(start.getState, start.state, start.time);
      const waiting = kept;
      kept = [];
      for (const { action, time } of waiting) next.record(action, time);
    },
    whenFull(listener) {
      onFull = listener;
    },
  };
}

interface Recording {
  tap: ActionTap;
  reducer: Reducer;
  recorder: ActionRecorder | null;
  loading: Promise<ActionRecorder> | null;
}

/** The tap and the recorder of each store (the debug tools find them by their Provider's store). */
const recordings = new WeakMap<object, Recording>();

/** `reducer`: the root reducer, with which the recorder folds what leaves its ring buffer. */
export function registerActionTap(store: object, tap: ActionTap, reducer: Reducer): void {
  recordings.set(store, { tap, reducer, recorder: null, loading: null });
}

/** The store's recorder when it is there, else undefined (loadActionRecorder brings it). */
export const actionRecorderOf = (store: object): ActionRecorder | undefined =>
  recordings.get(store)?.recorder ?? undefined;

/** The store's recorder: its chunk loaded once, attached to the tap once; undefined without a tap. */
export function loadActionRecorder(store: object): Promise<ActionRecorder | undefined> {
  const recording = recordings.get(store);
  if (!recording) return Promise.resolve(undefined);
  recording.loading ??= import(/* webpackChunkName: "action-log" */ './actionRecorder').then(
    ({ createActionRecorder }) => {
      const recorder = createActionRecorder({ reducer: recording.reducer });
      recording.tap.attach(recorder);
      recording.recorder = recorder;
      return recorder;
    },
    (error: unknown) => {
      recording.loading = null; // asked again later (the debug tools, the shortcut)
      throw error;
    },
  );
  return recording.loading;
}

/** Whether a page load records from its start: debug mode is on, or the tab already has a log. */
export function tabRecords(search: string, storage: Storage | null): boolean {
  if (debugModeFor(search, storage)) return true;
  try {
    return storage?.getItem(ACTION_LOG_STORAGE_KEY) != null;
  } catch {
    return false;
  }
}

/**
 * In the browser (not under jest, where tests load the recorder themselves): when the tab records
 * (tabRecords), the recorder is asked for at once, with the page: a page left soon after its load
 * (a reload, a payment page's return) must still write its actions into the tab's log, and a
 * tester's tab may pay the chunk early. Otherwise it comes when the tap is full (or a tester asks:
 * the shortcut, the panel), once the browser is idle.
 */
export function recordWhenNeeded(store: object): void {
  if (process.env.NODE_ENV === 'test' || typeof window === 'undefined') return;
  const recording = recordings.get(store);
  if (!recording) return;
  const load = () => {
    loadActionRecorder(store).catch(() => undefined);
  };
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(load, { timeout: 1000 });
    else setTimeout(load, 0);
  };
  if (tabRecords(window.location.search, sessionStore())) load();
  else recording.tap.whenFull(whenIdle);
}
