import type { Lang } from '../api/types';
import { DEFAULT_LANG, isLang, langOrDefault, LANGUAGES } from './languages';

// the list and the contract's type name the same languages, both ways
type Unlisted = Exclude<Lang, (typeof LANGUAGES)[number]>;
type Unknown = Exclude<(typeof LANGUAGES)[number], Lang>;
const noneUnlisted: [Unlisted | Unknown] extends [never] ? true : false = true;

describe('the shop languages', () => {
  it('are German, English, French and Italian, German first and the default', () => {
    expect(noneUnlisted).toBe(true);
    expect(LANGUAGES).toEqual(['de', 'en', 'fr', 'it']);
    expect(DEFAULT_LANG).toBe('de');
  });

  it('knows a shop language only by its exact two-letter code', () => {
    for (const lang of LANGUAGES) expect(isLang(lang)).toBe(true);
    for (const other of ['es', 'DE', 'de-CH', ' de', '', 'constructor', null, undefined, 7, ['de']])
      expect(isLang(other)).toBe(false);
  });

  it('falls back to the default for anything else', () => {
    expect(langOrDefault('fr')).toBe('fr');
    expect(langOrDefault('xx')).toBe('de');
    expect(langOrDefault(undefined)).toBe('de');
  });
});
