import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import Button from '../../../components/Button';
import Drawer from '../../../components/Drawer';
import Price from '../../../components/Price';
import VisuallyHidden from '../../../components/VisuallyHidden';
import { useUiLang } from '../../../components/uiText';
import { useShop } from '../../shop/useShop';
import { closed, selectCartOpen } from '../cartSlice';
import { basketViewed, orderRefreshRequested } from '../../orderModel/orderEvents';
import OrderCountdown from '../OrderCountdown';
import {
  selectOrderActive,
  selectOrderMissing,
  selectOrderReading,
  selectSecondsLeft,
} from '../orderSelectors';
import { selectCurrentOrder } from '../../orderModel/currentOrder';
import CartItems from './CartItems';
import CartTotals from './CartTotals';
import CheckoutLink from './CheckoutLink';
import InsuranceField from './InsuranceField';
import VoucherSection from './VoucherSection';
import { useSayWhenGone } from './useBasketChange';
import './cart.css';

/**
 * The cart panel (spec section 2: the visitor opens and closes it): a Drawer open while the cart
 * slice says so. It lists the current order's items by placement, redeems and removes vouchers,
 * switches the insurance (each a visitor event the basket saga carries out), shows the totals and
 * leads to checkout. Rendered once, in the shop layout.
 * When the order could not be fetched (a reload whose fetch failed) it says so and offers to try
 * again, instead of calling a basket empty that is not.
 */
export default function CartPanel() {
  const { t } = useTranslation('cart');
  const dispatch = useAppDispatch();
  const lang = useUiLang();
  const open = useAppSelector(selectCartOpen);
  // the order's cache entry is held by the order lifecycle saga (keepOrderCached)
  const order = useAppSelector(selectCurrentOrder);
  const missing = useAppSelector(selectOrderMissing);
  const active = useAppSelector(selectOrderActive);
  // the order is read again: assistive technology waits for the answer before reading the basket
  const reading = useAppSelector(selectOrderReading);
  // a boolean, not the seconds: the panel must not re-render on every tick of the countdown
  const reserved = useAppSelector((state) => selectSecondsLeft(state) !== null);
  const shop = useShop();
  // the items are named from the shop: wait for it (unless it cannot be had; then ids stand in)
  const shopPending = !shop.data && !shop.isError;
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [announcement, setAnnouncement] = useState('');

  // once per opening: the panel may arrive (its chunk) with the cart open, and StrictMode runs
  // a new component's effects twice in development
  const seenOpen = useRef(false);
  useEffect(() => {
    if (open && !seenOpen.current) dispatch(basketViewed());
    seenOpen.current = open;
  }, [open, dispatch]);

  const close = useCallback(() => {
    setAnnouncement('');
    dispatch(closed());
  }, [dispatch]);
  const itemRemoved = useCallback((message: string) => {
    setAnnouncement(message);
    // the removed item's button is gone: focus stays in the panel, on the line with the count
    statusRef.current?.focus();
  }, []);
  // said once the ticket is gone, here: the panel stays when it was the last one
  const removing = useSayWhenGone(order?.items, itemRemoved);

  const count = order?.items.length ?? 0;
  const empty = count === 0;
  const failed = missing === 'failed';
  const loading = missing === 'loading' || (!empty && shopPending);
  const status = loading
    ? t('loading')
    : failed
      ? t('loadFailed')
      : empty
        ? t('empty')
        : t('summary', { count });

  return (
    <Drawer
      open={open}
      onClose={close}
      title={t('title')}
      initialFocusRef={statusRef}
      className="cart-panel"
      footer={
        <div className="cart-panel__footer">
          {order && !empty && !loading && (
            <p className="cart-panel__sum">
              <span>{t('footer.count', { count })}</span>{' '}
              <span className="cart-panel__total">
                {t('footer.total')}{' '}
                <Price amount={order.totals.total} currency={order.currency} lang={lang} />
              </span>
            </p>
          )}
          {!empty && reserved && (
            <p className="cart-panel__reservation">
              {t('reservation')} <OrderCountdown className="cart-panel__countdown" />
            </p>
          )}
          <CheckoutLink lang={lang} disabled={empty || loading || !active} onFollow={close} />
        </div>
      }
    >
      <div className="cart-panel__body" aria-busy={reading || undefined}>
        <p ref={statusRef} tabIndex={-1} className="cart-panel__status">
          {status}
        </p>
        {loading ? null : failed ? (
          <Button
            variant="outline"
            onClick={() => {
              // the button goes once the order is here: the focus waits on the status line
              statusRef.current?.focus();
              dispatch(orderRefreshRequested());
            }}
          >
            {t('retry')}
          </Button>
        ) : order && !empty ? (
          <>
            <CartItems order={order} lang={lang} onRemoving={removing} />
            <VoucherSection order={order} lang={lang} />
            <InsuranceField order={order} lang={lang} />
            <CartTotals order={order} lang={lang} />
          </>
        ) : (
          <Link to={`/${lang}`} className="cart-panel__browse" onClick={close}>
            {t('browse')}
          </Link>
        )}
        <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
          {announcement}
        </VisuallyHidden>
      </div>
    </Drawer>
  );
}
