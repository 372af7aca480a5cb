import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Article, Form, Lang, OrderItem, Variant } from '../../../api/types';
import Button from '../../../components/Button';
import Price from '../../../components/Price';
import { localise } from '../../../lib/localisedText';
import { seatName } from '../../../lib/seatName';
import PersonaliseButton from '../../personalisation/PersonaliseButton';
import { childItemCounts, itemAmount, personalisationState, showsInscription } from './cartView';
import { useRemoveItemMutation } from '../orderApi';

export interface CartItemProps {
  orderId: string;
  item: OrderItem;
  /** the placement's article, for the remove button's name and the inscription rule */
  article: Article | undefined;
  articleName: string;
  variants: ReadonlyMap<string, Variant>;
  articles: ReadonlyMap<string, Article>;
  forms: readonly Form[];
  currency: string;
  lang: Lang;
  /** the item is gone from the order; `message` tells the visitor which */
  onRemoved: (message: string) => void;
}

/**
 * One item of the basket: variant, seat, delivery, inscription, personalisation, bundle child
 * items and options, its amount and a remove button (busy while the server removes it; a failure
 * leaves the item, focus back on its button, and the error alert says what failed and why).
 */
export default function CartItem({
  orderId,
  item,
  article,
  articleName,
  variants,
  articles,
  forms,
  currency,
  lang,
  onRemoved,
}: CartItemProps) {
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
  const names = { variant: variantLabel, article: articleName };

  const details: { key: string; text: string; className?: string }[] = [];
  if (item.seatLabel) details.push({ key: 'seat', text: seatName(item.seatLabel, tc) });
  if (item.deliveryOption) {
    details.push({
      key: 'delivery',
      text: t('item.delivery', { option: t(`delivery.${item.deliveryOption}`) }),
    });
  }
  if (showsInscription(item, article)) {
    details.push({
      key: 'inscription',
      text: item.inscription
        ? t('item.inscription', { text: item.inscription })
        : t('item.noInscription'),
    });
  }
  const personalisation = personalisationState(item, forms);
  if (personalisation !== 'none') {
    details.push({
      key: 'personalisation',
      text:
        personalisation === 'complete' ? t('item.personalised') : t('item.personalisationMissing'),
      className: `cart-item__personalisation cart-item__personalisation--${personalisation}`,
    });
  }
  const children = childItemCounts(item);

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
    <li className="cart-item">
      <div className="cart-item__body">
        <p className="cart-item__title">{variantLabel}</p>
        {details.length > 0 && (
          <ul className="cart-item__details">
            {details.map((detail) => (
              <li key={detail.key} className={detail.className}>
                {detail.text}
              </li>
            ))}
          </ul>
        )}
        {item.personalisation && <PersonaliseButton item={item} names={names} />}
        {children.length > 0 && (
          <div className="cart-item__extra">
            <p className="cart-item__extra-title">{t('item.bundle')}</p>
            <ul>
              {children.map(({ variantId, count }) => (
                <li key={variantId}>
                  {t('item.child', {
                    count,
                    label: localise(variants.get(variantId)?.label, lang) || variantId,
                  })}
                </li>
              ))}
            </ul>
          </div>
        )}
        {item.options.length > 0 && (
          <div className="cart-item__extra">
            <p className="cart-item__extra-title">{t('item.options')}</p>
            <ul>
              {item.options.map((option, index) => (
                <li key={`${option.variantId}-${index}`}>
                  {localise(variants.get(option.variantId)?.label, lang) ||
                    localise(articles.get(option.articleId)?.name, lang) ||
                    option.variantId}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <div className="cart-item__aside">
        <Price
          className="cart-item__price"
          amount={itemAmount(item, variants)}
          currency={currency}
          lang={lang}
        />
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
      </div>
    </li>
  );
}
