/**
 * The checkout's own part: personalisation first when a ticket still needs it (its form embedded,
 * finished right here), then ONE Formik form with the buyer form (order.forms[buyerFormId], checked
 * by the shared schema builder), the payment method, the terms and the pay button. Sending is the
 * checkout saga's (checkoutSubmitted, with the total the visitor sees); the saga's state makes the
 * button busy, and its refusal appears above the button and under the fields the server named,
 * the values left as typed. What the visitor typed is kept for the tab (checkoutDraft.ts), so a
 * reload or the way back from the payment provider finds the form as it was.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Form as FormikForm, Formik, useFormikContext, type FormikErrors } from 'formik';
import { useTranslation } from 'react-i18next';
import type { Form, FormField, Lang, Order } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import Button from '../../components/Button';
import CheckboxField from '../../components/fields/CheckboxField';
import RadioGroupField from '../../components/fields/RadioGroupField';
import FormFields, { DynamicField, FocusFirstInvalid } from '../../forms/FormFields';
import { serverErrorAt, serverErrorStatus } from '../../forms/formStatus';
import {
  fieldErrors,
  initialValues,
  toFormData,
  type FormValues,
} from '../../forms/schemaFromFields';
import { localise } from '../../lib/localisedText';
import { formatMoney } from '../../lib/money';
import PersonalisationForms from '../personalisation/PersonalisationForms';
import {
  selectPersonalisationComplete,
  selectPersonalisedItems,
} from '../personalisation/personalisationSelectors';
import { readCheckoutDraft, saveCheckoutDraft } from './checkoutDraft';
import { checkoutSubmitted } from './checkoutEvents';
import { selectCheckout, type CheckoutRejection } from './checkoutSlice';
import { useVisitorMessage } from '../errors/useVisitorMessage';

export interface CheckoutValues {
  /** the buyer form's values, by field key */
  buyer: FormValues;
  /** the chosen payment method's id, '' while none is chosen */
  paymentMethod: string;
  /** the terms checkbox, when the buyer form has no confirm field of its own for them */
  termsAccepted: boolean;
}

type CheckoutErrors = FormikErrors<CheckoutValues>;

export const BUYER_PATH = 'buyer';

/**
 * The buyer form's field that accepts the terms: a confirm field named for them, else the form's
 * one required confirm field; undefined when it has none (the page then asks itself).
 */
export function termsFieldOf(fields: readonly FormField[]): FormField | undefined {
  const confirms = fields.filter((field) => field.type === 'confirm');
  return (
    confirms.find((field) => /terms|agb|cgv/i.test(field.key)) ??
    (confirms.filter((field) => field.required).length === 1
      ? confirms.find((field) => field.required)
      : undefined)
  );
}

/** Where the server's field names ('form.email', 'paymentMethod') sit in the Formik values. */
export function formikPathOf(field: string): string | null {
  if (field.startsWith('form.')) return `${BUYER_PATH}.${field.slice('form.'.length)}`;
  if (field === 'paymentMethod') return 'paymentMethod';
  return null;
}

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

/** The payment methods of the order as one radio group, with how each one pays. */
function PaymentMethodField({ order, lang }: CheckoutFormProps) {
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

/** The buyer form's own terms field, or the page's required checkbox when it has none. */
function TermsField({ field, lang }: { field: FormField | undefined; lang: Lang }) {
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

/** The amount, what the payment is doing, the server's refusal, and the pay button. */
function PayArea({ order, lang }: CheckoutFormProps) {
  const { t } = useTranslation('checkout', { keyPrefix: 'page' });
  const messageOf = useVisitorMessage();
  const checkout = useAppSelector(selectCheckout);
  const mine = checkout.orderId === order.id;
  const busy = mine && (checkout.submitting || checkout.waitingForPaymentProvider);
  const rejection = mine ? checkout.rejection : null;
  const alertRef = useRef<HTMLDivElement>(null);
  const alertId = useId();

  let progress: string | null = null;
  if (mine && checkout.waitingForPaymentProvider) {
    if (checkout.lightboxFailed) progress = t('lightboxFailed');
    else if (checkout.providerAction === 'redirect') progress = t('waiting.redirect');
    else progress = t('waiting.lightbox');
  }
  const lightboxUnavailable =
    mine && checkout.lightboxFailed && !checkout.waitingForPaymentProvider;

  return (
    <div className="checkout-pay">
      <RejectionEffects rejection={rejection} alertRef={alertRef} />
      {rejection ? (
        <div ref={alertRef} id={alertId} role="alert" tabIndex={-1} className="checkout-alert">
          <p className="checkout-alert__title">{t('rejected')}</p>
          {lightboxUnavailable ? <p>{t('lightboxUnavailable')}</p> : null}
          <p>{messageOf(rejection.message)}</p>
          {rejection.orderChanged ? (
            <>
              <p>{t('changed.message')}</p>
              <Button
                variant="outline"
                size="small"
                onClick={() => document.getElementById('checkout-summary-title')?.focus()}
              >
                {t('changed.review')}
              </Button>
            </>
          ) : null}
        </div>
      ) : null}
      <p role="status" className="checkout-pay__progress">
        {progress}
      </p>
      <p className="checkout-pay__total">
        {t('total', { total: formatMoney(order.totals.total, order.currency, lang) })}
      </p>
      <Button
        type="submit"
        fullWidth
        loading={busy}
        className="checkout-pay__button"
        aria-describedby={rejection ? alertId : undefined}
      >
        {t('submit')}
      </Button>
    </div>
  );
}

/**
 * A new refusal: the server's field problems go under their fields (Formik status; FocusFirstInvalid
 * then focuses the first), else focus goes to the refusal's message.
 */
function RejectionEffects({
  rejection,
  alertRef,
}: {
  rejection: CheckoutRejection | null;
  alertRef: React.RefObject<HTMLDivElement | null>;
}) {
  const { values, setStatus } = useFormikContext<CheckoutValues>();
  const handled = useRef<CheckoutRejection | null>(null);
  useEffect(() => {
    if (!rejection || handled.current === rejection) return;
    handled.current = rejection;
    const problems = rejection.fieldProblems.flatMap(({ field, detail }) => {
      const path = formikPathOf(field);
      return path ? [{ path, message: detail }] : [];
    });
    if (problems.length > 0) setStatus(serverErrorStatus(problems, values));
    else alertRef.current?.focus();
    // values: the ones the server refused, read when the refusal arrives
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rejection, setStatus, alertRef]);
  return null;
}
