/**
 * The checkout's own part: personalisation first when a ticket still needs it (its form embedded,
 * finished right here), then ONE Formik form with the buyer form (order.forms[buyerFormId], checked
 * by the shared schema builder), the payment method, the terms and the pay button. Sending is the
 * checkout saga's (checkoutSubmitted, with the total the visitor sees); the saga's state makes the
 * button busy, and its refusal appears above the button and under the fields the server named,
 * the values left as typed. What the visitor typed is kept for the tab (checkoutDraft.ts), so a
 * reload or the way back from the payment provider finds the form as it was.
 */
import { useEffect, useRef, useState } from 'react';
import { Form as FormikForm, Formik, useFormikContext, type FormikErrors } from 'formik';
import { useTranslation } from 'react-i18next';
import type { Form, FormField, Lang, Order } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import FormFields, { FocusFirstInvalid } from '../../forms/FormFields';
import { fieldErrors, initialValues, toFormData } from '../../forms/formData';
import { localise } from '../../lib/localisedText';
import PersonalisationForms from '../personalisation/PersonalisationForms';
import {
  selectPersonalisationComplete,
  selectPersonalisedItems,
} from '../personalisation/personalisationSelectors';
import { readCheckoutDraft, saveCheckoutDraft } from './checkoutDraft';
import { checkoutSubmitted } from './checkoutEvents';
import { BUYER_PATH, termsFieldOf, type CheckoutValues } from './checkoutValues';
import PayArea from './PayArea';
import PaymentMethodField from './PaymentMethodField';
import TermsField from './TermsField';

type CheckoutErrors = FormikErrors<CheckoutValues>;

export interface CheckoutFormProps {
  order: Order;
  lang: Lang;
}

export default function CheckoutForm({ order, lang }: CheckoutFormProps) {
  const { t } = useTranslation('checkout', { keyPrefix: 'page' });
  const dispatch = useAppDispatch();
  const personalised = useAppSelector(selectPersonalisedItems).length > 0;
  const personalisationComplete = useAppSelector(selectPersonalisationComplete);
  const personalisationRef = useRef<HTMLHeadingElement>(null);
  const [personalisationAsked, setPersonalisationAsked] = useState(false);

  const buyerForm = order.forms.find((form) => form.id === order.checkout.buyerFormId);
  const fields = buyerForm?.fields ?? [];
  const termsField = termsFieldOf(fields);
  const methods = order.checkout.paymentMethods;

  // what the visitor typed before in this tab (a reload, back from the payment provider)
  const [initial] = useState<CheckoutValues>(() => {
    const draft = readCheckoutDraft();
    const known = methods.some((method) => method.id === draft?.paymentMethod);
    return {
      buyer: initialValues(fields, draft?.buyer ?? null),
      paymentMethod:
        known && draft ? draft.paymentMethod : methods.length === 1 ? methods[0].id : '',
      termsAccepted: draft?.termsAccepted ?? false,
    };
  });

  const validate = (values: CheckoutValues): CheckoutErrors => {
    const errors: CheckoutErrors = {};
    const buyer = fieldErrors(fields, values.buyer);
    if (Object.keys(buyer).length > 0) errors.buyer = buyer;
    if (!methods.some((method) => method.id === values.paymentMethod))
      errors.paymentMethod = 'payment.required';
    if (!termsField && !values.termsAccepted) errors.termsAccepted = 'terms.required';
    return errors;
  };

  const submit = (values: CheckoutValues) => {
    if (!personalisationComplete) {
      setPersonalisationAsked(true);
      personalisationRef.current?.focus();
      return;
    }
    const form = toFormData(fields, values.buyer);
    if (!form) return;
    dispatch(
      checkoutSubmitted({
        orderId: order.id,
        form,
        paymentMethod: values.paymentMethod,
        // the total on the screen: the shop refuses another one (the basket changed meanwhile)
        expectedTotal: order.totals.total,
      }),
    );
  };

  return (
    <div className="checkout-main">
      {personalised ? (
        <section className="checkout-section" aria-labelledby="checkout-personalisation-title">
          <h2 id="checkout-personalisation-title" ref={personalisationRef} tabIndex={-1}>
            {t('personalisation.heading')}
          </h2>
          {personalisationComplete ? (
            <p className="checkout-section__done">{t('personalisation.complete')}</p>
          ) : (
            <>
              <p
                className={
                  personalisationAsked ? 'checkout-section__problem' : 'checkout-section__intro'
                }
                role={personalisationAsked ? 'alert' : undefined}
              >
                {t('personalisation.incomplete')}
              </p>
              <PersonalisationForms headingLevel={3} lang={lang} />
            </>
          )}
        </section>
      ) : null}

      <Formik<CheckoutValues> initialValues={initial} validate={validate} onSubmit={submit}>
        <FormikForm noValidate className="checkout-form" aria-labelledby="checkout-buyer-title">
          <section className="checkout-section">
            <h2 id="checkout-buyer-title">{localise(buyerForm?.name, lang)}</h2>
            {buyerForm ? (
              <FormFields
                form={withoutField(buyerForm, termsField)}
                lang={lang}
                path={BUYER_PATH}
                legend={t('buyer.nameLegend')}
              />
            ) : null}
          </section>
          <section className="checkout-section">
            <PaymentMethodField order={order} lang={lang} />
            <TermsField field={termsField} lang={lang} />
            <a
              className="checkout-form__privacy"
              href={`/${lang}/about/privacy-policy`}
              target="_blank"
              rel="noopener"
            >
              {t('terms.privacyLink')}
            </a>
          </section>
          <PayArea order={order} lang={lang} />
          <FocusFirstInvalid />
          <DraftKeeper />
        </FormikForm>
      </Formik>
    </div>
  );
}

/** Keeps what the visitor types for the tab, as they type it. */
function DraftKeeper() {
  const { values } = useFormikContext<CheckoutValues>();
  useEffect(() => saveCheckoutDraft(values), [values]);
  return null;
}

const withoutField = (form: Form, field: FormField | undefined): Form =>
  field ? { ...form, fields: form.fields.filter((candidate) => candidate !== field) } : form;
