/**
 * The shop's languages, the one home of the rule (spec section 9): which languages there are, how a
 * value is known to be one, which one stands in when none is given, the language a path names,
 * and the one a visitor who names none gets (language cookie, browser's languages). The browser, the base
 * query and the demo server (server/) all read it from here. It imports nothing, so every layer
 * may use it, lib/ included (which imports nothing from api/); its language type is the
 * contract's `Lang` (src/api/types.ts), which languages.test.ts holds to the list.
 */

/** Every interface language, the default first. */
export const LANGUAGES = ['de', 'en', 'fr', 'it'] as const;
/** A shop language: the contract's `Lang` (src/api/types.ts), held to it by languages.test.ts. */
export type Lang = (typeof LANGUAGES)[number];

/** The shop's default interface language. */
export const DEFAULT_LANG: Lang = LANGUAGES[0];

export const isLang = (value: unknown): value is Lang =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** `value` when it is a shop language, else the default language. */
export const langOrDefault = (value: unknown): Lang => (isLang(value) ? value : DEFAULT_LANG);

/**
 * The language an address's path names: its first segment, decoded as the router decodes a
 * segment, when that is a shop language; else null. The one rule for "the language of a path":
 * the server's render and first-page hints, the browser's first texts, its navigation (which hands
 * the language of each shown address down to the pages) and the preloading all read it here.
 */
export function languageOfPath(pathname: string): Lang | null {
  const written = pathname.split('/');
  let first = written[1] ?? '';
  try {
    first = written.map((segment) => decodeURIComponent(segment))[1] ?? '';
  } catch {
    // one malformed escape anywhere: the router reads the whole path as written, so does this
  }
  return isLang(first) ? first : null;
}

/**
 * The cookie that remembers the visitor's chosen language (features/locale/languageCookie.ts
 * writes and reads it); the server reads it too, for the root's redirect.
 */
export const LANGUAGE_COOKIE = 'billett_lang';

/**
 * The best of `offered` for a browser's languages: an exact match first (de-CH asks for de-CH,
 * there is none, so it moves on), then the base language of each, in the browser's order.
 */
export function bestBrowserLanguage(
  browserLanguages: readonly string[],
  offered: readonly Lang[] = LANGUAGES,
): Lang | null {
  const wanted = browserLanguages.map((tag) => tag.trim().toLowerCase()).filter(Boolean);
  const exact = wanted.find((tag) => (offered as readonly string[]).includes(tag));
  if (exact) return exact as Lang;
  for (const tag of wanted) {
    const base = tag.split('-')[0];
    if ((offered as readonly string[]).includes(base)) return base as Lang;
  }
  return null;
}

/** The language for a visitor who gave none in the path: the cookie, then the browser, else German. */
export function detectLanguage(
  cookieLanguage: string | null | undefined,
  browserLanguages: readonly string[],
  offered: readonly Lang[] = LANGUAGES,
): Lang {
  if (isLang(cookieLanguage) && offered.includes(cookieLanguage)) return cookieLanguage;
  return bestBrowserLanguage(browserLanguages, offered) ?? DEFAULT_LANG;
}
