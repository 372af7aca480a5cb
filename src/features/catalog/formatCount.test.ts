/** Counts as the shop writes numbers, in the Swiss locale of each language. */
import { formatCount } from './formatCount';

describe('formatCount', () => {
  it('groups thousands as each Swiss locale does', () => {
    // whole numbers, from the first count of a language on (the format is made then)
    expect(formatCount(1940.6, 'de')).toMatch(/^1['’]941$/);
    expect(formatCount(2.5, 'en')).toBe('3');
    // an apostrophe, straight or curly as the ICU data at hand has it
    expect(formatCount(1940, 'de')).toMatch(/^1['’]940$/);
    // Italian groups from five digits on
    expect(formatCount(1940, 'it')).toBe('1940');
    expect(formatCount(12345, 'it')).toMatch(/^12['’]345$/);
    expect(formatCount(1940, 'fr')).toMatch(/^1[\u202f\u00a0 ]940$/);
    expect(formatCount(12, 'en')).toBe('12');
  });

  it('shows whole numbers, and each language keeps its own format once made', () => {
    expect(formatCount(1940.6, 'de')).toMatch(/^1['’]941$/);
    expect(formatCount(1940, 'fr')).not.toBe(formatCount(1940, 'de'));
    expect(formatCount(1940, 'de')).toMatch(/^1['’]940$/);
  });
});
