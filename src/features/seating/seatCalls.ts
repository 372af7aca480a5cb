/**
 * The shop API calls the seat saga makes for one seat share a fixed cache key, so RTK Query keeps
 * the latest call per seat in its mutation state: pending, done, or failed with the visitor's
 * message. The page reads them here (what is under way, what the server refused) without a slice
 * of its own: it is the state of those calls, nothing more.
 */
import { createSelector } from '@reduxjs/toolkit';
import { QueryStatus } from '@reduxjs/toolkit/query';
import { visitorMessageOf, type ApiErrorStatus, type VisitorMessage } from '../../api/errors';
import { shopApi } from '../../api/shopApi';
import type { RootState } from '../../state/rootState';

const PREFIX = 'seating';
/** the removal that starts a ticket type swap: the seat stays the visitor's meanwhile */
const SWAP_PREFIX = 'seating-swap';

/** The fixed cache key of the calls for one seat of a placement (`swap`: a swap's removal). */
export const seatCallKey = (placementId: string, seatLabel: string, swap = false): string =>
  `${swap ? SWAP_PREFIX : PREFIX} ${placementId} ${seatLabel}`;

export interface SeatCall {
  seatLabel: string;
  /** hold: the seat's item is added; release: it is removed; swap: removed to be added anew */
  kind: 'hold' | 'release' | 'swap';
  status: 'pending' | 'fulfilled' | 'rejected';
  /** ms since the epoch, when the call started */
  startedAt: number;
  /** rejected: what the visitor is told (the server's detail, or a text key) */
  message: VisitorMessage | null;
  /** rejected: the HTTP status, or how the call failed before an answer */
  failure: ApiErrorStatus | null;
}

interface MutationEntry {
  status?: QueryStatus;
  endpointName?: string;
  startedTimeStamp?: number;
  error?: unknown;
}

const STATUSES: Partial<Record<QueryStatus, SeatCall['status']>> = {
  [QueryStatus.pending]: 'pending',
  [QueryStatus.fulfilled]: 'fulfilled',
  [QueryStatus.rejected]: 'rejected',
};

/** One cache entry as a seat call, or null when it is none. */
export function seatCallOf(
  key: string,
  entry: MutationEntry | undefined,
  placementId: string,
): SeatCall | null {
  const swap = key.startsWith(`${SWAP_PREFIX} ${placementId} `);
  const prefix = `${swap ? SWAP_PREFIX : PREFIX} ${placementId} `;
  if (!entry || !key.startsWith(prefix)) return null;
  const status = entry.status ? STATUSES[entry.status] : undefined;
  const kind =
    entry.endpointName === 'addItems'
      ? 'hold'
      : entry.endpointName === 'removeItem'
        ? swap
          ? 'swap'
          : 'release'
        : null;
  if (!status || !kind) return null;
  const error = entry.error as { status?: ApiErrorStatus } | undefined;
  return {
    seatLabel: key.slice(prefix.length),
    kind,
    status,
    startedAt: entry.startedTimeStamp ?? 0,
    message: status === 'rejected' ? visitorMessageOf(entry.error) : null,
    failure: status === 'rejected' ? (error?.status ?? null) : null,
  };
}

const selectMutations = (state: RootState) => state[shopApi.reducerPath].mutations;

/** The latest call of every seat of a placement (the one that started last), by seat label. */
export const selectSeatCalls = createSelector(
  [selectMutations, (_state: RootState, placementId: string) => placementId],
  (mutations, placementId): ReadonlyMap<string, SeatCall> => {
    const calls = new Map<string, SeatCall>();
    for (const [key, entry] of Object.entries(mutations)) {
      const call = seatCallOf(key, entry as MutationEntry | undefined, placementId);
      const other = call && calls.get(call.seatLabel);
      if (call && (!other || call.startedAt >= other.startedAt)) calls.set(call.seatLabel, call);
    }
    return calls;
  },
);

/** The call that started last (after `after`, ms since the epoch), or null. */
export function latestSeatCall(calls: ReadonlyMap<string, SeatCall>, after = 0): SeatCall | null {
  let latest: SeatCall | null = null;
  for (const call of calls.values()) {
    if (call.startedAt > after && (latest === null || call.startedAt >= latest.startedAt))
      latest = call;
  }
  return latest;
}
