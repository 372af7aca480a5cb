import type { Lang, LocalisedText } from '../api/types';
import { DEFAULT_LANG } from './languages';

/** The text in `lang`, else the default language (German), else any language the server gave, else ''. */
export function localise(text: LocalisedText | null | undefined, lang: Lang): string {
  if (!text) return '';
  const wanted = text[lang];
  if (wanted) return wanted;
  const fallback = text[DEFAULT_LANG];
  if (fallback) return fallback;
  const any = Object.values(text).find((value) => typeof value === 'string' && value !== '');
  return any ?? '';
}
