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
  writeCookie(CONSENT_COOKIE, consentCookieValue(consentAll), {
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

/**
 * The banner's form, for a visitor without JavaScript: POST here with the choice ('accept' or
 * 'reject') and the page to come back to; the server keeps the choice in the same cookie
 * (server/site/consentForm.ts). With JavaScript the banner's buttons act at once instead.
 */
export const CONSENT_FORM_PATH = '/consent';
export const CONSENT_FORM_CHOICE = 'choice';
export const CONSENT_FORM_RETURN = 'return';
/** the form's two choices, as the banner's buttons send them */
export const CONSENT_FORM_ACCEPT = 'accept';
export const CONSENT_FORM_REJECT = 'reject';

/** The record's text as the cookie holds it. */
export const consentCookieValue = (consentAll: boolean): string =>
  JSON.stringify({ consentAll, policyVersion: POLICY_VERSION } satisfies ConsentRecord);
