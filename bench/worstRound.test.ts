/** @jest-environment ./src/test/nodeEnvironment.cjs */
import { worstRound, type PairedRound } from './worstRound';

const round = (value: number, floor: number, load = 1): PairedRound => ({
  value,
  floor,
  load,
  floorLoad: load,
});

describe('worstRound', () => {
  it('takes the lowest score, not the best or the median', () => {
    const rounds = [round(98, 100), round(95, 99), round(99, 100)];
    expect(worstRound(rounds, 'lowest')).toBe(rounds[1]);
  });

  it('takes the highest time', () => {
    const rounds = [round(80, 0), round(210, 0), round(120, 0)];
    expect(worstRound(rounds, 'highest')).toBe(rounds[1]);
  });

  it('takes the highest ratio to the floor of the same round, not the highest time', () => {
    // round 2 is slowest, but its floor was slow too (a busy minute); round 1 is the worst against its floor
    const rounds = [round(2300, 1500, 1.2), round(2600, 2000, 3.4), round(2200, 1600, 1.1)];
    expect(worstRound(rounds, 'highest ratio')).toBe(rounds[0]);
  });

  it('takes the lowest margin over the floor of the same round, not the lowest score', () => {
    // round 2 scored lowest, but its floor did too; in round 3 the page fell furthest below its floor
    const rounds = [round(90, 88), round(80, 81), round(88, 92)];
    expect(worstRound(rounds, 'lowest margin')).toBe(rounds[2]);
    expect(worstRound([round(90, 90), round(91, Number.NaN)], 'lowest margin').floor).toBeNaN();
  });

  it('makes a round without a figure the worst, so no failure hides', () => {
    const failed = round(Number.NaN, 1500);
    const rounds = [round(2300, 1500), failed, round(2600, 1500)];
    expect(worstRound(rounds, 'highest ratio')).toBe(failed);
    expect(worstRound(rounds, 'lowest')).toBe(failed);
    expect(worstRound([round(98, 100), round(98, Number.NaN)], 'highest ratio').floor).toBeNaN();
  });

  it('keeps the earlier round on a tie, and needs a round', () => {
    const rounds = [round(98, 100), round(98, 100)];
    expect(worstRound(rounds, 'lowest')).toBe(rounds[0]);
    expect(() => worstRound([], 'lowest')).toThrow('no rounds');
  });
});
