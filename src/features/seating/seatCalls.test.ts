import { QueryStatus } from '@reduxjs/toolkit/query';
import type { RootState } from '../../state/rootState';
import {
  latestSeatCall,
  seatCallKey,
  seatCallOf,
  selectSeatCalls,
  type SeatCall,
} from './seatCalls';

const PLACEMENT = 'pl-1';

const hold = (startedTimeStamp: number, status: QueryStatus = QueryStatus.pending) => ({
  status,
  endpointName: 'addItems',
  startedTimeStamp,
});

/** A store state whose mutation cache holds just these entries. */
const stateWith = (mutations: Record<string, unknown>) =>
  ({ shopApi: { mutations } }) as unknown as RootState;

describe("a seat call's cache key", () => {
  it('names the placement and the seat, a swap’s removal apart', () => {
    expect(seatCallKey(PLACEMENT, 'A-1')).toBe('seating pl-1 A-1');
    expect(seatCallKey(PLACEMENT, 'A-1', true)).toBe('seating-swap pl-1 A-1');
    expect(seatCallKey(PLACEMENT, 'A-1')).not.toBe(seatCallKey(PLACEMENT, 'A-1', true));
  });
});

describe('one cache entry as a seat call', () => {
  it('keeps a seat label with spaces whole, and a fulfilled call has no message', () => {
    expect(
      seatCallOf('seating pl-1 Parkett links 12', hold(7, QueryStatus.fulfilled), PLACEMENT),
    ).toEqual({
      seatLabel: 'Parkett links 12',
      kind: 'hold',
      status: 'fulfilled',
      startedAt: 7,
      message: null,
      failure: null,
    });
  });

  it('is none for another placement whose id only starts like this one', () => {
    expect(seatCallOf('seating pl-10 A-1', hold(1), PLACEMENT)).toBeNull();
    expect(seatCallOf('seating-swap pl-10 A-1', hold(1), PLACEMENT)).toBeNull();
  });

  it('is none without an entry, before the call started, or for another endpoint', () => {
    expect(seatCallOf('seating pl-1 A-1', undefined, PLACEMENT)).toBeNull();
    expect(
      seatCallOf('seating pl-1 A-1', { ...hold(1), status: QueryStatus.uninitialized }, PLACEMENT),
    ).toBeNull();
    expect(seatCallOf('seating pl-1 A-1', { ...hold(1), status: undefined }, PLACEMENT)).toBeNull();
    expect(
      seatCallOf('seating pl-1 A-1', { ...hold(1), endpointName: 'applyVoucher' }, PLACEMENT),
    ).toBeNull();
  });

  it('a swap’s hold is a hold: only its removal keeps the seat as a swap', () => {
    expect(seatCallOf('seating-swap pl-1 A-1', hold(1), PLACEMENT)?.kind).toBe('hold');
  });

  it('a refusal without an answer tells the generic message and how it failed', () => {
    const call = seatCallOf(
      'seating pl-1 A-1',
      {
        ...hold(3, QueryStatus.rejected),
        error: { status: 'FETCH_ERROR', messageKey: 'errors.network' },
      },
      PLACEMENT,
    );
    expect(call?.failure).toBe('FETCH_ERROR');
    expect(call?.message).toEqual({ messageKey: 'errors.network' });
    const unknown = seatCallOf('seating pl-1 A-1', { ...hold(3, QueryStatus.rejected) }, PLACEMENT);
    expect(unknown?.message).toEqual({ messageKey: 'errors.generic' });
    expect(unknown?.failure).toBeNull();
  });

  it('started at 0 when the cache has no start time', () => {
    expect(
      seatCallOf(
        'seating pl-1 A-1',
        { status: QueryStatus.pending, endpointName: 'addItems' },
        PLACEMENT,
      )?.startedAt,
    ).toBe(0);
  });
});

describe('the latest call of each seat of a placement', () => {
  it('keeps per seat the call that started last, a later one of the same start winning', () => {
    const calls = selectSeatCalls(
      stateWith({
        'seating pl-1 A-1': hold(10),
        'seating-swap pl-1 A-1': { ...hold(20), endpointName: 'removeItem' },
        'seating pl-1 A-2': hold(30),
        'seating-swap pl-1 A-2': { ...hold(30), endpointName: 'removeItem' },
        'seating pl-1 A-3': hold(50),
        'seating-swap pl-1 A-3': { ...hold(40), endpointName: 'removeItem' },
        'seating pl-2 A-1': hold(99),
        'another-request': hold(99),
      }),
      PLACEMENT,
    );
    expect([...calls.keys()].sort()).toEqual(['A-1', 'A-2', 'A-3']);
    expect(calls.get('A-1')).toMatchObject({ kind: 'swap', startedAt: 20 });
    expect(calls.get('A-2')).toMatchObject({ kind: 'swap', startedAt: 30 });
    expect(calls.get('A-3')).toMatchObject({ kind: 'hold', startedAt: 50 });
  });
});

describe('the call that started last', () => {
  const call = (seatLabel: string, startedAt: number): SeatCall => ({
    seatLabel,
    kind: 'hold',
    status: 'pending',
    startedAt,
    message: null,
    failure: null,
  });
  const calls = (...list: SeatCall[]) => new Map(list.map((entry) => [entry.seatLabel, entry]));

  it('is the newest, the later of two that started together', () => {
    expect(latestSeatCall(calls(call('A-1', 5), call('A-2', 9), call('A-3', 7)))?.seatLabel).toBe(
      'A-2',
    );
    expect(latestSeatCall(calls(call('A-1', 9), call('A-2', 9)))?.seatLabel).toBe('A-2');
  });

  it('counts only calls that started after the given time', () => {
    const list = calls(call('A-1', 5), call('A-2', 9));
    expect(latestSeatCall(list, 9)).toBeNull();
    expect(latestSeatCall(list, 8)?.seatLabel).toBe('A-2');
    expect(latestSeatCall(calls())).toBeNull();
    // a call without a start time (0) is older than anything
    expect(latestSeatCall(calls(call('A-1', 0)))).toBeNull();
  });
});
