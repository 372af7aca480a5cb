import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Lang } from '../../../api/types';
import { buttonClassName } from '../../../components/buttonClassName';

export interface CheckoutLinkProps {
  lang: Lang;
  /** nothing to check out: the link looks disabled, says so (aria-disabled) and goes nowhere */
  disabled: boolean;
  /** called when the visitor follows the link (the cart closes) */
  onFollow?: () => void;
}

/** The way to checkout: a link that looks like the main button. */
export default function CheckoutLink({ lang, disabled, onFollow }: CheckoutLinkProps) {
  const { t } = useTranslation('cart');
  const className = buttonClassName({ fullWidth: true, className: 'cart-checkout' });
  if (disabled) {
    // no href: it cannot be followed, opened in a new tab or bookmarked; still found and announced as dimmed
    return (
      <span
        role="link"
        aria-disabled="true"
        tabIndex={0}
        className={`${className} cart-checkout--disabled`}
      >
        {t('checkout')}
      </span>
    );
  }
  return (
    <Link to={`/${lang}/order/checkout`} className={className} onClick={onFollow}>
      {t('checkout')}
    </Link>
  );
}
