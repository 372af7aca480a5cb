/**
 * Replay: a log's actions run through a reducer from the log's starting state. No middleware,
 * no sagas, no network: the state is rebuilt from what the reducers were given. A page-load
 * record (`@@billett/storeCreated`) starts over from the state it holds.
 */
import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import { ActionLogError, STORE_CREATED, type ActionLog, type LoggedAction } from './actionLog';
import { stateHash, type StateHash } from './stateHash';

export interface ReplayOptions {
  /** adjusts an action before the reducer gets it (see localApiUid.ts) */
  prepareAction?: (action: UnknownAction) => UnknownAction;
  /** called after each action with the state it led to */
  onStep?: (action: LoggedAction, state: unknown) => void;
}

export interface ReplayResult<S> {
  state: S;
  /** the replayed state's hash */
  hash: StateHash;
  /** the live state's hash when the log was exported */
  recorded: StateHash;
  /** the recorded slices whose replayed hash differs (or that the replaying app lacks) */
  differingSlices: string[];
  /** slices the replaying app has but the recording did not (added since): not compared */
  newSlices: string[];
  /** every recorded slice replayed to the recorded state */
  sameAsRecorded: boolean;
}

export function replayActionLog<S>(
  log: ActionLog,
  reducer: Reducer<S>,
  { prepareAction = (action) => action, onStep }: ReplayOptions = {},
): ReplayResult<S> {
  let state = (log.baseState ?? undefined) as S | undefined;
  for (const entry of log.actions) {
    if (entry.type === STORE_CREATED) {
      state = (entry.payload as { state: S }).state;
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
    onStep?.(entry, state);
  }
  if (state === undefined)
    throw new ActionLogError('the log holds no state to replay', 'malformed');
  const hash = stateHash(state);
  const recorded = log.finalState;
  const differingSlices = Object.keys(recorded.slices).filter(
    (slice) => hash.slices[slice] !== recorded.slices[slice],
  );
  const newSlices = Object.keys(hash.slices).filter((slice) => !(slice in recorded.slices));
  return {
    state,
    hash,
    recorded,
    differingSlices,
    newSlices,
    sameAsRecorded: differingSlices.length === 0,
  };
}
