import {
  REARM_MARGIN_SECONDS,
  reachedThresholds,
  stillWarned,
  WARN_AT,
  warningDue,
} from './warningThresholds';

describe('when the visitor is warned that the reservation runs out', () => {
  it('at 2 minutes and at 30 seconds left', () => {
    expect(WARN_AT).toEqual([120, 30]);
    expect(warningDue(121, [])).toBeNull();
    expect(warningDue(120, [])).toBe(120);
    expect(warningDue(31, [120])).toBeNull();
    expect(warningDue(30, [120])).toBe(30);
    expect(warningDue(5, [120, 30])).toBeNull();
  });

  it('once, at the lowest threshold, for a reservation first seen below both', () => {
    expect(warningDue(20, [])).toBe(30);
    expect(reachedThresholds(20)).toEqual([120, 30]);
    expect(reachedThresholds(90)).toEqual([120]);
  });

  it('again only once the time left went back above a threshold by more than the margin', () => {
    // answers for the same end differ by a second or so: no second warning
    expect(stillWarned(31, [120, 30])).toEqual([120, 30]);
    expect(stillWarned(30 + REARM_MARGIN_SECONDS, [120, 30])).toEqual([120, 30]);
    expect(stillWarned(31 + REARM_MARGIN_SECONDS, [120, 30])).toEqual([120]);
    expect(stillWarned(900, [120, 30])).toEqual([]);
  });
});
