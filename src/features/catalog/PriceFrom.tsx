import { useTranslation } from 'react-i18next';
import type { Lang } from '../../api/types';
import Price from '../../components/Price';
import type { LowestPrice } from '../shop/shopSelectors';
import { splitAroundPrice } from './priceWords';

export interface PriceFromProps {
  price: LowestPrice;
  currency: string;
  lang: Lang;
}

/** 'from CHF 45.00', or 'Price of your choice, from CHF 15.00' when the visitor picks the price. */
export default function PriceFrom({ price, currency, lang }: PriceFromProps) {
  const { t } = useTranslation('catalog');
  const [before, after] = splitAroundPrice(t(price.choice ? 'choicePriceFrom' : 'priceFrom'));
  return (
    <>
      {before}
      <Price amount={price.amount} currency={currency} lang={lang} />
      {after}
    </>
  );
}
