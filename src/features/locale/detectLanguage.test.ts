import { bestBrowserLanguage, detectLanguage, resolveLanguageSwitch } from './detectLanguage';

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
  it('keeps the previous language when switching to one the shop does not offer', () => {
    expect(resolveLanguageSwitch('en', ['de', 'en'], 'de')).toBe('en');
    expect(resolveLanguageSwitch('fr', ['de', 'en'], 'en')).toBe('en');
    expect(resolveLanguageSwitch('xx', ['de', 'en'], null)).toBe('de');
  });
});
