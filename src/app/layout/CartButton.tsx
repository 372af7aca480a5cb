import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import Button from '../../components/Button';
import Icon from '../../components/Icon';
import VisuallyHidden from '../../components/VisuallyHidden';
import { selectCartOpen, toggled } from '../../features/order/cartSlice';
import { selectCartItemCount } from './layoutSelectors';

/**
 * Opens and closes the cart panel. Shows the current order's item count; its accessible name
 * contains the visible text and says what the number counts ('Warenkorb 2 Artikel').
 */
export default function CartButton() {
  const { t } = useTranslation('layout');
  const dispatch = useAppDispatch();
  const count = useAppSelector(selectCartItemCount);
  const open = useAppSelector(selectCartOpen);

  return (
    <Button
      variant="soft"
      className="cart-button"
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={() => dispatch(toggled())}
      startIcon={<Icon name="cart-outline" size={22} />}
    >
      <span className="cart-button__text">{t('cart.short')}</span>
      <span className="cart-button__count" data-testid="cart-count">
        {count}
      </span>
      <VisuallyHidden>{t('cart.itemsWord', { count })}</VisuallyHidden>
    </Button>
  );
}
