import type { Lang } from '../../api/types';
import Price from '../../components/Price';
import { splitAroundPrice } from './priceWords';

export interface TextWithPriceProps {
  /** a translated text with one price tag: 'Zuschlag <price></price>' */
  text: string;
  amount: number;
  currency: string;
  lang: Lang;
}

/**
 * A translated sentence with a price in it: the words around the text's price tag, the price
 * as <Price>. The catalog's texts hold no other markup, so this takes the place of
 * react-i18next's <Trans> and the HTML parser it brings (12 KB) on the article page.
 */
export default function TextWithPrice({ text, amount, currency, lang }: TextWithPriceProps) {
  const [before, after] = splitAroundPrice(text);
  return (
    <>
      {before}
      <Price amount={amount} currency={currency} lang={lang} />
      {after}
    </>
  );
}
