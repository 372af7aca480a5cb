import fc from 'fast-check';
import { formatDate, formatEventDate, isCalendarDate } from './dates';
import { LANGUAGES } from './languages';

const normalise = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatEventDate', () => {
  it('shows weekday, date and time in Zurich summer time (UTC+2)', () => {
    expect(normalise(formatEventDate('2026-07-04T17:30:00Z', 'de'))).toBe(
      'Samstag, 4. Juli 2026 um 19:30',
    );
    expect(normalise(formatEventDate('2026-07-04T17:30:00Z', 'en'))).toBe(
      'Saturday, 4 July 2026 at 19:30',
    );
    expect(normalise(formatEventDate('2026-07-04T17:30:00Z', 'fr'))).toBe(
      'samedi, 4 juillet 2026 à 19:30',
    );
    expect(normalise(formatEventDate('2026-07-04T17:30:00Z', 'it'))).toBe(
      'sabato, 4 luglio 2026 alle ore 19:30',
    );
  });

  it('uses winter time (UTC+1) in January', () => {
    expect(normalise(formatEventDate('2026-01-10T18:00:00Z', 'de'))).toContain('19:00');
  });

  it('reads offsets given in the string', () => {
    expect(normalise(formatEventDate('2026-07-04T19:30:00+02:00', 'en'))).toContain('19:30');
  });

  it('gives an empty text for an unreadable date', () => {
    expect(formatEventDate('not a date', 'de')).toBe('');
  });
});

describe('formatDate', () => {
  it('formats a moment by its date in Zurich', () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Zurich
    expect(formatDate('2025-12-31T23:30:00Z', 'de')).toBe('01.01.2026');
    expect(normalise(formatDate('2026-07-04T17:30:00Z', 'en'))).toBe('4 Jul 2026');
  });

  it('never shifts a plain calendar date', () => {
    expect(formatDate('1990-05-01', 'de')).toBe('01.05.1990');
    expect(formatDate('1900-01-01', 'it')).toMatch(/1900/);
  });

  it('gives an empty text for an unreadable date', () => {
    expect(formatDate('', 'fr')).toBe('');
  });

  it('never throws for any date in range (property)', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1900-01-01T00:00:00Z'),
          max: new Date('2200-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(...LANGUAGES),
        (date, lang) => {
          expect(formatDate(date.toISOString(), lang)).not.toBe('');
          expect(formatEventDate(date.toISOString(), lang)).not.toBe('');
        },
      ),
    );
  });
});

describe('isCalendarDate', () => {
  it('accepts real dates and rejects impossible ones', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2023-13-01')).toBe(false);
    expect(isCalendarDate('01.02.2023')).toBe(false);
  });
});
