/**
 * How another feature hands items to the customisation flow and hears how it ended. The amount
 * saga does it for the missing items that need the visitor; a saga calls `customise(items)`
 * (customisationFlow.ts: starts the flow from its chunk, then `customiseItems(items)`) and gets
 * the outcome once the visitor finished (the items are in the order) or cancelled.
 * This file imports no saga of the flow, so any saga may use it.
 */
import { createAction, type Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, put, take } from 'redux-saga/effects';
import { newId } from '../../lib/ids';
import type { DraftItem } from './customisationSlice';

/** added: the items are in the order; cancelled: the visitor (or an expiry) stopped the flow; failed: the add failed. */
export type CustomisationOutcome = 'added' | 'cancelled' | 'failed';

/** Items to customise and then add (handled one request at a time, in order). */
export const customisationRequested = createAction<{ requestId: string; items: DraftItem[] }>(
  'customisation/requested',
);

/** The flow of one request is over. */
export const customisationEnded = createAction<{
  requestId: string;
  outcome: CustomisationOutcome;
}>('customisation/ended');

/** Hand `items` to the flow and wait until it is over. */
export function* customiseItems(items: DraftItem[]): SagaIterator<CustomisationOutcome> {
  const requestId = newId();
  // the take is in place before the request goes out, so even an immediate answer is heard
  const [ended] = (yield all([
    take(
      (action: Action) =>
        customisationEnded.match(action) && action.payload.requestId === requestId,
    ),
    put(customisationRequested({ requestId, items })),
  ])) as [ReturnType<typeof customisationEnded>, unknown];
  return ended.payload.outcome;
}
