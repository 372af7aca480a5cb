import { DEFAULT_LANG, isLang, type Lang } from './languages';

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

const isLocalisedText = (value: object): value is LocalisedText => {
  const entries = Object.entries(value);
  return (
    entries.length > 0 &&
    entries.every(([key, text]) => isLang(key) && (typeof text === 'string' || text === null))
  );
};

/** The language `localise` reads of `text` for `lang`, or null when it reads none. */
function languageRead(text: LocalisedText, lang: Lang): Lang | null {
  if (text[lang]) return lang;
  if (text[DEFAULT_LANG]) return DEFAULT_LANG;
  const any = Object.entries(text).find(([, value]) => typeof value === 'string' && value !== '');
  return any ? (any[0] as Lang) : null;
}

/**
 * `answer` (a shop API answer) with each of its texts cut to what `localise` reads of it for
 * `lang` and for the default language (German, which tracking reads too): what a page in `lang`
 * shows, and nothing it does not. A server-rendered page carries the shop answer so: 69 % of the
 * demo shop's for a German page (docs/decisions/paint-before-scripts.md). The browser reads the
 * whole answer again for another language (holdsLanguage).
 */
export function textsFor<T>(answer: T, lang: Lang): T {
  const cut = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(cut);
    if (typeof value !== 'object' || value === null) return value;
    if (isLocalisedText(value)) {
      const kept: LocalisedText = {};
      for (const read of [languageRead(value, lang), languageRead(value, DEFAULT_LANG)])
        if (read) kept[read] = value[read];
      return kept;
    }
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, cut(inner)]));
  };
  return cut(answer) as T;
}

/** Whether any text of `answer` is written in `lang`: a cut answer (textsFor) of another has none. */
export function holdsLanguage(answer: unknown, lang: Lang): boolean {
  if (Array.isArray(answer)) return answer.some((value) => holdsLanguage(value, lang));
  if (typeof answer !== 'object' || answer === null) return false;
  if (isLocalisedText(answer)) return Boolean(answer[lang]);
  return Object.values(answer).some((value) => holdsLanguage(value, lang));
}
