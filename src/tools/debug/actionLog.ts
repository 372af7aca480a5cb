/**
 * The action log's format (version 1), what an export holds, and the checks a log must pass
 * before it is replayed. One exported file serves both tools:
 *
 * {
 *   "format": "billett-action-log", "version": 1,
 *   "buildId": "…",               the build that recorded it
 *   "startedAt": "…",             ISO time the tab's recording began
 *   "exportedAt": "…",
 *   "redacted": true,             personal data and secrets were redacted at record time
 *   "dropped": 0,                 actions that left the ring buffer (folded into baseState)
 *   "actionCount": 42,            actions.length, so a cut-off list is noticed
 *   "baseState": {…} | null,      the redacted state before actions[0] (null: actions[0] creates the store)
 *   "actions": [ { "seq", "time", "type", "payload"?, "meta"?, "error"? } … ],
 *   "finalState": { "hash", "slices" },   stateHash() of the live store at export
 *   "payload": "[…]",            Redux DevTools: JSON of the last page load's actions
 *   "preloadedState": "{…}"      Redux DevTools: JSON of the state those actions start from
 * }
 *
 * `seq` counts every action of the tab's session without gaps; `time` is ms since the epoch.
 * A `@@billett/storeCreated` action marks a page load: its payload `{ state }` is the new store's
 * (redacted) initial state, and a replay starts over from it. A `@@billett/pageLeft` record is
 * written when the page is left (pagehide): its payload is the hash of the state the page had
 * then (`{ hash, slices }`, as `finalState`), so a replay checks every page load against its own
 * end, not only the last one against the export. Neither is ever dispatched.
 *
 * Redux DevTools' import reads only `payload` and `preloadedState` (strings): when `payload`
 * is a JSON array of actions, the DevTools start from `preloadedState` and run the actions through
 * the app's reducer. That form covers the last page load only (DevTools show one store), and it
 * leaves out RTK Query's `middlewareRegistered` action (its payload is the recording page's API
 * instance id, which would read as a conflict elsewhere), marking the API as registered instead.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import type { StateHash } from './stateHash';

/** What takes the tap's actions: the recorder. */
export interface ActionSink {
  /** the store began with `state` at `time`; `getState` reads its state later (the export's hash) */
  begin(getState: () => unknown, state: unknown, time: number): void;
  /** an action that reached the reducer at `time` */
  record(action: UnknownAction, time: number): void;
}

export const LOG_FORMAT = 'billett-action-log';
export const LOG_VERSION = 1;
/** The record of a page load: a new store began with payload.state. */
export const STORE_CREATED = '@@billett/storeCreated';
/** The record of a page being left: payload is the StateHash of its state at that moment. */
export const PAGE_LEFT = '@@billett/pageLeft';

/** A record of the log that is no action: the reducer never gets it. */
export const isLogRecord = (type: string): boolean => type === STORE_CREATED || type === PAGE_LEFT;

export interface LoggedAction {
  seq: number;
  time: number;
  type: string;
  payload?: unknown;
  meta?: unknown;
  error?: unknown;
}

export interface ActionLog {
  format: typeof LOG_FORMAT;
  version: typeof LOG_VERSION;
  buildId: string;
  startedAt: string;
  exportedAt: string;
  redacted: true;
  dropped: number;
  actionCount: number;
  baseState: Record<string, unknown> | null;
  actions: LoggedAction[];
  finalState: StateHash;
  /** Redux DevTools import: JSON of the actions of the last page load */
  payload: string;
  /** Redux DevTools import: JSON of the state they start from */
  preloadedState: string;
}

