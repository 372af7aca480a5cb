/**
 * RTK Query calls from a saga. `put` dispatches through the whole middleware chain, so an
 * endpoint's initiate thunk runs and `put` hands back what dispatch returned (the request).
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';

interface Unwrappable<T> {
  unwrap(): Promise<T>;
}

/** Dispatch a thunk and return what dispatch returned. */
export function* dispatchThunk<R>(thunk: (...args: never[]) => R): SagaIterator<R> {
  return (yield put(thunk as unknown as UnknownAction)) as R;
}

/** Dispatch an endpoint's initiate and wait for its answer; a failure throws the ApiError. */
export function* callEndpoint<T>(thunk: (...args: never[]) => Unwrappable<T>): SagaIterator<T> {
  const request = (yield call(dispatchThunk, thunk)) as Unwrappable<T>;
  return (yield call(() => request.unwrap())) as T;
}
