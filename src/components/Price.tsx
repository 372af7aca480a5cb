import type { Lang } from '../api/types';
import { formatMoney, minorDigits, minorToDecimalString } from '../lib/money';
import VisuallyHidden from './VisuallyHidden';
import { useUiLang, useUiText } from './uiText';

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
 * attribute holds the machine-readable amount in major units. A negative amount is a discount:
 * it shows with a real minus sign ('CHF −56.60') and is read as one ('Rabatt von CHF 56.60').
 */
export default function Price({ amount, currency, lang, className }: PriceProps) {
  const uiLang = useUiLang();
  const t = useUiText();
  const language = lang ?? uiLang;
  const text = formatMoney(amount, currency, language);
  return (
    <data
      className={['price', className].filter(Boolean).join(' ')}
      value={minorToDecimalString(amount, minorDigits(currency))}
    >
      {amount < 0 ? (
        <>
          <span aria-hidden="true">{text}</span>
          <VisuallyHidden>
            {t('price.discount', { amount: formatMoney(-amount, currency, language) })}
          </VisuallyHidden>
        </>
      ) : (
        text
      )}
    </data>
  );
}
