import { COUNTRY_CODES, countryName, countryOptions } from './countries';

describe('countries', () => {
  it('holds unique two-letter codes', () => {
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
    expect(COUNTRY_CODES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(COUNTRY_CODES).toHaveLength(249);
  });

  it('names countries in the language', () => {
    expect(countryName('CH', 'de')).toBe('Schweiz');
    expect(countryName('CH', 'fr')).toBe('Suisse');
    expect(countryName('CH', 'it')).toBe('Svizzera');
    expect(countryName('DE', 'en')).toBe('Germany');
  });

  it('lists the priority countries first, then the rest by name', () => {
    const options = countryOptions('de');
    expect(options.slice(0, 6).map((option) => option.code)).toEqual([
      'CH',
      'LI',
      'DE',
      'AT',
      'FR',
      'IT',
    ]);
    const rest = options.slice(6).map((option) => option.name);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('de-CH').compare));
    expect(options).toHaveLength(COUNTRY_CODES.length);
  });

  it('can be limited to some codes', () => {
    expect(countryOptions('en', ['US', 'CH', 'GB']).map((option) => option.code)).toEqual([
      'CH',
      'GB',
      'US',
    ]);
  });
});
