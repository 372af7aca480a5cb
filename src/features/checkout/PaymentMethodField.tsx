import { useTranslation } from 'react-i18next';
import { useFormikContext } from 'formik';
import type { Lang, Order } from '../../api/types';
import RadioGroupField from '../../components/fields/RadioGroupField';
import { serverErrorAt } from '../../forms/formStatus';
import { localise } from '../../lib/localisedText';
import type { CheckoutValues } from './checkoutValues';

/** The payment methods of the order as one radio group, with how each one pays. */
export default function PaymentMethodField({ order, lang }: { order: Order; lang: Lang }) {
  const { t } = useTranslation('checkout', { keyPrefix: 'page' });
  const { values, errors, touched, submitCount, status, setFieldValue, setFieldTouched } =
    useFormikContext<CheckoutValues>();
  const shown = touched.paymentMethod || submitCount > 0;
  const error =
    (shown && errors.paymentMethod ? t('payment.required') : undefined) ??
    serverErrorAt(status, 'paymentMethod', values.paymentMethod);
  return (
    <RadioGroupField
      name="paymentMethod"
      className="checkout-payment"
      label={t('payment.legend')}
      required
      value={values.paymentMethod || null}
      error={error}
      onChange={(value) => void setFieldValue('paymentMethod', value)}
      onBlur={() => void setFieldTouched('paymentMethod', true)}
      options={order.checkout.paymentMethods.map((method) => ({
        value: method.id,
        label: localise(method.name, lang) || method.id,
        hint: method.kind === 'redirect' ? t('payment.redirectHint') : t('payment.lightboxHint'),
      }))}
    />
  );
}
