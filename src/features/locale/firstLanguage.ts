import type { Lang } from '../../api/types';
import { detectLanguage } from './detectLanguage';
import { readLanguageCookie } from './languageCookie';
import { DEFAULT_LANG, isLang } from '../../lib/languages';

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
  const firstSegment = pathname.split('/')[1];
  if (isLang(firstSegment)) return firstSegment;
  if (firstSegment === '') return detectLanguage(readLanguageCookie(), languages);
  return DEFAULT_LANG;
}
