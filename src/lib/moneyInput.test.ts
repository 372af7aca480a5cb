import fc from 'fast-check';
import { minorToInputText, parseMajorToMinor } from './moneyInput';

describe('parseMajorToMinor', () => {
  it.each([
    ['12.50', 1250],
    ['12,5', 1250],
    ['12', 1200],
    ['.5', 50],
    ["1'234.55", 123455],
    ['1 234,55', 123455],
    ['-3', -300],
    ['0.005', 1],
    ['0.004', 0],
  ])('reads %s as %i minor units', (text, minor) => {
    expect(parseMajorToMinor(text, 'CHF')).toBe(minor);
  });

  it.each(['', ' ', 'abc', '12.3.4', '1e5', '-'])('gives null for %j', (text) => {
    expect(parseMajorToMinor(text, 'CHF')).toBeNull();
  });

  it('uses the currency digits', () => {
    expect(parseMajorToMinor('1250', 'JPY')).toBe(1250);
  });

  it('round-trips with minorToInputText (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (minor) => {
        expect(parseMajorToMinor(minorToInputText(minor, 'CHF'), 'CHF')).toBe(minor);
      }),
    );
  });
});
