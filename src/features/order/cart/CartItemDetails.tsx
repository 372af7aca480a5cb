import { useTranslation } from 'react-i18next';
import type { OrderItem } from '../../../api/types';
import { localise } from '../../../lib/localisedText';
import { seatName } from '../../../lib/seatName';
import { childItemCounts, showsInscription, type CartGroupView } from './cartView';

/** How far a ticket (or a line of them) is personalised. */
export type DetailsPersonalisation =
  | 'none'
  | 'complete'
  | 'missing'
  /** a line of several tickets: how many of them are complete */
  | { complete: number; count: number };

export interface CartItemDetailsProps {
  item: OrderItem;
  /** the placement's article, variants and articles, in the basket's language */
  group: Pick<CartGroupView, 'article' | 'variants' | 'articles' | 'lang'>;
  personalisation: DetailsPersonalisation;
}

/** What an item (or each ticket of a line) is: seat, delivery, inscription, personalisation, bundle and options. */
export default function CartItemDetails({ item, group, personalisation }: CartItemDetailsProps) {
  const { article, variants, articles, lang } = group;
  const { t } = useTranslation('cart');
  const { t: tc } = useTranslation('common');
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
  if (personalisation !== 'none') {
    const state =
      typeof personalisation === 'string'
        ? personalisation
        : personalisation.complete === personalisation.count
          ? 'complete'
          : 'missing';
    details.push({
      key: 'personalisation',
      text:
        typeof personalisation !== 'string'
          ? t('line.personalised', personalisation)
          : state === 'complete'
            ? t('item.personalised')
            : t('item.personalisationMissing'),
      className: `cart-item__personalisation cart-item__personalisation--${state}`,
    });
  }
  const children = childItemCounts(item);

  return (
    <>
      {details.length > 0 && (
        <ul className="cart-item__details">
          {details.map((detail) => (
            <li key={detail.key} className={detail.className}>
              {detail.text}
            </li>
          ))}
        </ul>
      )}
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
    </>
  );
}
