import { addDays, formatDateRange, shopDay, weekday } from './dateRanges';

const spaces = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ');

describe('dates of cards and filters', () => {
  it('writes a start, or a run or a stay as a range, short, in Zurich', () => {
    expect(formatDateRange('2026-12-12T19:30:00+01:00', null, 'de')).toBe(
      'Sa., 12. Dez. 2026, 19:30',
    );
    expect(
      spaces(formatDateRange('2026-12-27T14:00:00+01:00', '2026-12-30T17:00:00+01:00', 'en')),
    ).toBe('Sun, 27 Dec 2026, 14:00 – Wed, 30 Dec 2026, 17:00');
    // an end before the start or unreadable is left out; an unreadable start gives nothing
    expect(formatDateRange('2026-12-12T19:30:00+01:00', '2026-12-01T00:00:00Z', 'de')).toBe(
      'Sa., 12. Dez. 2026, 19:30',
    );
    expect(formatDateRange('2026-12-12T19:30:00+01:00', 'soon', 'de')).toBe(
      'Sa., 12. Dez. 2026, 19:30',
    );
    expect(formatDateRange('tbd', null, 'de')).toBe('');
  });

  it('gives the calendar day at the venue, not in UTC', () => {
    // 23:30 UTC on 31 December is already New Year's Day in Zurich
    expect(shopDay('2026-12-31T23:30:00Z')).toBe('2027-01-01');
    expect(shopDay('2026-07-01T21:59:00Z')).toBe('2026-07-01');
    expect(shopDay('2026-07-01T22:00:00Z')).toBe('2026-07-02');
    expect(shopDay('never')).toBe('');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(weekday('2026-12-12')).toBe(6);
  });
});
