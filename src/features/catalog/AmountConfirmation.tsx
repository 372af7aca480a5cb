import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Lang } from '../../api/types';
import Price from '../../components/Price';
import { useAppSelector } from '../../state/hooks';
import { selectCurrentOrder } from '../orderModel/currentOrder';
import './AmountConfirmation.css';

export interface AmountConfirmationProps {
  /** the visitor's change has settled: the server answered with what they asked for */
  settled: boolean;
  lang: Lang;
}

/**
 * What the basket holds once an amount change has settled (issue 19), beside the amount control:
 * '3 im Warenkorb · CHF 105.00 · Zur Kasse', the basket's item count and the order's total as the
 * server answered them. The status region is always there, so screen readers announce the line
 * politely when it fills; it stays empty while a change is on its way or did not work (the
 * control's problem line says what failed), and for an empty basket.
 */
export default function AmountConfirmation({ settled, lang }: AmountConfirmationProps) {
  const { t } = useTranslation('catalog');
  const order = useAppSelector(selectCurrentOrder);
  const count = order?.items.length ?? 0;
  const shown = settled && order !== undefined && count > 0;
  return (
    <p className="amount-confirmation" role="status" aria-live="polite" aria-atomic="true">
      {shown && (
        <span className="amount-confirmation__text">
          {t('amount.inBasket', { count })}
          <span aria-hidden="true"> · </span>
          <Price amount={order.totals.total} currency={order.currency} lang={lang} />
          <span aria-hidden="true"> · </span>
          <Link className="amount-confirmation__checkout" to={`/${lang}/order/checkout`}>
            {t('amount.checkout')}
          </Link>
        </span>
      )}
    </p>
  );
}
