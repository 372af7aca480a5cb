/**
 * How the order hands items to the customisation flow and hears how it ended: the amount saga
 * does it for the missing items that need the visitor. `customiseItems(items)` asks for them
 * (customisationWanted) and waits for the outcome: the visitor finished (the items are in the
 * order) or cancelled, or the flow could not run. The customisation gate (customisation/
 * customisationGate.ts, in the root saga) starts the flow from its chunk and hands it the items
 * (customisationRequested). The events live in the order model, below both features, so the order
 * feature imports nothing of the customisation flow.
 */
import { createAction, type Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, put, take } from 'redux-saga/effects';
import { newId } from '../../lib/ids';
import type { NewOrderItem } from '../../api/types';

/**
 * added: the items are in the order; cancelled: the visitor (or an expiry) stopped the flow;
 * failed: the add failed, or the flow's code could not be loaded.
 */
export type CustomisationOutcome = 'added' | 'cancelled' | 'failed';

export interface CustomisationRequest {
  requestId: string;
  items: NewOrderItem[];
}

/** The order wants these items customised and then added (the gate hands them to the flow). */
export const customisationWanted = createAction<CustomisationRequest>('customisation/wanted');

/** Items for the running flow to customise and then add (one request at a time, in order). */
export const customisationRequested = createAction<CustomisationRequest>('customisation/requested');

/** The flow of one request is over. */
export const customisationEnded = createAction<{
  requestId: string;
  outcome: CustomisationOutcome;
}>('customisation/ended');

/** Ask for `items` to be customised and added, and wait until that is over. */
export function* customiseItems(items: NewOrderItem[]): SagaIterator<CustomisationOutcome> {
  const requestId = newId();
  // the take is in place before the request goes out, so even an immediate answer is heard
  const [ended] = (yield all([
    take(
      (action: Action) =>
        customisationEnded.match(action) && action.payload.requestId === requestId,
    ),
    put(customisationWanted({ requestId, items })),
  ])) as [ReturnType<typeof customisationEnded>, unknown];
  return ended.payload.outcome;
}
