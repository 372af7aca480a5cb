/** @jest-environment ./src/test/nodeEnvironment.cjs */
import { groupRounds } from './rounds';

describe('groupRounds', () => {
  it('keeps calls that follow one another or overlap in one round', () => {
    const calls = [
      { start: 600, end: 640 },
      { start: 641, end: 700 },
      { start: 650, end: 720 },
    ];
    expect(groupRounds(calls, 250)).toEqual([calls]);
  });

  it('opens a new round after a pause of the gap or more', () => {
    const first = { start: 520, end: 560 };
    const second = { start: 1100, end: 1130 };
    const third = { start: 1379, end: 1400 };
    expect(groupRounds([third, first, second], 250)).toEqual([[first], [second, third]]);
  });

  it('measures the pause from the latest answer, not the last call to go out', () => {
    const long = { start: 0, end: 900 };
    const short = { start: 10, end: 20 };
    const after = { start: 1000, end: 1010 };
    expect(groupRounds([long, short, after], 250)).toEqual([[long, short, after]]);
  });

  it('has no round without calls', () => {
    expect(groupRounds([], 250)).toEqual([]);
  });
});
