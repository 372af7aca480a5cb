import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang, Order } from '../../../api/types';
import CheckboxField from '../../../components/fields/CheckboxField';
import { formatMoney } from '../../../lib/money';
import { useSetInsuranceMutation } from '../orderApi';

export interface InsuranceFieldProps {
  order: Order;
  lang: Lang;
}

/**
 * The ticket insurance, when the shop offers it: a checkbox with its price. While the server
 * answers it shows the requested state and is disabled; the order's answer decides.
 */
export default function InsuranceField({ order, lang }: InsuranceFieldProps) {
  const { t } = useTranslation('cart');
  const checkboxRef = useRef<HTMLInputElement>(null);
  const [setInsurance, { isLoading: pending, originalArgs }] = useSetInsuranceMutation();

  if (!order.insurance.available) return null;

  const change = async (enabled: boolean) => {
    await setInsurance({ orderId: order.id, enabled });
    // a disabled control loses focus in some browsers: give it back once it is enabled again
    const active = document.activeElement;
    if (!active || active === document.body) checkboxRef.current?.focus();
  };

  return (
    <CheckboxField
      ref={checkboxRef}
      name="insurance"
      className="cart-insurance"
      label={t('insurance.label', {
        price: formatMoney(order.insurance.price, order.currency, lang),
      })}
      checked={pending && originalArgs ? originalArgs.enabled : order.insurance.enabled}
      disabled={pending}
      onChange={(enabled) => void change(enabled)}
    />
  );
}
