/**
 * Every visible string exists in all four languages: the same keys as German (the reference),
 * no empty texts, the same {{placeholders}}, and every namespace file is registered with i18next.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../src/lib/languages';
import { resources } from '../src/features/locale/resources';

type Texts = { [key: string]: string | Texts };

const dir = __dirname;
const namespaces = fs
  .readdirSync(path.join(dir, 'de'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));

function flatten(texts: Texts, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(name, value);
    else for (const [inner, text] of flatten(value, name)) flat.set(inner, text);
  }
  return flat;
}

const read = (lang: string, namespace: string): Map<string, string> =>
  flatten(JSON.parse(fs.readFileSync(path.join(dir, lang, `${namespace}.json`), 'utf8')) as Texts);

/** i18next plural forms differ per language (_one/_other, French adds _many): compare base keys. */
const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)/g)].map((match) => match[1]).sort();

describe.each(namespaces)('the %s texts', (namespace) => {
  const german = read('de', namespace);

  it.each(LANGUAGES.filter((lang) => lang !== 'de'))(
    'exist in %s with the same keys as German',
    (lang) => {
      const texts = read(lang, namespace);
      const missing = [...new Set([...german.keys()].map(baseKey))].filter(
        (key) => ![...texts.keys()].some((other) => baseKey(other) === key),
      );
      const extra = [...new Set([...texts.keys()].map(baseKey))].filter(
        (key) => ![...german.keys()].some((other) => baseKey(other) === key),
      );
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    },
  );

  it.each([...LANGUAGES])('has no empty text and the same placeholders in %s', (lang) => {
    const texts = read(lang, namespace);
    for (const [key, text] of texts) {
      expect(`${key}: ${text.trim() === '' ? '(empty)' : 'ok'}`).toBe(`${key}: ok`);
      const germanText =
        german.get(key) ?? german.get(`${baseKey(key)}_other`) ?? german.get(baseKey(key));
      if (germanText !== undefined) {
        expect(`${key}: ${placeholders(text).join(',')}`).toBe(
          `${key}: ${placeholders(germanText).join(',')}`,
        );
      }
    }
  });

  it('is registered with i18next in every language', () => {
    for (const lang of LANGUAGES) {
      expect(Object.keys(resources[lang])).toContain(namespace);
    }
  });
});

/**
 * The basket has one name per language, in every text of the shop: a buyer who reads "Cart" on
 * the button and "Basket" in the panel wonders whether they are two things.
 */
describe('the basket', () => {
  const NAMES: Record<string, { word: RegExp; others: RegExp }> = {
    de: { word: /warenkorb/i, others: /einkaufswagen|\bkorb\b/i },
    en: { word: /basket/i, others: /\bcart\b|\bbag\b|\btrolley\b/i },
    fr: { word: /panier/i, others: /\bcaddie\b/i },
    it: { word: /carrello/i, others: /\bcestino\b|\bcarrellino\b/i },
  };

  it.each(LANGUAGES)('is called one way in %s', (lang) => {
    const texts = namespaces.flatMap((namespace) => [...read(lang, namespace).values()]);
    const { word, others } = NAMES[lang]!;
    expect(texts.filter((text) => word.test(text)).length).toBeGreaterThan(5);
    expect(texts.filter((text) => others.test(text))).toEqual([]);
  });
});
