/**
 * What every page has of the action log (README.md): the store's LAST middleware, the tap, keeps
 * every action that reaches the reducer, as it is, with its time, from the store's first one on.
 * The recorder (actionRecorder.ts: redaction, the ring buffer, storage, export) is a chunk of its
 * own ('action-log'), out of the first page: it loads when the page has loaded and the browser is
 * idle, or at once when the debug tools ask for it, and then takes over what the tap kept, in
 * order, and each action after. Nothing is redacted, stored or serialised before that.
 *
 * Kept actions are the store's own objects (immutable, like its state), so holding them costs
 * little. A page left before its recorder came (in the first moments after its load) leaves no
 * record of that page load in the tab's log; the log stays whole (its sequence has no gap).
 */
import type { Middleware, Reducer, UnknownAction } from '@reduxjs/toolkit';
import type { ActionRecorder } from './actionRecorder';

/** What takes the tap's actions: the recorder. */
export interface ActionSink {
  /** the store began with `state` at `time`; `getState` reads its state later (the export's hash) */
  begin(getState: () => unknown, state: unknown, time: number): void;
  /** an action that reached the reducer at `time` */
  record(action: UnknownAction, time: number): void;
}

export interface ActionTap {
  middleware: Middleware;
  /** hands what was kept to `sink`, in order, then every action as it comes; once */
  attach(sink: ActionSink): void;
}

interface Kept {
  action: UnknownAction;
  time: number;
}

export function createActionTap(now: () => number = Date.now): ActionTap {
  let sink: ActionSink | null = null;
  let start: { getState: () => unknown; state: unknown; time: number } | null = null;
  let kept: Kept[] = [];

  return {
    middleware: (api) => {
      start = { getState: api.getState, state: api.getState(), time: now() };
      sink?.begin(start.getState, start.state, start.time);
      return (next) => (action) => {
        const plain = action as UnknownAction;
        if (typeof plain?.type === 'string') {
          if (sink) sink.record(plain, now());
          else kept.push({ action: plain, time: now() });
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

/**
 * In the browser (not under jest, where tests load the recorder themselves): the recorder comes
 * when the page has loaded and the browser is idle, at the latest a second after the load.
 */
export function recordAfterPageLoad(store: object): void {
  if (process.env.NODE_ENV === 'test' || typeof window === 'undefined') return;
  const load = () => {
    loadActionRecorder(store).catch(() => undefined);
  };
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(load, { timeout: 1000 });
    else setTimeout(load, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
