import { DEFAULT_LANG, type Lang } from './languages';

/**
 * A text in some of the shop's languages: the contract's `LocalisedText` (src/api/types.ts),
 * held to it by localisedText.test.ts.
 */
export type LocalisedText = Partial<Record<Lang, string>>;

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
