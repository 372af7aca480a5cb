/**
 * @jest-environment-options {"url": "https://shop.example/de"}
 */
/**
 * Every cookie the page writes is SameSite=Lax, and Secure when the page came over https (issue 9):
 * the language and consent cookies, a deletion, and the tracking cookies' removal.
 */
import { CONSENT_COOKIE, writeConsentCookie } from './consentCookie';
import { LANGUAGE_COOKIE } from '../../lib/languages';
import { writeLanguageCookie } from '../locale/languageCookie';
import { clearTrackingCookies } from '../tracking/trackingCookies';
import { deleteCookie } from '../../lib/cookies';

/** What each document.cookie assignment said: its name=value and its attributes. */
function written(act: () => void): { pair: string; attributes: string[] }[] {
  const setter = jest.spyOn(document, 'cookie', 'set');
  act();
  const lines = [...setter.mock.calls];
  setter.mockRestore();
  return lines.map(([line]) => {
    const [pair, ...attributes] = String(line).split('; ');
    return { pair, attributes };
  });
}

afterEach(() => {
  for (const name of [LANGUAGE_COOKIE, CONSENT_COOKIE, '_ga'])
    document.cookie = `${name}=; max-age=0; path=/`;
});

describe('cookies written on an https page', () => {
  it('runs on https', () => {
    expect(window.location.protocol).toBe('https:');
  });

  it('the language cookie: 365 days, path /, SameSite=Lax, Secure', () => {
    const [cookie] = written(() => writeLanguageCookie('it'));
    expect(cookie.pair).toBe(`${LANGUAGE_COOKIE}=it`);
    expect(cookie.attributes.sort()).toEqual(
      ['path=/', 'SameSite=Lax', 'max-age=31536000', 'Secure'].sort(),
    );
  });

  it('the consent cookie: 31536000 s, path /, SameSite=Lax, Secure', () => {
    const [cookie] = written(() => writeConsentCookie(false));
    expect(cookie.pair.startsWith(`${CONSENT_COOKIE}=`)).toBe(true);
    expect(cookie.attributes.sort()).toEqual(
      ['path=/', 'SameSite=Lax', 'max-age=31536000', 'Secure'].sort(),
    );
  });

  it('a deletion and the removal of tracking cookies say SameSite=Lax too', () => {
    expect(written(() => deleteCookie(LANGUAGE_COOKIE))[0].attributes).toContain('SameSite=Lax');
    document.cookie = '_ga=GA1.1.1; path=/';
    const removals = written(() => clearTrackingCookies());
    expect(removals.length).toBeGreaterThan(0);
    for (const removal of removals) {
      expect(removal.pair).toBe('_ga=');
      expect(removal.attributes).toEqual(expect.arrayContaining(['max-age=0', 'SameSite=Lax']));
    }
  });
});
