import type { Lang, LocalisedText } from '../api/types';

/** The text in `lang`, else German, else any language the server gave, else ''. */
export function localise(text: LocalisedText | null | undefined, lang: Lang): string {
  if (!text) return '';
  const wanted = text[lang];
  if (wanted) return wanted;
  if (text.de) return text.de;
  const any = Object.values(text).find((value) => typeof value === 'string' && value !== '');
  return any ?? '';
}
