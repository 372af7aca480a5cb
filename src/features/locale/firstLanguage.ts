import type { Lang } from '../../api/types';
import { readLanguageCookie } from './languageCookie';
import { DEFAULT_LANG, detectLanguage, languageOfPath } from '../../lib/languages';

/**
 * The language of the first page: the address's; on the root path the one it redirects to
 * (LanguageRedirect: cookie, then the browser's languages); else German.
 */
export function firstLanguage(
  pathname: string,
  languages: readonly string[] = typeof navigator === 'undefined'
    ? []
    : (navigator.languages ?? []),
): Lang {
  const named = languageOfPath(pathname);
  if (named) return named;
  // no first segment: the root path (and '//…'), which LanguageRedirect sends on
  if (pathname.split('/')[1] === '') return detectLanguage(readLanguageCookie(), languages);
  return DEFAULT_LANG;
}
