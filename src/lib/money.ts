/**
 * Money formatting. Prices travel in minor units (Rappen for CHF); the visitor reads them in the
 * shop's Swiss locale of their language (de-CH, en-CH, fr-CH, it-CH). Framework-free.
 */
import type { Lang } from './languages';

/** The Intl locale tag for a shop language: the shop sells in Switzerland. */
export function moneyLocale(lang: Lang): string {
  return `${lang}-CH`;
}

const formatters = new Map<string, Intl.NumberFormat | null>();

/** A cached currency formatter, or null when Intl does not know the currency code. */
function currencyFormatter(currency: string, lang: Lang): Intl.NumberFormat | null {
  const key = `${lang}|${currency}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    try {
      formatter = new Intl.NumberFormat(moneyLocale(lang), { style: 'currency', currency });
    } catch {
      formatter = null;
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

/** How many minor-unit digits a currency has (2 for CHF and EUR, 0 for JPY); 2 when unknown. */
export function minorDigits(currency: string): number {
  return currencyFormatter(currency, 'de')?.resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * A minor-unit integer as an exact decimal string in major units, e.g. (-1205, 2) -> '-12.05'.
 * Works on the digits, so no floating-point rounding can creep in, even for huge amounts.
 */
export function minorToDecimalString(minor: number, digits: number): string {
  const whole = Math.trunc(minor);
  const negative = whole < 0;
  const raw = BigInt(whole < 0 ? -whole : whole).toString();
  if (digits <= 0) return `${negative ? '-' : ''}${raw}`;
  const padded = raw.padStart(digits + 1, '0');
  const major = padded.slice(0, padded.length - digits);
  const fraction = padded.slice(padded.length - digits);
  return `${negative ? '-' : ''}${major}.${fraction}`;
}

/**
 * U+2212 MINUS SIGN. Intl writes a hyphen-minus ('CHF-12.50'), which reads as a dash in print
 * and which screen readers read as a dash or not at all; the minus sign is read as "minus".
 */
export const MINUS_SIGN = '\u2212';

/**
 * An amount for the visitor: formatMoney(-1250, 'CHF', 'de') -> 'CHF −12.50' (the locale's
 * spacing, a real minus sign right before the number). Never throws for an integer amount: an
 * unknown currency code is shown after a plain number.
 */
export function formatMoney(minor: number, currency: string, lang: Lang): string {
  if (!Number.isFinite(minor)) return '';
  const formatter = currencyFormatter(currency, lang);
  const digits = formatter ? (formatter.resolvedOptions().maximumFractionDigits ?? 2) : 2;
  const negative = minor < 0;
  const size = minorToDecimalString(Math.abs(minor), digits) as Intl.StringNumericLiteral;
  const sign = negative ? MINUS_SIGN : '';
  if (!formatter) {
    const plain = new Intl.NumberFormat(moneyLocale(lang), {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(size);
    return `${sign}${plain} ${currency}`;
  }
  if (!negative) return formatter.format(size);
  // the sign goes where the locale's number starts, whatever stands before it (CHF and a space)
  let signed = false;
  return formatter
    .formatToParts(size)
    .map((part) => {
      if (signed || part.type !== 'integer') return part.value;
      signed = true;
      return `${sign}${part.value}`;
    })
    .join('');
}
