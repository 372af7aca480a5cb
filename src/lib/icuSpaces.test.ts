import { formatEventDates } from './dates';
import { sameOnServerAndBrowser } from './icuSpaces';

describe('sameOnServerAndBrowser', () => {
  it('writes thin and narrow no-break spaces as plain ones, and leaves the rest', () => {
    expect(sameOnServerAndBrowser('15:00\u2009–\u2009So.')).toBe('15:00 – So.');
    expect(sameOnServerAndBrowser('7:30\u202fPM')).toBe('7:30 PM');
    expect(sameOnServerAndBrowser('CHF\u00a035.00')).toBe('CHF\u00a035.00');
  });

  it("is how a range's dash is spaced, whatever the ICU (Node 20 writes thin spaces)", () => {
    const range = formatEventDates('2026-12-12T14:00:00Z', '2026-12-13T11:00:00Z', 'de', 'short');
    expect(range).toBe('Sa., 12. Dez. 2026, 15:00 – So., 13. Dez. 2026, 12:00');
  });
});
