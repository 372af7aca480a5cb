import { searchText } from './searchText';

describe('searchText', () => {
  it('drops accents and case, so an accent-free query finds an accented name', () => {
    expect(searchText('Die Zauberflöte', 'de')).toBe('die zauberflote');
    expect(searchText('Théâtre', 'fr')).toBe('theatre');
    expect(searchText('ZAUBERFLOTE', 'de')).toBe('zauberflote');
  });

  it('lowers case with the language’s rules', () => {
    expect(searchText('ÉCOLE', 'fr')).toBe('ecole');
    expect(searchText('Große Bühne', 'de')).toBe('große buhne');
  });
});
