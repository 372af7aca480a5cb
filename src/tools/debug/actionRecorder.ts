/**
 * The action recorder: it keeps the session's actions (type, payload, meta, time) in a bounded
 * ring buffer, redacted at record time (redaction.ts), persisted in sessionStorage under one key,
 * written throttled. RTK Query's answers are kept (redacted): with the actions' meta they are what
 * rebuilds the state.
 *
 * In the app it is in a chunk of its own ('action-log', loaded with the page only in a tab that records; actionTap.ts):
 * the store's last middleware, the action tap, keeps every action with its time from the store's
 * first one, and hands them over (`begin`, then `record` each, in order) when the recorder is
 * there. Its own `middleware` does the same at once (tests, tools). Either must be the LAST
 * middleware: it then sees exactly the actions that reach the reducer (RTK Query's middleware
 * swallows some, thunks never get this far), in the reducer's order.
 *
 * When an action leaves the ring buffer it is folded into `baseState` with the root reducer, so
 * baseState + actions always rebuild the state. A page load appends a `@@billett/storeCreated`
 * record with the new store's state, and leaving the page (pagehide) a `@@billett/pageLeft` record
 * with the hash of the state it ended with, so a replay can check every page load; a log of an
 * older build is not continued.
 */
import type { Middleware, Reducer, UnknownAction } from '@reduxjs/toolkit';
import { runningBuildId } from '../../features/freshness/buildId';
import {
  devtoolsForm,
  isLogRecord,
  LOG_FORMAT,
  LOG_VERSION,
  PAGE_LEFT,
  STORE_CREATED,
  type ActionLog,
  type ActionSink,
  type LoggedAction,
} from './actionLog';
import { ACTION_LOG_STORAGE_KEY } from './debugMode';
import { redactState } from './redaction';
import { stateHash } from './stateHash';
import { defaultStorage, persistedText, readPersisted, recordJson, type Kept } from './storedLog';

export { ACTION_LOG_STORAGE_KEY };
export const DEFAULT_MAX_ACTIONS = 500;
/**
 * The persisted log's size limit, in characters. sessionStorage holds about 5 million, but one
 * setItem costs about 40-60 ms per million characters (measured in Debian's Chromium), so the
 * buffer stays near 1 MB; a journey's log is typically 100-500 kB (the shop answer, ~35 kB,
 * once per page load).
 */
export const DEFAULT_MAX_CHARS = 1_000_000;
/** Writes are throttled to one per 2 s, in idle time, plus one when the page is hidden or left. */
export const DEFAULT_PERSIST_DELAY_MS = 2000;

export interface ActionRecorderOptions {
  /** the root reducer: folds the actions that leave the ring buffer into the base state */
  reducer: Reducer;
  /** where the log is kept; default sessionStorage in a browser, none under jest (NODE_ENV test) */
  storage?: Storage | null;
  storageKey?: string;
  maxActions?: number;
  maxChars?: number;
  /** how long after an action the log is written (writes are throttled to one per delay) */
  persistDelayMs?: number;
  now?: () => number;
  buildId?: string;
}

export interface ActionRecorder extends ActionSink {
  /** records the store it is the last middleware of, from its creation on */
  middleware: Middleware;
  /** the log now: actions, base state, the live state's hash and the Redux DevTools form */
  exportLog(): ActionLog;
  /** exportLog() as the text of the file */
  exportJson(): string;
  /** how many actions the ring buffer holds */
  count(): number;
  /** forget the log; it starts again from the current state */
  clear(): void;
  /** write the log to storage now */
  flush(): void;
  /**
   * the page is being left: the hash of the state it ends with is recorded (the replay checks
   * this page load against it) and the log is written (done on pagehide)
   */
  pageLeft(): void;
  /** called after every recorded action (the debug panel's count) */
  subscribe(listener: () => void): () => void;
}

