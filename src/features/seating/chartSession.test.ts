import { RENEWED_BY_MS, SESSION_LEAD_MS, sessionCheckDelay, sessionOutcome } from './chartSession';

describe('the seats.io session’s end', () => {
  const end = Date.UTC(2026, 11, 12, 19, 0, 0);

  it('redraws the chart when the reservation was renewed since the chart learnt its token', () => {
    expect(sessionOutcome(end, end + 60_000)).toBe('redraw');
    expect(sessionOutcome(end, end + RENEWED_BY_MS + 1)).toBe('redraw');
    // the end was not known when the chart learnt its token: it learns it again
    expect(sessionOutcome(null, end)).toBe('redraw');
  });

  it('takes the chart down when the reservation ends with the token', () => {
    expect(sessionOutcome(end, end)).toBe('end');
    // the same end read again, a little later: a receipt time, not a renewal
    expect(sessionOutcome(end, end + RENEWED_BY_MS)).toBe('end');
    expect(sessionOutcome(end, end - 5_000)).toBe('end');
    expect(sessionOutcome(end, null)).toBe('end');
  });

  it('decides the lead before the token runs out, at once when it is nearer', () => {
    expect(sessionCheckDelay(900)).toBe(900_000 - SESSION_LEAD_MS);
    expect(sessionCheckDelay(1)).toBe(0);
    expect(sessionCheckDelay(0)).toBe(0);
  });
});
