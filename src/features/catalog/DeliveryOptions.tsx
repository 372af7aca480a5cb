import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryOption, Lang } from '../../api/types';
import TextWithPrice from './TextWithPrice';

/** How an article is delivered, each way with its surcharge (or free). */
export default function DeliveryOptions({
  options,
  currency,
  lang,
}: {
  options: DeliveryOption[];
  currency: string;
  lang: Lang;
}) {
  const { t } = useTranslation('catalog');
  const heading = useId();
  return (
    <section className="catalog-section" aria-labelledby={heading}>
      <h2 id={heading}>{t('article.delivery')}</h2>
      <ul className="delivery-list">
        {options.map((option) => (
          <li key={option.code} className="delivery-row">
            <span>{t(`article.deliveryOption.${option.code}`)}</span>
            <span className="delivery-row__price">
              {option.price > 0 ? (
                <TextWithPrice
                  text={t('article.deliverySurcharge')}
                  amount={option.price}
                  currency={currency}
                  lang={lang}
                />
              ) : (
                t('article.deliveryFree')
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
