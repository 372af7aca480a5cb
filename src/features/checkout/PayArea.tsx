import { useEffect, useId, useRef } from 'react';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import type { Lang, Order } from '../../api/types';
import { useAppSelector } from '../../state/hooks';
import Button from '../../components/Button';
import { serverErrorStatus } from '../../forms/formStatus';
import { formatMoney } from '../../lib/money';
import { useVisitorMessage } from '../errors/useVisitorMessage';
import { selectCheckout, type CheckoutRejection } from './checkoutSlice';
import { formikPathOf, type CheckoutValues } from './checkoutValues';

/** The amount, what the payment is doing, the server's refusal, and the pay button. */
export default function PayArea({ order, lang }: { order: Order; lang: Lang }) {
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
