import type { Lang } from '../api/types';
import { matchRoutes } from 'react-router-dom';
import {
  bestBrowserLanguage,
  DEFAULT_LANG,
  detectLanguage,
  isLang,
  langOrDefault,
  languageOfPath,
  LANGUAGES,
} from './languages';

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

describe('the language of a path', () => {
  const paths = [
    '/en',
    '/fr/c/7',
    '/de/',
    '/',
    '',
    '/DE/c/7',
    '/xx',
    '/en-GB',
    '/%65n/a/x-1',
    '/%66r/%zz',
    '/it%2F',
    '//en',
    '/%E0',
  ];

  it('is the first segment when that is a shop language, decoded', () => {
    expect(languageOfPath('/en')).toBe('en');
    expect(languageOfPath('/fr/c/7')).toBe('fr');
    expect(languageOfPath('/%65n/a/x-1')).toBe('en');
    expect(languageOfPath('/')).toBeNull();
    expect(languageOfPath('/DE/c/7')).toBeNull();
    expect(languageOfPath('/en-GB')).toBeNull();
  });

  it("is the router's :lang wherever the router matches one", () => {
    const routes = [{ path: '/:lang', children: [{ path: '*' }] }];
    // the router warns of the malformed escapes on purpose here
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const path of paths) {
      const lang = matchRoutes(routes, path)?.[0]?.params.lang;
      expect([path, languageOfPath(path)]).toEqual([path, isLang(lang) ? lang : null]);
    }
  });
});

describe('language detection', () => {
  it('prefers the cookie', () => {
    expect(detectLanguage('fr', ['en-US', 'en'])).toBe('fr');
  });
  it('ignores a cookie with a language the shop does not offer', () => {
    expect(detectLanguage('es', ['it-CH'])).toBe('it');
    expect(detectLanguage('fr', ['en'], ['de', 'en'])).toBe('en');
  });
  it('takes an exact browser match before a base-language match', () => {
    // as i18next's detector does: an exact match anywhere in the list wins over a base-language match
    expect(bestBrowserLanguage(['en-GB', 'fr'])).toBe('fr');
    expect(bestBrowserLanguage(['en-GB', 'en', 'fr'])).toBe('en');
    expect(bestBrowserLanguage(['es', 'fr-CH', 'it'])).toBe('it');
    expect(bestBrowserLanguage(['es', 'fr-CH'])).toBe('fr');
  });
  it('falls back to German', () => {
    expect(detectLanguage(undefined, ['es', 'pt-BR'])).toBe('de');
    expect(detectLanguage(null, [])).toBe('de');
  });
});
