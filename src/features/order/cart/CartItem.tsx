import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderItem } from '../../../api/types';
import Button from '../../../components/Button';
import { localise } from '../../../lib/localisedText';
import { seatName } from '../../../lib/seatName';
import CartEntry from './CartEntry';
import PersonaliseButton from '../../personalisation/PersonaliseButton';
import { itemAmount, personalisationState, type CartGroupView } from './cartView';
import { useRemoveItemMutation } from '../orderApi';

export interface CartItemProps {
  orderId: string;
  item: OrderItem;
  group: CartGroupView;
  /** the item is gone from the order; `message` tells the visitor which */
  onRemoved: (message: string) => void;
}

/**
 * One seated ticket of the basket (a seats line lists these): variant, seat, delivery, inscription, personalisation, bundle child
 * items and options, its amount and a remove button (busy while the server removes it; a failure
 * leaves the item, focus back on its button, and the error alert says what failed and why).
 */
export default function CartItem({ orderId, item, group, onRemoved }: CartItemProps) {
  const { articleName, variants, forms, lang } = group;
  const { t } = useTranslation('cart');
  const { t: tc } = useTranslation('common');
  const [removeItem, { isLoading: removing }] = useRemoveItemMutation();
  const removeRef = useRef<HTMLButtonElement>(null);
  // a failed removal: the button (disabled while busy, so it lost focus) takes it back once usable
  const refocus = useRef(false);
  const takeFocusBack = () => {
    const button = removeRef.current;
    if (!refocus.current || !button || button.disabled) return;
    refocus.current = false;
    const active = document.activeElement;
    if (active === null || active === document.body || active === button) button.focus();
  };
  useEffect(takeFocusBack, [removing]);
  const variantLabel = localise(variants.get(item.variant)?.label, lang) || item.variant;
  // several seats of one variant: the seat tells their buttons apart
  const names = {
    variant: item.seatLabel
      ? t('item.seatTicket', {
          variant: variantLabel,
          seat: seatName(item.seatLabel, tc),
        })
      : variantLabel,
    article: articleName,
  };

  const personalisation = personalisationState(item, forms);

  const remove = async () => {
    const result = await removeItem({ orderId, itemId: item.id });
    if ('data' in result) onRemoved(t('item.removed', names));
    else {
      // the error toast says what failed
      refocus.current = true;
      takeFocusBack();
    }
  };

  return (
    <CartEntry
      className="cart-item"
      title={variantLabel}
      item={item}
      group={group}
      personalisation={personalisation}
      amount={itemAmount(item, variants)}
      actions={
        <Button
          ref={removeRef}
          variant="neutral"
          size="tiny"
          loading={removing}
          aria-label={t('item.removeLabel', names)}
          onClick={() => void remove()}
        >
          {t('item.remove')}
        </Button>
      }
    >
      {item.personalisation && <PersonaliseButton item={item} names={names} />}
    </CartEntry>
  );
}
