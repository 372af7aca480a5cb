import { addDays, shopDay, weekday } from './calendarDays';

describe('calendar days for the programme filters', () => {
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