export function createActionRecorder(options: ActionRecorderOptions): ActionRecorder {
  const {
    reducer,
    storage = defaultStorage(),
    storageKey = ACTION_LOG_STORAGE_KEY,
    maxActions = DEFAULT_MAX_ACTIONS,
    maxChars = DEFAULT_MAX_CHARS,
    persistDelayMs = DEFAULT_PERSIST_DELAY_MS,
    now = Date.now,
    buildId = runningBuildId(),
  } = options;

  const previous = readPersisted(storage, storageKey, buildId);
  let startedAt = previous?.startedAt ?? new Date(now()).toISOString();
  let nextSeq = previous?.nextSeq ?? 0;
  let dropped = previous?.dropped ?? 0;
  let base: Record<string, unknown> | null = previous?.baseState ?? null;
  /** the base state's JSON, made when it is needed (folding runs on every action once the buffer is full) */
  let baseJson: string | null = JSON.stringify(base);
  let baseChars = baseJson.length;
  const kept: Kept[] = (previous?.actions ?? []).map((action) => ({
    seq: action.seq,
    type: action.type,
    json: JSON.stringify(action),
  }));
  let keptChars = kept.reduce((sum, record) => sum + record.json.length + 1, 0);
  let getState: (() => unknown) | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** a write is scheduled (by timer, then in idle time) */
  let scheduled = false;
  /** the log changed since it was last written */
  let dirty = false;
  let storageBroken = false;
  const listeners = new Set<() => void>();

  /** The oldest record leaves the ring buffer: the base state takes it in. */
  function dropOldest() {
    const oldest = kept.shift();
    if (!oldest) return;
    keptChars -= oldest.json.length + 1;
    dropped += 1;
    const action = JSON.parse(oldest.json) as LoggedAction;
    if (action.type === STORE_CREATED) {
      base = (action.payload as { state: Record<string, unknown> }).state;
    } else if (base !== null && !isLogRecord(action.type)) {
      const { type, payload, meta, error } = action;
      base = reducer(base, { type, payload, meta, error }) as Record<string, unknown>;
    }
    baseJson = null;
  }

  function currentBaseJson(): string {
    if (baseJson === null) {
      baseJson = JSON.stringify(base);
      baseChars = baseJson.length;
    }
    return baseJson;
  }

  function keepWithinBounds() {
    while (kept.length > 1 && (kept.length > maxActions || keptChars + baseChars > maxChars))
      dropOldest();
  }

  function keep(json: string, seq: number, type: string) {
    kept.push({ seq, type, json });
    keptChars += json.length + 1;
    keepWithinBounds();
    dirty = true;
    schedulePersist();
    listeners.forEach((listener) => listener());
  }

  /** A page load: the new store's state (as it was created, at `time`). */
  function storeCreated(created: unknown, time: number) {
    const seq = nextSeq++;
    const state = redactState(created);
    keep(
      JSON.stringify({ seq, time, type: STORE_CREATED, payload: { state } }),
      seq,
      STORE_CREATED,
    );
  }

  /** The store began with `state` at `time`; `readState` reads its state later (the export's hash). */
  function begin(readState: () => unknown, state: unknown, time: number) {
    getState = readState;
    storeCreated(state, time);
  }

  /** An action that reached the reducer at `time`. */
  function record(action: UnknownAction, time: number) {
    if (typeof action?.type !== 'string') return;
    const seq = nextSeq++;
    keep(recordJson(action, seq, time), seq, action.type);
  }

  /** The page is left with the store's state as it is now: its hash closes this page load. */
  function pageLeft() {
    if (getState !== null) {
      const seq = nextSeq++;
      const payload = stateHash(getState());
      keep(JSON.stringify({ seq, time: now(), type: PAGE_LEFT, payload }), seq, PAGE_LEFT);
    }
    flush();
  }

  function flush() {
    if (timer !== null) {
      clearTimeout(timer);
      timer = null;
    }
    scheduled = false;
    if (!storage || storageBroken || !dirty) return;
    dirty = false;
    for (;;) {
      try {
        storage.setItem(
          storageKey,
          persistedText(
            { format: LOG_FORMAT, version: LOG_VERSION, buildId, startedAt, nextSeq, dropped },
            currentBaseJson(),
            kept,
          ),
        );
        return;
      } catch {
        // the last record alone does not fit (or storage refuses anything): stop writing
        if (kept.length <= 1) break;
        // over the quota: the oldest tenth leaves the ring buffer, then try again (a bigger
        // state, e.g. a new slice, needs more rounds; each one drops at least one record)
        const drop = Math.max(1, Math.floor(kept.length / 10));
        for (let i = 0; i < drop && kept.length > 1; i += 1) dropOldest();
      }
    }
    storageBroken = true;
  }

  function schedulePersist() {
    if (!storage || storageBroken || scheduled) return;
    scheduled = true;
    timer = setTimeout(() => {
      timer = null;
      const idle = typeof window !== 'undefined' ? window.requestIdleCallback : undefined;
      if (typeof idle === 'function') idle(() => flush(), { timeout: persistDelayMs });
      else flush();
    }, persistDelayMs);
  }

  if (storage && typeof window !== 'undefined') {
    // the last actions before the page goes (a reload, the payment provider's page) are kept too,
    // with the state the page ends with
    window.addEventListener('pagehide', pageLeft);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flush();
    });
  }

  const middleware: Middleware = (api) => {
    begin(api.getState, api.getState(), now());
    return (next) => (action) => {
      record(action as UnknownAction, now());
      return next(action);
    };
  };

  function exportLog(): ActionLog {
    const actions = kept.map((record) => JSON.parse(record.json) as LoggedAction);
    const baseState = JSON.parse(currentBaseJson()) as Record<string, unknown> | null;
    return {
      format: LOG_FORMAT,
      version: LOG_VERSION,
      buildId,
      startedAt,
      exportedAt: new Date(now()).toISOString(),
      redacted: true,
      dropped,
      actionCount: actions.length,
      baseState,
      actions,
      finalState: stateHash(getState?.()),
      ...devtoolsForm(baseState, actions),
    };
  }

  return {
    middleware,
    begin,
    record,
    exportLog,
    exportJson: () => JSON.stringify(exportLog(), null, 1),
    count: () => kept.filter((record) => !isLogRecord(record.type)).length,
    clear() {
      kept.length = 0;
      keptChars = 0;
      base = null;
      baseJson = 'null';
      baseChars = 4;
      dropped = 0;
      startedAt = new Date(now()).toISOString();
      storeCreated(getState?.(), now());
      flush();
    },
    flush,
    pageLeft,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
