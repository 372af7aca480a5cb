/**
 * The visitor's chosen interface language, remembered in a cookie (spec sections 4 and 9):
 * 365 days, path /, SameSite Lax. Written when the visitor switches languages, read when a
 * path without a language has to be sent to one.
 */
import type { Lang } from '../../api/types';
import { readCookie, writeCookie } from '../../lib/cookies';
import { isLang, LANGUAGE_COOKIE } from '../../lib/languages';

/** 365 days, in seconds */
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function writeLanguageCookie(lang: Lang): void {
  writeCookie(LANGUAGE_COOKIE, lang, {
    maxAge: LANGUAGE_COOKIE_MAX_AGE_S,
    path: '/',
    sameSite: 'Lax',
    secure: typeof window !== 'undefined' && window.location.protocol === 'https:',
  });
}

/** The remembered language, or null when there is none (or it is not one of ours). */
export function readLanguageCookie(): Lang | null {
  const value = readCookie(LANGUAGE_COOKIE);
  return isLang(value) ? value : null;
}
