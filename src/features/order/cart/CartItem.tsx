import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderItem } from '../../../api/types';
import Button from '../../../components/Button';
import { localise } from '../../../lib/localisedText';
import { seatName } from '../../../lib/seatName';
import CartEntry from './CartEntry';
import PersonaliseButton from '../../personalisation/PersonaliseButton';
import { itemAmount, personalisationState, type CartGroupView } from './cartView';
import { useAppDispatch } from '../../../state/hooks';
import { lineRemoved } from '../../orderModel/basketEvents';
import { basketChangeKey } from '../basketChanges';
import { useBasketChange } from './useBasketChange';

export interface CartItemProps {
  item: OrderItem;
  group: CartGroupView;
  /**
   * The visitor asked to remove the item: `message` tells them which once it is gone from the
   * order; null: the removal failed, nothing to tell.
   */
  onRemoving: (itemId: string, message: string | null) => void;
}

/**
 * One seated ticket of the basket (a seats line lists these): variant, seat, delivery, inscription,
 * personalisation, bundle child items and options, its amount and a remove button. The button
 * asks for the removal (basket/lineRemoved, carried out by the basket saga) and is busy while it
 * is under way; a failure leaves the item, focus back on its button, and the error alert says
 * what failed and why.
 */
export default function CartItem({ item, group, onRemoving }: CartItemProps) {
  const { articleName, variants, forms, lang } = group;
  const { t } = useTranslation('cart');
  const { t: tc } = useTranslation('common');
  const dispatch = useAppDispatch();
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
  const removal = useBasketChange(basketChangeKey.line(item.id), (change) => {
    if (change.status !== 'failed') return;
    // the error toast says what failed
    onRemoving(item.id, null);
    refocus.current = true;
    takeFocusBack();
  });
  const removing = removal?.status === 'pending';
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

  const remove = () => {
    onRemoving(item.id, t('item.removed', names));
    dispatch(lineRemoved({ itemId: item.id }));
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
          onClick={remove}
        >
          {t('item.remove')}
        </Button>
      }
    >
      {item.personalisation && <PersonaliseButton item={item} names={names} />}
    </CartEntry>
  );
}
