/**
 * The tracking gate (issue 9): all of tracking that every page carries. The tracking saga
 * (trackingSaga.ts, and what only it needs) is in the 'tracking' chunk with the providers and the
 * event builder. The gate loads it once the visitor has full consent (restored at start or given
 * later) and runs it; before that nothing is loaded and nothing is sent.
 *
 * The saga then acts as if it had run from the start. For that the gate notes, with their time,
 * the tracked domain events and consent changes the saga would still be acting on:
 * - without full consent, only those of the last 100 ms (an event waits 100 ms and is dropped when
 *   there is no full consent then), and the page of the last page view older than that (the
 *   events after it are tied to that page);
 * - from full consent until the saga runs, everything: nothing is lost while the chunk loads.
 * The saga is handed them (the accept among them) and takes them as it would have then: an event
 * whose wait was over before it runs goes out only if the visitor had full consent at its end
 * (consentTimeline.ts), as the sagas may arrive after the choice (app/start/sagaLoad.ts), and still has.
 *
 * A chunk that cannot be loaded (offline) is logged like a provider's failure, never shown; the
 * next consent change tries again.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import type { SagaIterator, Task } from 'redux-saga';
import { call, cancel, select, take, takeEvery } from 'redux-saga/effects';
import { accepted, rejected, restored, selectHasFullConsent } from '../consent/consentSlice';
import { TRACKED_TYPES } from './trackedActions';
import { TRACKING_DELAY_MS } from './trackingDelay';
import { pageView } from './trackingEvents';
import { logTrackingFailure } from './trackingLog';
import { dispatchedAt } from '../../state/dispatchTime';
import type { trackingSaga } from './trackingSaga';
import type { NotedAction, PageContext } from './trackingTypes';

type TrackingSaga = typeof trackingSaga;
type TrackingSagaLoader = () => Promise<TrackingSaga>;

const fromChunk: TrackingSagaLoader = () =>
  import(/* webpackChunkName: "tracking" */ './trackingSaga').then((chunk) => chunk.trackingSaga);

let loadTrackingSaga = fromChunk;

/** Load the tracking saga this way from now on (tests); returns a function that puts the previous way back. */
export function setTrackingSagaLoader(next: TrackingSagaLoader): () => void {
  const previous = loadTrackingSaga;
  loadTrackingSaga = next;
  return () => {
    loadTrackingSaga = previous;
  };
}

/** The tracking saga, or null when its chunk could not be loaded (logged). */
function* trackingSagaLoaded(): SagaIterator<TrackingSaga | null> {
  try {
    return (yield call(loadTrackingSaga)) as TrackingSaga;
  } catch (error) {
    yield call(logTrackingFailure, 'loading the tracking saga', error);
    return null;
  }
}

export function* trackingGate(): SagaIterator<void> {
  const noted: NotedAction[] = [];
  let page: PageContext | undefined;
  /** from full consent until the saga runs: every noted action is kept */
  let keepingAll = false;

  /** Forget what the saga would have dropped by `now`: events whose 100 ms wait is over. */
  const forgetOlder = (now: number) => {
    let over = 0;
    while (over < noted.length && noted[over].at + TRACKING_DELAY_MS < now) over += 1;
    for (const { action } of noted.splice(0, over))
      if (pageView.match(action)) page = { ...action.payload };
  };
  const note = (action: UnknownAction) => {
    const at = dispatchedAt(action);
    if (!keepingAll) forgetOlder(at);
    noted.push({ action, at });
  };
  const noting: Task = yield takeEvery(
    [...TRACKED_TYPES, accepted.type, rejected.type, restored.type],
    note,
  );

  for (;;) {
    if ((yield select(selectHasFullConsent)) as boolean) {
      keepingAll = true;
      forgetOlder(Date.now());
      const saga: TrackingSaga | null = yield call(trackingSagaLoaded);
      if (saga) {
        // no action can come between these steps: the saga takes the next one itself
        yield cancel(noting);
        yield call(saga, { page, pending: noted.splice(0) });
        return;
      }
      keepingAll = false;
    }
    yield take([accepted.type, rejected.type, restored.type]);
  }
}