/** A log that cannot be replayed; the message says why, in words a tester can act on. */
export class ActionLogError extends Error {
  constructor(
    message: string,
    readonly kind: 'malformed' | 'truncated' | 'foreign' | 'unsupported' | 'reducer',
  ) {
    super(message);
    this.name = 'ActionLogError';
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value shaped like a StateHash: { hash, slices }. */
export const isStateHash = (value: unknown): value is StateHash =>
  isObject(value) &&
  typeof value.hash === 'string' &&
  isObject(value.slices) &&
  Object.values(value.slices).every((slice) => typeof slice === 'string');

const isMiddlewareRegistered = (type: string) => type.endsWith('/config/middlewareRegistered');

/** The Redux DevTools form of a log: the last page load's actions and the state before them. */
export function devtoolsForm(
  baseState: Record<string, unknown> | null,
  actions: readonly LoggedAction[],
): { payload: string; preloadedState: string } {
  let start = 0;
  let preloaded: unknown = baseState;
  actions.forEach((action, index) => {
    if (action.type === STORE_CREATED) {
      start = index + 1;
      preloaded = (action.payload as { state?: unknown } | undefined)?.state;
    }
  });
  const kept = actions.slice(start);
  const registered = kept.filter((action) => isMiddlewareRegistered(action.type));
  const plain = kept
    .filter((action) => !isMiddlewareRegistered(action.type) && action.type !== PAGE_LEFT)
    .map(({ type, payload, meta, error }) => ({ type, payload, meta, error }));
  if (registered.length > 0 && isObject(preloaded)) {
    const next: Record<string, unknown> = { ...preloaded };
    for (const action of registered) {
      const reducerPath = action.type.slice(0, -'/config/middlewareRegistered'.length);
      const slice = next[reducerPath];
      if (isObject(slice) && isObject(slice.config))
        next[reducerPath] = { ...slice, config: { ...slice.config, middlewareRegistered: true } };
    }
    preloaded = next;
  }
  return { payload: JSON.stringify(plain), preloadedState: JSON.stringify(preloaded ?? {}) };
}

function parseJson(text: string): unknown {
  if (text.trim() === '')
    throw new ActionLogError('the log is empty: the file holds no text', 'truncated');
  try {
    return JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const trimmed = text.trimEnd();
    const position = /position (\d+)/.exec(reason);
    const cutOff =
      /end of (JSON )?input|unexpected end/i.test(reason) ||
      (position !== null && Number(position[1]) >= trimmed.length) ||
      (trimmed.startsWith('{') && !trimmed.endsWith('}'));
    if (cutOff)
      throw new ActionLogError(
        `the log is truncated: its JSON ends early, after ${text.length} characters (${reason}). ` +
          'Export it again and copy the whole file.',
        'truncated',
      );
    throw new ActionLogError(`the log is not valid JSON: ${reason}`, 'malformed');
  }
}

function checkAction(action: unknown, index: number, previousSeq: number | null): LoggedAction {
  const where = `action #${index}`;
  if (!isObject(action)) throw new ActionLogError(`${where} is not an object`, 'malformed');
  const { seq, time, type } = action;
  if (typeof type !== 'string' || type === '')
    throw new ActionLogError(`${where} has no type`, 'malformed');
  if (typeof seq !== 'number' || !Number.isInteger(seq) || seq < 0)
    throw new ActionLogError(`${where} (${type}) has no sequence number (seq)`, 'malformed');
  if (typeof time !== 'number' || !Number.isFinite(time))
    throw new ActionLogError(`${where} (${type}, seq ${seq}) has no time`, 'malformed');
  if (previousSeq !== null && seq !== previousSeq + 1)
    throw new ActionLogError(
      seq <= previousSeq
        ? `the actions are out of order: seq ${seq} (${type}) follows seq ${previousSeq}`
        : `the log is truncated: actions are missing between seq ${previousSeq} and seq ${seq} (${type})`,
      seq <= previousSeq ? 'malformed' : 'truncated',
    );
  if (
    type === STORE_CREATED &&
    !isObject((action.payload as { state?: unknown } | undefined)?.state)
  )
    throw new ActionLogError(
      `${where} (seq ${seq}) marks a page load but holds no state`,
      'malformed',
    );
  if (type === PAGE_LEFT && !isStateHash(action.payload))
    throw new ActionLogError(
      `${where} (seq ${seq}) marks a page left but holds no state hash`,
      'malformed',
    );
  return action as unknown as LoggedAction;
}

/** Checks a parsed value and returns it as a log, or throws an ActionLogError that says why not. */
export function checkActionLog(value: unknown): ActionLog {
  if (!isObject(value))
    throw new ActionLogError(
      `not a Billett action log: expected a JSON object with "format": "${LOG_FORMAT}", found ${Array.isArray(value) ? 'a list' : typeof value}`,
      'foreign',
    );
  if (value.format === undefined && typeof value.payload === 'string')
    throw new ActionLogError(
      `not a Billett action log but a Redux DevTools export: replay needs the file the storefront's own export downloads ("format": "${LOG_FORMAT}")`,
      'foreign',
    );
  if (value.format !== LOG_FORMAT)
    throw new ActionLogError(
      `not a Billett action log: "format" is ${JSON.stringify(value.format) ?? 'missing'}, expected "${LOG_FORMAT}"`,
      'foreign',
    );
  if (value.version !== LOG_VERSION)
    throw new ActionLogError(
      `unsupported log version ${JSON.stringify(value.version)}: this replay reads version ${LOG_VERSION}`,
      'unsupported',
    );
  if (!Array.isArray(value.actions))
    throw new ActionLogError('the log has no list of actions ("actions")', 'malformed');
  if (typeof value.actionCount !== 'number')
    throw new ActionLogError(
      'the log does not say how many actions it holds ("actionCount")',
      'malformed',
    );
  if (value.actions.length !== value.actionCount)
    throw new ActionLogError(
      `the log is truncated: it says it holds ${value.actionCount} actions but holds ${value.actions.length}`,
      value.actions.length < value.actionCount ? 'truncated' : 'malformed',
    );
  if (value.baseState !== null && !isObject(value.baseState))
    throw new ActionLogError(
      'the log\'s starting state ("baseState") is not an object',
      'malformed',
    );
  let previousSeq: number | null = null;
  value.actions.forEach((action, index) => {
    previousSeq = checkAction(action, index, previousSeq).seq;
  });
  const first = value.actions[0] as LoggedAction | undefined;
  if (value.baseState === null && first?.type !== STORE_CREATED)
    throw new ActionLogError(
      `the log has no starting state: "baseState" is null and it does not begin with a page load (${STORE_CREATED})`,
      'truncated',
    );
  if (!isStateHash(value.finalState))
    throw new ActionLogError(
      'the log has no recorded final state hash ("finalState")',
      'malformed',
    );
  if (typeof value.buildId !== 'string')
    throw new ActionLogError('the log has no build id ("buildId")', 'malformed');
  return value as unknown as ActionLog;
}

/** Parses and checks a log's text (a file's content). */
export const parseActionLog = (text: string): ActionLog => checkActionLog(parseJson(text));
