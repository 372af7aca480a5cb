import type { Lang } from '../../api/types';
import { DEFAULT_LANG, isLang, LANGUAGES } from '../../lib/languages';

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

/**
 * Switching languages: a language the shop does not offer keeps the previous locale,
 * or German when there was none.
 */
export function resolveLanguageSwitch(
  wanted: string,
  shopLanguages: readonly Lang[],
  previous: Lang | null,
): Lang {
  if (isLang(wanted) && shopLanguages.includes(wanted)) return wanted;
  return previous ?? DEFAULT_LANG;
}
