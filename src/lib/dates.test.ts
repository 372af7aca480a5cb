import fc from 'fast-check';
import { formatDate, formatEventDate, formatEventDates, isCalendarDate } from './dates';
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

/** Intl's ranges use thin and narrow spaces around the dash and before 'Uhr' */
const spaced = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ');

describe('formatEventDates', () => {
  it('writes an evening with both times, also past midnight, in each language', () => {
    const evening = ['2027-02-05T19:00:00+01:00', '2027-02-05T23:00:00+01:00'] as const;
    expect(spaced(formatEventDates(...evening, 'de'))).toBe(
      'Freitag, 5. Februar 2027, 19:00–23:00 Uhr',
    );
    expect(spaced(formatEventDates(...evening, 'en'))).toBe('Friday, 5 February 2027, 19:00–23:00');
    const gala = ['2026-12-31T20:00:00+01:00', '2027-01-01T01:00:00+01:00'] as const;
    expect(spaced(formatEventDates(...gala, 'fr'))).toBe(
      'jeudi, 31 décembre 2026 à 20:00 – vendredi, 1 janvier 2027 à 01:00',
    );
  });

  it('writes a run or a stay over several days by its days', () => {
    const run = ['2026-12-27T14:00:00+01:00', '2026-12-30T17:00:00+01:00'] as const;
    expect(spaced(formatEventDates(...run, 'de'))).toBe(
      'Sonntag, 27. – Mittwoch, 30. Dezember 2026',
    );
    expect(spaced(formatEventDates(...run, 'it'))).toBe('domenica 27 – mercoledì 30 dicembre 2026');
  });

  it('falls back to the start without a readable end after it', () => {
    const start = '2027-01-23T19:00:00+01:00';
    for (const end of [null, undefined, '', 'soon', '2027-01-23T18:00:00+01:00', start])
      expect(formatEventDates(start, end, 'en')).toBe(formatEventDate(start, 'en'));
    expect(formatEventDates('never', '2027-01-23T19:00:00+01:00', 'de')).toBe('');
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

describe('short dates for cards: the same rule, written short', () => {
  it('writes a start, an evening with its times, or a run or a stay by its days', () => {
    expect(formatEventDate('2026-12-12T19:30:00+01:00', 'de', 'short')).toBe(
      'Sa., 12. Dez. 2026, 19:30',
    );
    expect(spaced(formatEventDates('2026-12-12T19:30:00+01:00', null, 'de', 'short'))).toBe(
      'Sa., 12. Dez. 2026, 19:30',
    );
    expect(
      spaced(
        formatEventDates('2026-12-31T20:00:00+01:00', '2027-01-01T01:00:00+01:00', 'en', 'short'),
      ),
    ).toBe('Thu, 31 Dec 2026, 20:00 – Fri, 1 Jan 2027, 01:00');
    expect(
      spaced(
        formatEventDates('2026-12-27T14:00:00+01:00', '2026-12-30T17:00:00+01:00', 'de', 'short'),
      ),
    ).toBe('So., 27. – Mi., 30. Dez. 2026');
    // an end before the start or unreadable is left out; an unreadable start gives nothing
    expect(formatEventDates('2026-12-12T19:30:00+01:00', 'soon', 'de', 'short')).toBe(
      'Sa., 12. Dez. 2026, 19:30',
    );
    expect(formatEventDates('tbd', null, 'de', 'short')).toBe('');
  });
});
