/**
 * Every failed shop API call raises the shared error alert with the visitor's message and what
 * failed (failedCall.ts: the toast's title says it), except the ones another feature answers itself: a 404 on getOrder (the order feature
 * marks the order expired-confirmed), a refused voucher code (422: the cart shows the
 * server's message under the field), a presale code refused on the presale page (shown under
 * its field; a ?presaleToken= refusal is the alert's), a refused personalisation (422, shown under its fields),
 * a refused checkout (409/422, shown on the checkout page), an unknown order's status (the
 * status page shows the 404 page), the background build-freshness poll (a failed poll
 * is no news for the visitor), an extension of the reservation (the reservation notice or the
 * expiry dialog, where the visitor asked, says why not), and calls that were skipped or aborted.
 */
import { isRejectedWithValue, type Action } from '@reduxjs/toolkit';
import { put, select, takeEvery } from 'redux-saga/effects';
import { visitorMessageOf } from '../../api/errors';
import { shopApi } from '../../api/shopApi';
import type { RootState } from '../../state/rootState';
import { errorRaised } from './errorAlertSlice';
import { failedCallOf, type FailedCall } from './failedCall';
import { answeredByItsFeature } from './ownAnswers';

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
  const { endpoints } = shopApi;
  if (endpoints.getOrder.matchRejected(action) && status === 404) return false;
  if (endpoints.addVoucher.matchRejected(action) && status === 422) return false;
  const call = (action.meta as { arg?: { endpointName?: string } }).arg;
  if (endpoints.getLatestBuild.matchRejected(action)) return false;
  if (endpoints.extendReservation.matchRejected(action)) return false;
  // a refused personalisation (422) is shown field by field in the personalisation form
  const endpointName = call?.endpointName;
  if (endpointName === 'savePersonalisation' && status === 422) return false;
  // the checkout page shows a refusal above its button and under the named fields
  if (endpointName === 'payOrder' && (status === 409 || status === 422)) return false;
  // the presale page's refused code, the status page's unknown order (ownAnswers.ts)
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
