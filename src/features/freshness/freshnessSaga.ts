/**
 * Build freshness (spec section 4): builds/latest.json is polled every
 * siteConfig.buildPollIntervalMs; an id other than the running build's raises the new-build
 * notice (once: polling stops then). A failed poll is simply tried again at the next interval.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, delay, put } from 'redux-saga/effects';
import { siteConfig } from '../../../config/site';
import type { BuildInfo } from '../../api/types';
import { runningBuildId } from './buildId';
import { newBuildFound } from './freshnessSlice';
import { buildQuery } from './buildQuery';

interface BuildRequest {
  unwrap(): Promise<BuildInfo>;
}

/** The latest build's id, or null when the poll failed. */
export function* fetchLatestBuildId(): SagaIterator<string | null> {
  const thunk = buildQuery.endpoints.getLatestBuild.initiate(undefined, {
    subscribe: false,
    forceRefetch: true,
  });
  // put dispatches through the whole middleware chain: the thunk runs and its request comes back
  const request = (yield put(thunk as unknown as UnknownAction)) as BuildRequest;
  try {
    const build = (yield call(() => request.unwrap())) as BuildInfo;
    return typeof build?.id === 'string' ? build.id : null;
  } catch {
    return null;
  }
}

export function* freshnessSaga(
  intervalMs: number = siteConfig.buildPollIntervalMs,
  currentId: string = runningBuildId(),
): SagaIterator {
  if (!(intervalMs > 0)) return;
  for (;;) {
    yield delay(intervalMs);
    const latest = (yield call(fetchLatestBuildId)) as string | null;
    if (latest !== null && latest !== currentId) {
      yield put(newBuildFound(latest));
      return;
    }
  }
}
