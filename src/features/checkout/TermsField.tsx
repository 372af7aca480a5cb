import { useTranslation } from 'react-i18next';
import { useFormikContext } from 'formik';
import type { FormField, Lang } from '../../api/types';
import CheckboxField from '../../components/fields/CheckboxField';
import { DynamicField } from '../../forms/FormFields';
import { BUYER_PATH, type CheckoutValues } from './checkoutValues';

/** The buyer form's own terms field, or the page's required checkbox when it has none. */
export default function TermsField({ field, lang }: { field: FormField | undefined; lang: Lang }) {
  const { t } = useTranslation('checkout', { keyPrefix: 'page' });
  const { values, errors, touched, submitCount, setFieldValue, setFieldTouched } =
    useFormikContext<CheckoutValues>();
  if (field) {
    return (
      <DynamicField
        field={field}
        name={`${BUYER_PATH}.${field.key}`}
        lang={lang}
        autoComplete={false}
      />
    );
  }
  const shown = touched.termsAccepted || submitCount > 0;
  return (
    <CheckboxField
      name="termsAccepted"
      label={t('terms.label')}
      required
      checked={values.termsAccepted}
      error={shown && errors.termsAccepted ? t('terms.required') : undefined}
      onChange={(checked) => void setFieldValue('termsAccepted', checked)}
      onBlur={() => void setFieldTouched('termsAccepted', true)}
    />
  );
}
