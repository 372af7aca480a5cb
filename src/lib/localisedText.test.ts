import type { LocalisedText as ContractText } from '../api/types';
import demo from '../../server/fixtures/demo-shop.json';
import { LANGUAGES } from './languages';
import { holdsLanguage, localise, textsFor, type LocalisedText } from './localisedText';

// lib's text type and the contract's: the same languages (an optional key more or less would
// still make the types assignable), each an optional string, both ways
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameAsContract: Same<keyof LocalisedText, keyof ContractText> &
  Same<LocalisedText, ContractText> = true;

describe('LocalisedText', () => {
  it("is the contract's", () => {
    expect(sameAsContract).toBe(true);
  });
});

describe('localise', () => {
  it('takes the wanted language', () => {
    expect(localise({ de: 'Konzert', fr: 'Concert' }, 'fr')).toBe('Concert');
  });
  it('falls back to German, then any language', () => {
    expect(localise({ de: 'Konzert', it: 'Concerto' }, 'en')).toBe('Konzert');
    expect(localise({ it: 'Concerto' }, 'en')).toBe('Concerto');
  });
  it('gives an empty string when there is no text', () => {
    expect(localise({}, 'de')).toBe('');
    expect(localise(null, 'de')).toBe('');
  });
});

describe('textsFor', () => {
  /** Every text of `answer` with where it lies, in walking order. */
  const textsOf = (answer: unknown, at = ''): [string, LocalisedText][] => {
    if (Array.isArray(answer))
      return answer.flatMap((value, index) => textsOf(value, `${at}[${index}]`));
    if (typeof answer !== 'object' || answer === null) return [];
    const entries = Object.entries(answer);
    if (entries.length > 0 && entries.every(([key]) => ['de', 'en', 'fr', 'it'].includes(key)))
      return [[at, answer as LocalisedText]];
    return entries.flatMap(([key, value]) => textsOf(value, `${at}.${key}`));
  };

  it("keeps of the demo shop's every text what a page in each language, and tracking, read", () => {
    const full = demo.shop;
    const texts = textsOf(full);
    expect(texts.length).toBeGreaterThan(100);
    for (const lang of LANGUAGES) {
      const cut = textsOf(textsFor(full, lang));
      expect(cut.map(([at]) => at)).toEqual(texts.map(([at]) => at));
      cut.forEach(([at, text], index) => {
        const [, whole] = texts[index];
        expect([at, lang, localise(text, lang)]).toEqual([at, lang, localise(whole, lang)]);
        expect([at, localise(text, 'de')]).toEqual([at, localise(whole, 'de')]);
      });
    }
    // a German page carries German only: under three quarters of the answer (69 % here)
    expect(JSON.stringify(textsFor(full, 'de')).length).toBeLessThan(
      JSON.stringify(full).length * 0.75,
    );
    // the answer itself is left as it was
    expect(textsOf(full)).toEqual(texts);
  });

  it('keeps the language and German, or what stands in for each', () => {
    const text = { de: 'Konzert', en: 'Concert', fr: 'Concert (fr)', it: 'Concerto' };
    expect(textsFor({ name: text }, 'fr')).toEqual({ name: { fr: 'Concert (fr)', de: 'Konzert' } });
    expect(textsFor({ name: text }, 'de')).toEqual({ name: { de: 'Konzert' } });
    // no French: German stands in; no German either: the first language there is, for both
    expect(textsFor([{ en: 'Jazz', de: 'Jazz (de)' }], 'fr')).toEqual([{ de: 'Jazz (de)' }]);
    expect(textsFor({ a: { it: '', en: 'Jazz', fr: 'Jazz (fr)' } }, 'fr')).toEqual({
      a: { fr: 'Jazz (fr)', en: 'Jazz' },
    });
    expect(textsFor({ a: { it: 'Jazz', fr: null } }, 'de')).toEqual({ a: { it: 'Jazz' } });
    // what is not a text stays: other keys, numbers, nulls, an empty object
    const other = { id: 'x', de: 1, price: 500, media: null, seats: {}, list: ['de', { fr: 2 }] };
    expect(textsFor(other, 'en')).toEqual(other);
  });
});

describe('holdsLanguage', () => {
  it('says whether a text anywhere is written in the language', () => {
    expect(holdsLanguage(demo.shop, 'it')).toBe(true);
    const german = textsFor(demo.shop, 'de');
    expect(LANGUAGES.filter((lang) => holdsLanguage(german, lang))).toEqual(['de']);
    const french = textsFor(demo.shop, 'fr');
    expect(LANGUAGES.filter((lang) => holdsLanguage(french, lang))).toEqual(['de', 'fr']);
    expect(holdsLanguage({ list: [{ x: { en: '' } }] }, 'en')).toBe(false);
    expect(holdsLanguage({ list: [1, { x: { en: 'Jazz' } }] }, 'en')).toBe(true);
    expect(holdsLanguage('en', 'en')).toBe(false);
  });
});
