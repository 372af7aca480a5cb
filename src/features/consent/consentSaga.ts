/**
 * Consent at start and on every choice (spec section 4):
 * - at start, before anything else can load a tag: the consent-mode defaults, then the choice
 *   remembered in the consent cookie (restored, and its consent-mode update);
 * - on accept or reject: the cookie is written (one year) and consent mode gets the update.
 * What a choice means for the trackers and the chat is theirs to act on (trackingSaga, SupportChat).
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { call, put, takeEvery } from 'redux-saga/effects';
import { readConsentCookie, writeConsentCookie, type ConsentRecord } from './consentCookie';
import { ensureConsentDefaults, updateConsentMode } from './consentMode';
import { accepted, rejected, restored } from './consentSlice';

function* remember(action: UnknownAction) {
  const consentAll = accepted.match(action);
  yield call(writeConsentCookie, consentAll);
  yield call(updateConsentMode, consentAll);
}

export function* consentSaga() {
  yield call(ensureConsentDefaults);
  const record: ConsentRecord | null = yield call(readConsentCookie);
  if (record) {
    yield put(restored({ consentAll: record.consentAll }));
    yield call(updateConsentMode, record.consentAll);
  }
  yield takeEvery([accepted.type, rejected.type], remember);
}
