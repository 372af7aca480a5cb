import { LANGUAGE_COOKIE } from '../../lib/languages';
import {
  LANGUAGE_COOKIE_MAX_AGE_S,
  readLanguageCookie,
  writeLanguageCookie,
} from './languageCookie';

const clear = () => {
  document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
};

describe('the language cookie', () => {
  afterEach(clear);

  it('is called billett_lang and lives 365 days', () => {
    expect(LANGUAGE_COOKIE).toBe('billett_lang');
    expect(LANGUAGE_COOKIE_MAX_AGE_S).toBe(365 * 24 * 60 * 60);
  });

  it('is written with max-age 365 days, path / and SameSite=Lax', () => {
    const setter = jest.spyOn(document, 'cookie', 'set');
    writeLanguageCookie('fr');
    expect(setter).toHaveBeenCalledTimes(1);
    const written = setter.mock.calls[0]![0] as unknown as string;
    const [pair, ...attributes] = written.split('; ');
    expect(pair).toBe('billett_lang=fr');
    expect(attributes).toEqual(
      expect.arrayContaining(['path=/', 'SameSite=Lax', 'max-age=31536000']),
    );
    // the test page is http: no Secure flag
    expect(attributes).not.toContain('Secure');
  });

  it('is read back', () => {
    expect(readLanguageCookie()).toBeNull();
    writeLanguageCookie('it');
    expect(readLanguageCookie()).toBe('it');
  });

  it('ignores a value that is not one of the four languages', () => {
    document.cookie = `${LANGUAGE_COOKIE}=es; path=/`;
    expect(readLanguageCookie()).toBeNull();
  });
});
