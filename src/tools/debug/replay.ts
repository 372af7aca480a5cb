/**
 * Replay: a log's actions run through a reducer from the log's starting state. No middleware,
 * no sagas, no network: the state is rebuilt from what the reducers were given. A page-load
 * record (`@@billett/storeCreated`) starts over from the state it holds. Every page load is
 * checked against the state it was recorded to end with: a page left (`@@billett/pageLeft`)
 * against the hash recorded then, the last one against the hash recorded at export. So an edit of
 * an earlier page load is found, though the next page load starts from a state of its own.
 */
import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import {
  ActionLogError,
  PAGE_LEFT,
  STORE_CREATED,
  type ActionLog,
  type LoggedAction,
} from './actionLog';
import { stateHash, type StateHash } from './stateHash';

export interface ReplayOptions {
  /** adjusts an action before the reducer gets it (see localApiUid.ts) */
  prepareAction?: (action: UnknownAction) => UnknownAction;
  /** called after each action with the state it led to */
  onStep?: (action: LoggedAction, state: unknown) => void;
}

/** One page load of the log and how its replay compares with what was recorded. */
export interface PageLoadCheck {
  /** 1 for the log's first page load (or the part of one the log begins with) */
  number: number;
  /** seq of its first record */
  fromSeq: number;
  /** seq of its last record */
  toSeq: number;
  /**
   * 'left': checked against the hash recorded when the page was left; 'export': against the hash
   * recorded at export (the last page load); 'unchecked': it ended without a record of its state
   * (the page was left before its recorder came, or the browser went away)
   */
  checkedAt: 'left' | 'export' | 'unchecked';
  /** recorded slices whose replayed hash differs (or that the replaying app lacks) */
  differingSlices: string[];
}

export interface ReplayResult<S> {
  state: S;
  /** the replayed state's hash */
  hash: StateHash;
  /** the live state's hash when the log was exported */
  recorded: StateHash;
  /** the recorded slices whose replayed hash differs at export (or that the replaying app lacks) */
  differingSlices: string[];
  /** slices the replaying app has but the recording did not (added since): not compared */
  newSlices: string[];
  /** every page load of the log, in order, with its check */
  pageLoads: PageLoadCheck[];
  /** every recorded slice replayed to the recorded state, at every page left and at export */
  sameAsRecorded: boolean;
}

/** The recorded slices whose hash `replayed` does not match. */
const differing = (replayed: StateHash, recorded: StateHash): string[] =>
  Object.keys(recorded.slices).filter((slice) => replayed.slices[slice] !== recorded.slices[slice]);

export function replayActionLog<S>(
  log: ActionLog,
  reducer: Reducer<S>,
  { prepareAction = (action) => action, onStep }: ReplayOptions = {},
): ReplayResult<S> {
  let state = (log.baseState ?? undefined) as S | undefined;
  const pageLoads: PageLoadCheck[] = [];
  let current: PageLoadCheck | null = null;
  /** A page load that starts at this entry, not checked yet. */
  const pageLoadFrom = (seq: number): PageLoadCheck => ({
    number: pageLoads.length + 1,
    fromSeq: seq,
    toSeq: seq,
    checkedAt: 'unchecked',
    differingSlices: [],
  });
  const close = (load: PageLoadCheck | null) => {
    if (load !== null) pageLoads.push(load);
  };

  for (const entry of log.actions) {
    if (entry.type === STORE_CREATED) {
      close(current);
      current = null;
      state = (entry.payload as { state: S }).state;
    } else if (entry.type === PAGE_LEFT) {
      if (state === undefined)
        throw new ActionLogError(
          `seq ${entry.seq} marks a page left before any state`,
          'malformed',
        );
      const check = differing(stateHash(state), entry.payload as StateHash);
      current ??= pageLoadFrom(entry.seq);
      // a page restored from the back-forward cache goes on: a later leave is checked too
      current.checkedAt = 'left';
      current.differingSlices = [...new Set([...current.differingSlices, ...check])];
    } else {
      const { type, payload, meta, error } = entry;
      const action: UnknownAction = { type };
      if (payload !== undefined) action.payload = payload;
      if (meta !== undefined) action.meta = meta;
      if (error !== undefined) action.error = error;
      try {
        state = reducer(state, prepareAction(action));
      } catch (thrown) {
        const reason = thrown instanceof Error ? thrown.message : String(thrown);
        throw new ActionLogError(
          `the reducer failed on seq ${entry.seq} (${type}): ${reason}`,
          'reducer',
        );
      }
    }
    current ??= pageLoadFrom(entry.seq);
    current.toSeq = entry.seq;
    onStep?.(entry, state);
  }
  if (state === undefined)
    throw new ActionLogError('the log holds no state to replay', 'malformed');
  const hash = stateHash(state);
  const recorded = log.finalState;
  const differingSlices = differing(hash, recorded);
  // the last page load is checked against the export (its own leave, if any, too)
  if (current !== null) {
    current.checkedAt = 'export';
    current.differingSlices = [...new Set([...current.differingSlices, ...differingSlices])];
  }
  close(current);
  const newSlices = Object.keys(hash.slices).filter((slice) => !(slice in recorded.slices));
  return {
    state,
    hash,
    recorded,
    differingSlices,
    newSlices,
    pageLoads,
    sameAsRecorded:
      differingSlices.length === 0 && pageLoads.every((load) => load.differingSlices.length === 0),
  };
}
