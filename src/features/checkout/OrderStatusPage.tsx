/**
 * The order status page (/{lang}/order/{orderId}/status; docs/decisions/order-status.md):
 * where the payment provider sends the visitor back. It reads the order's status and
 * shows what it means; while the payment is pending it asks again every 2 s. A paid order is
 * thanked for, with what comes next by how its items are delivered; the purchase saga reports the
 * purchase once and discards the order on the client. A failed payment and a cancelled one differ
 * in words and look (a red cross, a grey way back).
 * An unknown order (or an id no server takes, orderStatusAnswers.ts) is the 404 page.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { isApiError } from '../../api/errors';
import type { OrderStatus } from '../../api/types';
import { useFeatureSaga } from '../../state/featureSagas';
import { useAppSelector } from '../../state/hooks';
import Button from '../../components/Button';
import { buttonClassName } from '../../components/buttonClassName';
import PendingHeading from '../../components/PendingHeading';
import Price from '../../components/Price';
import Spinner from '../../components/Spinner';
import { useUiLang } from '../../components/uiText';
import NotFound from '../errors/NotFound';
import { selectOrderActive } from '../order/orderSelectors';
import { selectOrderId } from '../orderModel/currentOrder';
import { PageHead } from '../seo/PageHead';
import { continueShoppingPath } from './continueShopping';
import { namesNoOrder } from './orderStatusAnswers';
import { purchaseSaga } from './purchaseSaga';
import './checkout.css';
import { checkoutApi, useGetOrderStatusQuery } from './checkoutApi';

/** While the payment is pending the status is asked for again this often. */
export const STATUS_POLL_MS = 2000;

/** Statuses after which the visitor may pay the same order again (if it is still theirs and active). */
const PAYABLE_AGAIN: ReadonlySet<OrderStatus> = new Set(['open', 'failed', 'cancelled']);

/** The mark before the title: a check (paid), a cross (failed), a back arrow (cancelled). */
const MARKS: Partial<Record<OrderStatus, string>> = {
  paid: 'M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z',
  failed:
    'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
  cancelled: 'M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z',
};

function StatusMark({ status }: { status: OrderStatus }) {
  const path = MARKS[status];
  if (!path) return null;
  return (
    <span className="order-status__mark" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
        <path fill="currentColor" d={path} />
      </svg>
    </span>
  );
}

export default function OrderStatusPage() {
  // a paid order's purchase: the saga runs before this page asks for the status
  useFeatureSaga(purchaseSaga);
  const { t } = useTranslation('checkout', { keyPrefix: 'status' });
  const lang = useUiLang();
  const { orderId = '' } = useParams();
  const known = useAppSelector(
    (state) => checkoutApi.endpoints.getOrderStatus.select(orderId)(state).data?.status,
  );
  const { data, error, isError, isFetching, refetch } = useGetOrderStatusQuery(orderId, {
    pollingInterval: known === 'pending' ? STATUS_POLL_MS : 0,
    refetchOnMountOrArgChange: true,
  });
  const currentOrderId = useAppSelector(selectOrderId);
  const orderActive = useAppSelector(selectOrderActive);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStatus = useRef<OrderStatus | null>(null);
  const status = data?.status ?? null;

  // the status changed while the visitor is here (pending -> paid): start reading at the new title
  useEffect(() => {
    if (status === null) return;
    if (shownStatus.current !== null && shownStatus.current !== status) headingRef.current?.focus();
    shownStatus.current = status;
  }, [status]);

  if (isError && isApiError(error) && namesNoOrder(error.status))
    return <NotFound detail={t('notFound')} />;

  if (!data) {
    return (
      <section className="checkout-page order-status">
        <PageHead title={t('title')} />
        <PendingHeading>{t('title')}</PendingHeading>
        {isError && !isFetching ? (
          <div role="alert" className="checkout-notice">
            <p>{t('loadFailed')}</p>
            <Button variant="outline" onClick={() => void refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : (
          <p role="status" className="checkout-status">
            <Spinner /> {t('loading')}
          </p>
        )}
      </section>
    );
  }

  const shop = continueShoppingPath(lang);
  const payAgain = PAYABLE_AGAIN.has(data.status) && currentOrderId === data.orderId && orderActive;
  const title = t(`${data.status}.title`);

  return (
    <section className={`checkout-page order-status order-status--${data.status}`}>
      <PageHead title={title} />
      <header className="order-status__header">
        {data.status === 'pending' ? (
          <Spinner size="1.5rem" className="order-status__spinner" />
        ) : (
          <StatusMark status={data.status} />
        )}
        <h1 ref={headingRef} tabIndex={-1}>
          {title}
        </h1>
      </header>
      <p role="status" className="order-status__message">
        {t(`${data.status}.message`)}
      </p>
      <dl className="order-status__facts">
        <div>
          <dt>{t('orderNumber')}</dt>
          <dd className="order-status__number">{data.orderId}</dd>
        </div>
        <div>
          <dt>{t('itemCount')}</dt>
          <dd>{data.itemCount}</dd>
        </div>
        <div>
          <dt>{t('total')}</dt>
          <dd>
            <Price amount={data.total} currency={data.currency} lang={lang} />
          </dd>
        </div>
      </dl>

      {data.status === 'paid' ? (
        <section className="order-status__next" aria-labelledby="order-status-next">
          <h2 id="order-status-next">{t('paid.nextHeading')}</h2>
          <ul>
            <li>{t('paid.nextConfirmation')}</li>
            {/* how the order's items come: by e-mail, by post, at the box office */}
            {(data.deliveryOptions ?? []).map((code) => (
              <li key={code}>{t(`paid.delivery.${code}`)}</li>
            ))}
            <li>{t('paid.nextQuestions')}</li>
          </ul>
        </section>
      ) : null}

      {PAYABLE_AGAIN.has(data.status) && !payAgain ? (
        <p className="order-status__hint">{t('cannotPay')}</p>
      ) : null}
      {payAgain && (data.status === 'failed' || data.status === 'cancelled') ? (
        <p className="order-status__hint">{t(`${data.status}.hint`)}</p>
      ) : null}

      <div className="checkout-actions">
        {payAgain ? (
          <Link to={`/${lang}/order/checkout`} className={buttonClassName()}>
            {data.status === 'open' ? t('toCheckout') : t('tryAgain')}
          </Link>
        ) : null}
        {data.status !== 'pending' ? (
          <Link to={shop} className={buttonClassName({ variant: payAgain ? 'outline' : 'solid' })}>
            {data.status === 'paid' ? t('continueShopping') : t('backToShop')}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
