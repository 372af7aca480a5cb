import { formatMoney, minorDigits } from './money';
import { warmFormats } from './formatWarmup';

describe('warming the formatters', () => {
  afterEach(() => jest.restoreAllMocks());

  it('makes the formatter the first price in the language uses, so that price makes none', () => {
    warmFormats('it');
    const made = jest.spyOn(Intl, 'NumberFormat');
    expect(formatMoney(1250, 'CHF', 'it')).toMatch(/12\.50/);
    // the cards' decimal values ask for the currency's digits
    expect(minorDigits('CHF')).toBe(2);
    expect(made).not.toHaveBeenCalled();
  });
});
