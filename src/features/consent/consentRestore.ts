/**
 * The choice remembered from an earlier visit (the consent cookie), restored as the store is made:
 * before the first paint, which must not show the banner to a visitor who has chosen, and before
 * the sagas arrive (their chunk, app/sagaStart.ts). The consent saga sends consent mode the
 * restored choice once it runs.
 */
import type { Dispatch } from '@reduxjs/toolkit';
import { readConsentCookie } from './consentCookie';
import { restored } from './consentSlice';

export function restoreConsent(dispatch: Dispatch): void {
  const record = readConsentCookie();
  if (record) dispatch(restored({ consentAll: record.consentAll }));
}
