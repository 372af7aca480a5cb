import { localise } from './localisedText';

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
