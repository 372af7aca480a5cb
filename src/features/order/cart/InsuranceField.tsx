import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeatureSaga } from '../../../state/featureSagas';
import { basketSaga } from '../basketSaga';
import type { Lang, Order } from '../../../api/types';
import CheckboxField from '../../../components/fields/CheckboxField';
import { formatMoney } from '../../../lib/money';
import { useAppDispatch } from '../../../state/hooks';
import { insuranceChosen } from '../../orderModel/basketEvents';
import { basketChangeKey } from '../basketChanges';
import { useBasketChange } from './useBasketChange';

export interface InsuranceFieldProps {
  order: Order;
  lang: Lang;
}

/**
 * The ticket insurance, when the shop offers it: a checkbox with its price. Ticking it is a
 * visitor event (basket/insuranceChosen) the basket saga carries out; while it is under way the
 * box shows the requested state and is disabled; the order's answer decides.
 */
export default function InsuranceField({ order, lang }: InsuranceFieldProps) {
  // the basket's changes are carried out by its saga: running before one can be asked for
  useFeatureSaga(basketSaga);
  const { t } = useTranslation('cart');
  const dispatch = useAppDispatch();
  const checkboxRef = useRef<HTMLInputElement>(null);
  const choice = useBasketChange(basketChangeKey.insurance, () => {
    // a disabled control loses focus in some browsers: give it back once it is enabled again
    const active = document.activeElement;
    if (!active || active === document.body) checkboxRef.current?.focus();
  });
  const pending = choice?.status === 'pending';

  if (!order.insurance.available) return null;

  return (
    <CheckboxField
      ref={checkboxRef}
      name="insurance"
      className="cart-insurance"
      label={t('insurance.label', {
        price: formatMoney(order.insurance.price, order.currency, lang),
      })}
      checked={pending ? choice.enabled === true : order.insurance.enabled}
      disabled={pending}
      onChange={(enabled) => dispatch(insuranceChosen({ enabled }))}
    />
  );
}
