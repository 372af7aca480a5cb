import fc from 'fast-check';
import { formatMoney, MINUS_SIGN, minorDigits, minorToDecimalString } from './money';
import { LANGUAGES } from './languages';

/** Swiss number formats group with apostrophes or (narrow) no-break spaces. */
const normalise = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/’/g, "'");

describe('formatMoney', () => {
  it('formats CHF in the Swiss locale of each language', () => {
    expect(normalise(formatMoney(12345678, 'CHF', 'de'))).toBe("CHF 123'456.78");
    expect(normalise(formatMoney(12345678, 'CHF', 'en'))).toBe("CHF 123'456.78");
    expect(normalise(formatMoney(12345678, 'CHF', 'fr'))).toBe('123 456.78 CHF');
    expect(normalise(formatMoney(12345678, 'CHF', 'it'))).toBe("CHF 123'456.78");
    // Italian does not group four-digit amounts
    expect(normalise(formatMoney(123456, 'CHF', 'it'))).toBe('CHF 1234.56');
  });

  it('shows cents of small amounts and zero', () => {
    expect(normalise(formatMoney(5, 'CHF', 'de'))).toBe('CHF 0.05');
    expect(normalise(formatMoney(0, 'CHF', 'de'))).toBe('CHF 0.00');
  });

  it('formats negative amounts with a real minus sign (U+2212) before the number, in every language', () => {
    expect(MINUS_SIGN).toBe('\u2212');
    expect(normalise(formatMoney(-5660, 'CHF', 'de'))).toBe('CHF −56.60');
    expect(normalise(formatMoney(-5660, 'CHF', 'en'))).toBe('CHF −56.60');
    expect(normalise(formatMoney(-5660, 'CHF', 'fr'))).toBe('−56.60 CHF');
    expect(normalise(formatMoney(-5660, 'CHF', 'it'))).toBe('CHF −56.60');
    expect(normalise(formatMoney(-123456, 'CHF', 'de'))).toBe("CHF −1'234.56");
    expect(normalise(formatMoney(-1250, 'NOPE', 'de'))).toBe('−12.50 NOPE');
    for (const lang of LANGUAGES) expect(formatMoney(-1, 'CHF', lang)).not.toContain('-');
  });

  it('formats other currencies with their own minor digits', () => {
    expect(normalise(formatMoney(1250, 'EUR', 'de'))).toBe('EUR 12.50');
    expect(normalise(formatMoney(1250, 'JPY', 'en'))).toMatch(/1'250/);
    expect(minorDigits('JPY')).toBe(0);
    expect(minorDigits('CHF')).toBe(2);
  });

  it('shows an unknown currency code after the plain number instead of throwing', () => {
    expect(normalise(formatMoney(1250, 'NOPE', 'de'))).toBe('12.50 NOPE');
  });

  it('never throws and keeps every digit for any safe integer (property)', () => {
    fc.assert(
      fc.property(
        fc.maxSafeInteger(),
        fc.constantFrom(...LANGUAGES),
        fc.constantFrom('CHF', 'EUR', 'USD', 'GBP'),
        (minor, lang, currency) => {
          const text = formatMoney(minor, currency, lang);
          const digits = text.replace(/\D/g, '');
          const expected = String(Math.abs(minor)).padStart(3, '0');
          expect(digits).toBe(expected);
          expect(text.includes(MINUS_SIGN)).toBe(minor < 0);
          expect(text).not.toContain('-');
        },
      ),
    );
  });
});

describe('minorToDecimalString', () => {
  it('places the decimal point by the digits, without floating point', () => {
    expect(minorToDecimalString(1205, 2)).toBe('12.05');
    expect(minorToDecimalString(-5, 2)).toBe('-0.05');
    expect(minorToDecimalString(42, 0)).toBe('42');
    expect(minorToDecimalString(Number.MAX_SAFE_INTEGER, 2)).toBe('90071992547409.91');
  });
});
