/**
 * Every failed shop API call raises the shared error alert with the visitor's message and what
 * failed (failedCall.ts: the toast's title says it), except calls that were skipped or aborted
 * and the failures a feature answers itself, registered where the call is owned (api/ownAnswers.ts):
 * - order/orderAnswers.ts: a 404 on the order read (forgotten silently), a refused voucher code
 *   (422, under the field), an extension of the reservation (said where the visitor asked);
 * - personalisation/personalisationApi.ts: a refused personalisation (422, under its fields);
 * - checkout/checkoutApi.ts: a refused checkout (409/422, on the checkout page);
 * - checkout/orderStatusAnswers.ts: an unknown order's status (the status page is the 404 page);
 * - presale/presaleRequest.ts: a presale code refused on the presale page (under its field);
 * - freshness/buildQuery.ts: the background build poll (a failed poll is no news).
 */
import { isRejectedWithValue, type Action } from '@reduxjs/toolkit';
import { put, select, takeEvery } from 'redux-saga/effects';
import { visitorMessageOf } from '../../api/errors';
import { shopApi } from '../../api/shopApi';
import type { RootState } from '../../state/rootState';
import { errorRaised } from './errorAlertSlice';
import { failedCallOf, type FailedCall } from './failedCall';
import { answeredByItsFeature } from '../../api/ownAnswers';

interface RejectedMeta {
  aborted?: boolean;
  condition?: boolean;
}

/** A failed shop API call the visitor must hear about. */
export function isVisitorFacingFailure(action: Action): boolean {
  if (!action.type.startsWith(`${shopApi.reducerPath}/`) || !isRejectedWithValue(action))
    return false;
  const meta = action.meta as RejectedMeta;
  if (meta.aborted || meta.condition) return false;
  const status = (action.payload as { status?: unknown } | undefined)?.status;
  return !answeredByItsFeature(action, status);
}

function* raiseAlert(action: Action & { payload?: unknown }) {
  const failed = (yield select((state: RootState) =>
    failedCallOf(action, state),
  )) as FailedCall | null;
  yield put(errorRaised({ ...visitorMessageOf(action.payload), failed }));
}

export function* errorSaga() {
  yield takeEvery(isVisitorFacingFailure, raiseAlert);
}
