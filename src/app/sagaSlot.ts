/**
 * Where the saga middleware sits in the store's chain before its code has arrived. The sagas and
 * redux-saga itself are a chunk of their own ('sagas', sagaStart.ts), out of every first page:
 * the first paint needs the reducers and the shop API, not the sagas. Until the chunk is attached
 * the slot passes every action on to the reducers and keeps it; attached, the saga middleware
 * takes its place, and the kept actions are handed to the sagas in the order they came, so no
 * saga misses what happened while it loaded (the order restore asked at start, an early failure);
 * each keeps the time it was dispatched (state/dispatchTime.ts).
 *
 * Framework-free: nothing here imports redux-saga.
 */
import type { Action, Middleware, MiddlewareAPI } from '@reduxjs/toolkit';
import { noteDispatchTime } from '../state/dispatchTime';
import { storePart } from '../state/storePart';

type Next = (action: unknown) => unknown;

/** What the saga middleware needs of the store, and gives the chain (redux-saga's own shape). */
export type SagaMiddleware = (api: MiddlewareAPI) => (next: Next) => (action: unknown) => unknown;

export interface SagaSlot {
  middleware: Middleware;
  /** true once the saga middleware has taken the slot */
  readonly attached: boolean;
  /**
   * Puts the saga middleware in the slot, and gives back the actions dispatched before it, in
   * order, for the sagas to take once they run.
   */
  attach(sagaMiddleware: SagaMiddleware): Action[];
  /** `call` once an action the sagas must answer promptly is kept (at once when one was) */
  whenNeeded(call: () => void): void;
}

/** the most actions kept for the sagas while they load (a page's start dispatches about 30) */
const MAX_KEPT = 1000;

/** `urgent`: the actions the sagas must answer promptly (kept, they ask for the sagas' chunk) */
export function createSagaSlot(urgent: (action: Action) => boolean): SagaSlot {
  let api: MiddlewareAPI | null = null;
  let next: Next | null = null;
  let handle: ((action: unknown) => unknown) | null = null;
  let kept: Action[] = [];
  let needed = false;
  let neededCall: (() => void) | null = null;
  return {
    middleware: (storeApi) => (nextDispatch) => {
      api = storeApi;
      next = nextDispatch;
      return (action) => {
        if (handle) return handle(action);
        // a store whose sagas never arrive (their chunk could not be loaded) keeps only the latest
        if (kept.length === MAX_KEPT) kept.shift();
        kept.push(action as Action);
        noteDispatchTime(action as Action, Date.now());
        const result = nextDispatch(action);
        if (!needed && urgent(action as Action)) {
          needed = true;
          neededCall?.();
        }
        return result;
      };
    },
    get attached() {
      return handle !== null;
    },
    attach(sagaMiddleware) {
      if (handle) throw new Error('the saga middleware is in its slot already');
      if (!api || !next) throw new Error('the saga slot is not in a store');
      handle = sagaMiddleware(api)(next);
      const before = kept;
      kept = [];
      return before;
    },
    whenNeeded(call) {
      if (needed) call();
      else neededCall = call;
    },
  };
}

const slots = storePart<SagaSlot>('the saga slot');

export const registerSagaSlot = slots.register;

/** The store's saga slot (a store made by createShopStore has one). */
export const sagaSlotOf = slots.of;
