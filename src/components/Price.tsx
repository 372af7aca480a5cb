import type { Lang } from '../api/types';
import { formatMoney, minorDigits, minorToDecimalString } from '../lib/money';
import { useUiLang } from './uiText';

export interface PriceProps {
  /** the amount in minor units (Rappen), as the server sends it */
  amount: number;
  /** ISO 4217 code, e.g. 'CHF' */
  currency: string;
  /** default: the interface language */
  lang?: Lang;
  className?: string;
}

/**
 * An amount of money in the visitor's language: <data value="12.50">CHF 12.50</data>. The value
 * attribute holds the machine-readable amount in major units.
 */
export default function Price({ amount, currency, lang, className }: PriceProps) {
  const uiLang = useUiLang();
  const language = lang ?? uiLang;
  return (
    <data
      className={['price', className].filter(Boolean).join(' ')}
      value={minorToDecimalString(amount, minorDigits(currency))}
    >
      {formatMoney(amount, currency, language)}
    </data>
  );
}
