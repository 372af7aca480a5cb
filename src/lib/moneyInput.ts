/**
 * Amounts a visitor types (a price of their choice): their text read as minor units, and minor
 * units as the text the field shows. Apart from money.ts, which every price on every page needs,
 * so only the pages with such a field carry it. Framework-free.
 */
import { minorDigits, minorToDecimalString } from './money';

/**
 * What a visitor typed in major units ('12.5', '1'234,50', '-3') as minor units, rounded half
 * away from zero to the currency's digits; null for anything that is not a number.
 */
export function parseMajorToMinor(text: string, currency: string): number | null {
  const digits = minorDigits(currency);
  const cleaned = text
    .trim()
    .replace(/[\s'’\u00a0\u202f]/g, '')
    .replace(/[−–]/g, '-');
  const match = /^([+-]?)(\d*)(?:[.,](\d*))?$/.exec(cleaned);
  if (!match) return null;
  const [, sign, wholeText, fractionText = ''] = match;
  if (wholeText === '' && fractionText === '') return null;
  const kept = fractionText.slice(0, digits).padEnd(digits, '0');
  const roundUp = fractionText.length > digits && Number(fractionText[digits]) >= 5;
  const magnitude = Number(`${wholeText || '0'}${kept}`) + (roundUp ? 1 : 0);
  if (!Number.isSafeInteger(magnitude)) return null;
  return sign === '-' && magnitude !== 0 ? -magnitude : magnitude;
}

/** Minor units as the plain major-unit text an input shows: (1250, 'CHF') -> '12.50'. */
export function minorToInputText(minor: number | null, currency: string): string {
  if (minor === null || !Number.isFinite(minor)) return '';
  return minorToDecimalString(minor, minorDigits(currency));
}
