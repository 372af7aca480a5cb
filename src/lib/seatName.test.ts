import { createI18n } from '../features/locale/i18n';
import { seatName, seatNameParts } from './seatName';

describe('seatNameParts', () => {
  it('reads row and seat from a seats.io label row-seat', () => {
    expect(seatNameParts('A-4')).toEqual({ section: '', row: 'A', number: '4' });
    expect(seatNameParts('AA-114')).toEqual({ section: '', row: 'AA', number: '114' });
  });
  it('reads the section before the row; a section may contain dashes', () => {
    expect(seatNameParts('Balkon-C-12')).toEqual({ section: 'Balkon', row: 'C', number: '12' });
    expect(seatNameParts('Loge-Nord-2-5')).toEqual({ section: 'Loge-Nord', row: '2', number: '5' });
  });
  it('takes a label without a dash as the seat alone', () => {
    expect(seatNameParts('12')).toEqual({ section: '', row: '', number: '12' });
    expect(seatNameParts('Loge 3')).toEqual({ section: '', row: '', number: 'Loge 3' });
  });
  it('keeps a label with an empty part whole', () => {
    expect(seatNameParts('A-')).toEqual({ section: '', row: '', number: 'A-' });
    expect(seatNameParts('-4')).toEqual({ section: '', row: '', number: '-4' });
    expect(seatNameParts('A--4')).toEqual({ section: '', row: '', number: 'A--4' });
  });
  it('drops control characters and extra spaces', () => {
    expect(seatNameParts('  A \u0000-\n 4\u2028 ')).toEqual({ section: '', row: 'A', number: '4' });
  });
});

describe('seatName', () => {
  const name = (lang: 'de' | 'en' | 'fr' | 'it', label: string) =>
    seatName(label, createI18n(lang).getFixedT(lang, 'common'));

  it('names a seat the same way in each language', () => {
    expect(name('de', 'A-4')).toBe('Reihe A, Platz 4');
    expect(name('en', 'A-4')).toBe('Row A, seat 4');
    expect(name('fr', 'A-4')).toBe('Rang A, place 4');
    expect(name('it', 'A-4')).toBe('Fila A, posto 4');
  });
  it('puts the section first', () => {
    expect(name('de', 'Balkon-C-12')).toBe('Balkon, Reihe C, Platz 12');
    expect(name('en', 'Balkon-C-12')).toBe('Balkon, Row C, seat 12');
  });
  it('names a seat without a row by its label', () => {
    expect(name('de', '12')).toBe('Platz 12');
    expect(name('it', '12')).toBe('Posto 12');
  });
  it('puts hostile text in as text: no markup made, no placeholder or nesting read again', () => {
    expect(name('de', '<img src=x onerror=alert(1)>-4')).toBe(
      'Reihe <img src=x onerror=alert(1)>, Platz 4',
    );
    expect(name('de', '{{row}}-$t(common:brand.tagline)')).toBe(
      'Reihe {{row}}, Platz $t(common:brand.tagline)',
    );
    expect(name('en', '&lt;b&gt;')).toBe('Seat &lt;b&gt;');
  });
});
