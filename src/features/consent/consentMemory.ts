/**
 * Consent at start and on every choice (spec section 4), as each happens, not when the sagas
 * arrive (app/start/sagaLoad.ts):
 * - as the store is made (startConsent): the consent-mode defaults, before anything could load a
 *   tag; then the choice remembered in the consent cookie, restored (so the first paint shows no
 *   banner to a visitor who has chosen) with its consent-mode update;
 * - on accept or reject (consentMemory, a middleware): the cookie is written (one year) and
 *   consent mode gets the update, while the choice is dispatched: a visitor who leaves right
 *   after choosing keeps the choice.
 * What a choice means for the trackers and the chat is theirs to act on (trackingSaga, SupportChat).
 */
import type { Dispatch, Middleware } from '@reduxjs/toolkit';
import { readConsentCookie, writeConsentCookie } from './consentCookie';
import { ensureConsentDefaults, updateConsentMode } from './consentMode';
import { accepted, rejected, restored } from './consentSlice';

export function startConsent(dispatch: Dispatch): void {
  ensureConsentDefaults();
  const record = readConsentCookie();
  if (!record) return;
  dispatch(restored({ consentAll: record.consentAll }));
  updateConsentMode(record.consentAll);
}

export const consentMemory: Middleware = () => (next) => (action) => {
  const result = next(action);
  const consentAll = accepted.match(action);
  if (consentAll || rejected.match(action)) {
    writeConsentCookie(consentAll);
    updateConsentMode(consentAll);
  }
  return result;
};
