/**
 * Consent at start and on every choice (spec section 4):
 * - at start, before anything else can load a tag: the consent-mode defaults, then the update for
 *   the choice remembered in the consent cookie (restored into the state as the store was made,
 *   consentRestore.ts);
 * - on accept or reject: the cookie is written (one year) and consent mode gets the update.
 * What a choice means for the trackers and the chat is theirs to act on (trackingSaga, SupportChat).
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { call, select, takeEvery } from 'redux-saga/effects';
import { writeConsentCookie } from './consentCookie';
import { ensureConsentDefaults, updateConsentMode } from './consentMode';
import { accepted, rejected, selectConsentStatus, type ConsentStatus } from './consentSlice';

function* remember(action: UnknownAction) {
  const consentAll = accepted.match(action);
  yield call(writeConsentCookie, consentAll);
  yield call(updateConsentMode, consentAll);
}

export function* consentSaga() {
  yield call(ensureConsentDefaults);
  const status: ConsentStatus = yield select(selectConsentStatus);
  if (status !== 'undecided') yield call(updateConsentMode, status === 'accepted');
  yield takeEvery([accepted.type, rejected.type], remember);
}
