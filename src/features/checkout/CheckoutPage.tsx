/**
 * The checkout page (/{lang}/order/checkout, empty layout; spec sections 2, 4 and 7): the order's
 * summary (items, vouchers, insurance, totals: the cart panel's pieces), the personalisation when
 * some ticket still needs it, then the buyer form, the payment method and the terms, and the pay
 * button. Paying is the checkout saga's business (checkoutSubmitted); this page shows its state.
 * An empty basket and an expired reservation each get their own notice (an order paid meanwhile, in
 * another tab, is discarded as soon as it is read again: orderLifecycleSaga.ts; its basket is empty).
 * Back from a payment that failed or was cancelled (the lightbox sends the visitor here, the
 * status page's "pay again" too), a note says so above the filled form (the order's status).
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Lang, Order } from '../../api/types';
import { useFeatureSaga } from '../../state/featureSagas';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { buttonClassName } from '../../components/buttonClassName';
import Spinner from '../../components/Spinner';
import VisuallyHidden from '../../components/VisuallyHidden';
import { useUiLang } from '../../components/uiText';
import CartItems from '../order/cart/CartItems';
import CartTotals from '../order/cart/CartTotals';
import InsuranceField from '../order/cart/InsuranceField';
import VoucherSection from '../order/cart/VoucherSection';
import { useSayWhenGone } from '../order/cart/useBasketChange';
import '../order/cart/cart.css';
import { expiryConfirmed } from '../orderModel/orderEvents';
import OrderCountdown from '../order/OrderCountdown';
import { selectOrderPhase } from '../order/orderSelectors';
import { selectCurrentOrder, selectOrderId } from '../orderModel/currentOrder';
import { selectCheckout } from './checkoutSlice';
import { PageHead } from '../seo/PageHead';
import { useShop } from '../shop/useShop';
import CheckoutForm from './CheckoutForm';
import { beginCheckout } from '../tracking/trackingEvents';
import { checkoutPageRestored } from './checkoutEvents';
import { checkoutSaga } from './checkoutSaga';
import { continueShoppingPath } from './continueShopping';
import './checkout.css';

export default function CheckoutPage() {
  // paying: the saga is in this page's chunk and runs before the form can be sent
  useFeatureSaga(checkoutSaga);
  const { t } = useTranslation('checkout', { keyPrefix: 'page' });
  const dispatch = useAppDispatch();
  const lang = useUiLang();
  const order = useAppSelector(selectCurrentOrder);
  const orderId = useAppSelector(selectOrderId);
  const phase = useAppSelector(selectOrderPhase);
  const shop = useShop();
  const expiredNow = phase === 'expired' || phase === 'expiredConfirmed';
  // once the reservation ran out here, the new (empty) order that follows is no "empty basket"
  const [sawExpiry, setSawExpiry] = useState(expiredNow);
  if (expiredNow && !sawExpiry) setSawExpiry(true);

  // back from the provider's page through the back-forward cache: the pay button is usable again
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) dispatch(checkoutPageRestored());
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [dispatch]);

  const hasItems = (order?.items.length ?? 0) > 0;
  const begun = useRef<string | null>(null);
  useEffect(() => {
    if (!order || !hasItems || begun.current === order.id) return;
    begun.current = order.id;
    dispatch(beginCheckout({ items: order.items, currency: order.currency }));
  }, [order, hasItems, dispatch]);

  const shopPath = continueShoppingPath(lang);
  const loading =
    phase === 'starting' ||
    (orderId !== null && !order) ||
    (hasItems && !shop.data && !shop.isError);

  let content;
  if (expiredNow || (sawExpiry && !hasItems)) {
    content = <ExpiredNotice lang={lang} confirmFirst={phase === 'expired'} />;
  } else if (loading) {
    content = (
      <p role="status" className="checkout-status">
        <Spinner /> {t('loading')}
      </p>
    );
  } else if (!order || !hasItems) {
    content = (
      <div className="checkout-notice">
        <p>{t('empty')}</p>
        <Link to={shopPath} className={buttonClassName()}>
          {t('browse')}
        </Link>
      </div>
    );
  } else {
    content = <CheckoutContent order={order} lang={lang} />;
  }

  return (
    <section className="checkout-page" aria-labelledby="checkout-title">
      <PageHead title={t('title')} />
      <header className="checkout-page__header">
        <h1 id="checkout-title">{t('title')}</h1>
        <Link to={shopPath} className="checkout-page__back">
          {t('continueShopping')}
        </Link>
      </header>
      {content}
    </section>
  );
}

/** The reservation ran out: this order cannot be paid; a new one starts from the shop. */
function ExpiredNotice({ lang, confirmFirst }: { lang: Lang; confirmFirst: boolean }) {
  const { t } = useTranslation('checkout', { keyPrefix: 'page.expired' });
  const dispatch = useAppDispatch();
  return (
    <div role="alert" className="checkout-notice checkout-notice--warning">
      <h2>{t('title')}</h2>
      <p>{t('message')}</p>
      <Link
        to={`/${lang}`}
        className={buttonClassName()}
        // the expiry still waits for its confirmation: confirming starts the new order
        onClick={confirmFirst ? () => dispatch(expiryConfirmed()) : undefined}
      >
        {t('newOrder')}
      </Link>
    </div>
  );
}

/**
 * The payment of this order failed or was cancelled, and no new one runs: nothing was charged,
 * the form is as it was, the visitor may pay again.
 */
function ReturnedNote({ order }: { order: Order }) {
  const { t } = useTranslation('checkout', { keyPrefix: 'page.returned' });
  const checkout = useAppSelector(selectCheckout);
  const paying =
    checkout.orderId === order.id && (checkout.submitting || checkout.waitingForPaymentProvider);
  if ((order.status !== 'failed' && order.status !== 'cancelled') || paying) return null;
  return (
    <div role="status" className={`checkout-returned checkout-returned--${order.status}`}>
      <p className="checkout-returned__title">{t('title')}</p>
      <p>{t(order.status)}</p>
    </div>
  );
}

/** The summary beside (on phones: above) the personalisation and the checkout form. */
function CheckoutContent({ order, lang }: { order: Order; lang: Lang }) {
  const { t } = useTranslation('checkout', { keyPrefix: 'page' });
  const [announcement, setAnnouncement] = useState('');
  const removing = useSayWhenGone(order.items, setAnnouncement);
  return (
    <>
      <ReturnedNote order={order} />
      <div className="checkout-layout">
        <section className="checkout-summary" aria-labelledby="checkout-summary-title">
          <h2 id="checkout-summary-title" tabIndex={-1}>
            {t('summary.heading')}
          </h2>
          <p className="checkout-summary__reservation">
            {t('summary.reservation')} <OrderCountdown className="checkout-summary__countdown" />
          </p>
          <CartItems order={order} lang={lang} onRemoving={removing} />
          <VoucherSection order={order} lang={lang} />
          <InsuranceField order={order} lang={lang} />
          <CartTotals order={order} lang={lang} />
          <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
            {announcement}
          </VisuallyHidden>
        </section>
        <CheckoutForm order={order} lang={lang} />
      </div>
    </>
  );
}
