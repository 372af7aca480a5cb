/**
 * The visitor's consent choice, remembered in a cookie (spec sections 3, 4 and 9): the consent
 * record { consentAll, policyVersion: 0 } as JSON, 31536000 s (one year), path /, SameSite Lax,
 * Secure on https. A record for another policy version counts as no choice: the visitor is asked again.
 */
import { readCookie, writeCookie } from '../../lib/cookies';

export const CONSENT_COOKIE = 'billett_consent';
/** one year, in seconds (spec section 9) */
export const CONSENT_COOKIE_MAX_AGE_S = 31_536_000;
/** the version of the privacy policy the choice refers to */
export const POLICY_VERSION = 0;

/** The consent record (spec section 3). */
export interface ConsentRecord {
  consentAll: boolean;
  policyVersion: typeof POLICY_VERSION;
}

export function writeConsentCookie(consentAll: boolean): void {
  const record: ConsentRecord = { consentAll, policyVersion: POLICY_VERSION };
  writeCookie(CONSENT_COOKIE, JSON.stringify(record), {
    maxAge: CONSENT_COOKIE_MAX_AGE_S,
    path: '/',
    sameSite: 'Lax',
    secure: typeof window !== 'undefined' && window.location.protocol === 'https:',
  });
}

/** The remembered record, or null when there is none, it is unreadable or for another policy version. */
export function readConsentCookie(): ConsentRecord | null {
  return consentRecordFrom(readCookie(CONSENT_COOKIE));
}

/** The consent cookie's value as a record (the server reads it from the request): as readConsentCookie. */
export function consentRecordFrom(raw: string | null | undefined): ConsentRecord | null {
  if (raw === null || raw === undefined) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<ConsentRecord> | null;
    if (
      parsed === null ||
      typeof parsed !== 'object' ||
      typeof parsed.consentAll !== 'boolean' ||
      parsed.policyVersion !== POLICY_VERSION
    )
      return null;
    return { consentAll: parsed.consentAll, policyVersion: POLICY_VERSION };
  } catch {
    return null;
  }
}
