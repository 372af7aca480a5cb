import { LANGUAGE_COOKIE } from '../../lib/languages';
import { firstLanguage } from './firstLanguage';

describe('firstLanguage', () => {
  afterEach(() => {
    document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
  });

  it("is the address's language", () => {
    expect(firstLanguage('/fr/c/jazz-1', ['it'])).toBe('fr');
    expect(firstLanguage('/it', ['de'])).toBe('it');
  });

  it('on the root path, the one the redirect picks: the browser languages', () => {
    expect(firstLanguage('/', ['it-CH', 'en-US'])).toBe('it');
    expect(firstLanguage('/', ['ja'])).toBe('de');
  });

  it('on the root path, a remembered choice comes before the browser languages', () => {
    document.cookie = `${LANGUAGE_COOKIE}=en; path=/`;
    expect(firstLanguage('/', ['fr'])).toBe('en');
  });

  it('is German for any other address', () => {
    expect(firstLanguage('/xx/c/1', ['fr'])).toBe('de');
    expect(firstLanguage('/DE', ['fr'])).toBe('de');
    expect(firstLanguage('', ['fr'])).toBe('de');
  });
});
