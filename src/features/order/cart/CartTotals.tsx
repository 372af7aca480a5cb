import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang, Order } from '../../../api/types';
import Price from '../../../components/Price';

export interface CartTotalsProps {
  order: Order;
  lang: Lang;
}

/** The order's totals as the server computed them: items, delivery, discount, insurance, total. */
export default function CartTotals({ order, lang }: CartTotalsProps) {
  const { t } = useTranslation('cart');
  const headingId = useId();
  const { totals, currency } = order;
  // each row's words are its own, and its key
  const rows: { label: string; amount: number }[] = [
    { label: t('totals.items'), amount: totals.items },
    { label: t('totals.delivery'), amount: totals.delivery },
  ];
  if (totals.discount !== 0) {
    rows.push({ label: t('totals.discount'), amount: -Math.abs(totals.discount) });
  }
  if (order.insurance.enabled || totals.insurance !== 0) {
    rows.push({ label: t('totals.insurance'), amount: totals.insurance });
  }

  return (
    <div className="cart-totals" role="group" aria-labelledby={headingId}>
      <h3 id={headingId} className="cart-section__title">
        {t('totals.heading')}
      </h3>
      <dl className="cart-totals__list">
        {rows.map((row) => (
          <div key={row.label} className="cart-totals__row">
            <dt>{row.label}</dt>
            <dd>
              <Price amount={row.amount} currency={currency} lang={lang} />
            </dd>
          </div>
        ))}
        <div className="cart-totals__row cart-totals__row--total">
          <dt>{t('totals.total')}</dt>
          <dd>
            <Price amount={totals.total} currency={currency} lang={lang} />
          </dd>
        </div>
      </dl>
    </div>
  );
}
