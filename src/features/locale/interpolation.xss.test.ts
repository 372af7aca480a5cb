/**
 * Server texts go into the storefront's texts through i18next interpolation ({{label}},
 * {{article}} …) with escapeValue off: React escapes what it renders, so i18next must not (or
 * names would show '&lt;'). This proves the other half: a value is put in as it is and never read
 * again — no {{…}} interpolation, no $t(…) nesting, no formatting inside a value — for every text
 * with a placeholder in every language, with every payload of the XSS corpus.
 */
import { armPayload, XSS_CORPUS } from '../../../server/demoFixture/xssCorpus';
import { createI18n } from './i18n';
import { resources } from './resources';
import { LANGUAGES } from '../../lib/languages';

const PLACEHOLDER = /\{\{\s*(-\s*)?(\w+)\s*(,[^}]*)?\}\}/g;

/** Every text of a namespace with its dotted key. */
function texts(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (!tree || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([key, value]) =>
    texts(value, prefix ? `${prefix}.${key}` : key),
  );
}

const payloads = XSS_CORPUS.map((payload, index) => armPayload(payload, index + 1).payload);

describe.each(LANGUAGES)('interpolation of server texts (%s)', (lang) => {
  const i18n = createI18n(lang);
  // keys are built here, so they are plain strings to the typed t()
  const t = i18n.t as unknown as (key: string, values: Record<string, string | number>) => string;
  const withPlaceholders = Object.entries(resources[lang]).flatMap(([namespace, tree]) =>
    texts(tree)
      .filter(([, text]) => text.includes('{{'))
      .map(([key, text]) => ({ namespace, key, text })),
  );

  it('has texts with placeholders to check', () => {
    expect(withPlaceholders.length).toBeGreaterThan(40);
  });

  it('puts every payload in as it is, in every text with a placeholder', () => {
    for (const { namespace, key, text } of withPlaceholders) {
      const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[2]);
      payloads.forEach((payload, index) => {
        const values: Record<string, string | number> = {};
        // count chooses the plural form and is a number; every other value is the payload
        for (const name of names) values[name] = name === 'count' ? 2 : `${payload} #${index}`;
        const expected = text.replace(PLACEHOLDER, (_whole, _dash, name: string) =>
          String(values[name]),
        );
        const actual = t(`${namespace}:${key}`, values);
        expect([namespace, key, actual]).toEqual([namespace, key, expected]);
      });
    }
  });
});
