/** @jest-environment ./src/test/nodeEnvironment.cjs */
import { median } from './median';

describe('median', () => {
  it('takes the middle of an odd count, whatever the order', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([98, 100, 97, 99, 99])).toBe(99);
  });

  it('takes the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('leaves out values that are not numbers, and is NaN for none', () => {
    expect(median([Number.NaN, 7, Number.POSITIVE_INFINITY, 9, 8])).toBe(8);
    expect(median([])).toBeNaN();
  });

  it('does not reorder the caller’s list', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});
