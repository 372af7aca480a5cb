import { NO_FILTERS, hasFilters, readFilters, writeFilters } from './programmeFilters';
import { dayWindow } from './programmeSearch';

describe('the programme filters in the address', () => {
  it('reads what the address holds and ignores what it cannot read', () => {
    expect(
      readFilters(new URLSearchParams('q=zauberflote&category=main-theater&when=weekend')),
    ).toEqual({ q: 'zauberflote', category: 'main-theater', when: 'weekend', from: '', to: '' });
    expect(readFilters(new URLSearchParams('when=range&from=2027-01-01&to=2027-02-30'))).toEqual({
      ...NO_FILTERS,
      when: 'range',
      from: '2027-01-01',
    });
    expect(readFilters(new URLSearchParams('when=tomorrow&from=2027-01-01'))).toEqual(NO_FILTERS);
  });

  it('reads days only with a chosen range, a search of at most 200 characters', () => {
    expect(readFilters(new URLSearchParams('when=weekend&from=2027-01-01&to=2027-01-31'))).toEqual({
      ...NO_FILTERS,
      when: 'weekend',
    });
    expect(readFilters(new URLSearchParams('when=range&from=2027-13-01&to=2027-01-31'))).toEqual({
      ...NO_FILTERS,
      when: 'range',
      to: '2027-01-31',
    });
    expect(readFilters(new URLSearchParams(`q=${'a'.repeat(250)}`)).q).toBe('a'.repeat(200));
    expect(readFilters(new URLSearchParams('category=main-familie&q=%20zirkus%20'))).toEqual({
      ...NO_FILTERS,
      q: ' zirkus ',
      category: 'main-familie',
    });
  });

  it('writes the filters set, keeps other parameters and leaves out empty ones', () => {
    const written = writeFilters(new URLSearchParams('token=x&q=old'), {
      ...NO_FILTERS,
      category: 'main-familie',
      when: 'range',
      from: '2027-01-01',
    });
    expect(written.toString()).toBe('token=x&category=main-familie&when=range&from=2027-01-01');
    expect(writeFilters(written, NO_FILTERS).toString()).toBe('token=x');
    // the search as typed, a blank one left out; days only with a chosen range
    expect(writeFilters(new URLSearchParams(), { ...NO_FILTERS, q: ' zirkus ' }).toString()).toBe(
      'q=+zirkus+',
    );
    expect(writeFilters(new URLSearchParams('q=old'), { ...NO_FILTERS, q: '   ' }).toString()).toBe(
      '',
    );
    expect(
      writeFilters(new URLSearchParams(), {
        ...NO_FILTERS,
        when: 'month',
        from: '2027-01-01',
        to: '2027-01-31',
      }).toString(),
    ).toBe('when=month');
    expect(
      writeFilters(new URLSearchParams(), {
        ...NO_FILTERS,
        when: 'range',
        to: '2027-01-31',
      }).toString(),
    ).toBe('when=range&to=2027-01-31');
    expect(hasFilters({ ...NO_FILTERS, category: 'main-familie' })).toBe(true);
    expect(hasFilters({ ...NO_FILTERS, q: ' x ' })).toBe(true);
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, q: '  ' })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, when: 'today' })).toBe(true);
  });
});

describe('the days a date filter keeps', () => {
  const window = (when: (typeof NO_FILTERS)['when'], today: string, from = '', to = '') =>
    dayWindow({ ...NO_FILTERS, when, from, to }, today);

  it('today, this weekend and this month from the day given', () => {
    expect(window('today', '2026-12-29')).toEqual(['2026-12-29', '2026-12-29']);
    // Thursday: the coming Saturday and Sunday; Saturday: that day and Sunday; Sunday: that day
    expect(window('weekend', '2026-12-10')).toEqual(['2026-12-12', '2026-12-13']);
    expect(window('weekend', '2026-12-12')).toEqual(['2026-12-12', '2026-12-13']);
    expect(window('weekend', '2026-12-13')).toEqual(['2026-12-13', '2026-12-13']);
    expect(window('month', '2026-12-28')).toEqual(['2026-12-28', '2026-12-31']);
    expect(window('month', '2027-02-10')).toEqual(['2027-02-10', '2027-02-28']);
    expect(window('', '2027-02-10')).toBeNull();
  });

  it('a chosen range never reaches into the past, and may be open at its end', () => {
    expect(window('range', '2026-11-26', '2026-01-01', '2026-12-31')).toEqual([
      '2026-11-26',
      '2026-12-31',
    ]);
    expect(window('range', '2026-11-26', '2027-01-01')).toEqual(['2027-01-01', '']);
  });
});
