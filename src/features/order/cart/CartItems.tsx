import { useTranslation } from 'react-i18next';
import { useFeatureSaga } from '../../../state/featureSagas';
import { basketSaga } from '../basketSaga';
import type { Lang, Order } from '../../../api/types';
import { useAppSelector } from '../../../state/hooks';
import { formatEventDate } from '../../../lib/dates';
import { localise } from '../../../lib/localisedText';
import {
  selectArticlesById,
  selectEventsById,
  selectPlacementsById,
  selectVariantsById,
} from '../../shop/shopSelectors';
import CartItem from './CartItem';
import CartLine from './CartLine';
import { selectCartGroups } from './cartLines';
import type { CartGroupView } from './cartView';

export interface CartItemsProps {
  order: Order;
  lang: Lang;
  /** the visitor asked to remove a seated ticket (CartItem's onRemoving) */
  onRemoving: (itemId: string, message: string | null) => void;
}

/**
 * The basket's items by placement: a heading with the article and its event, then its lines:
 * identical tickets as one line with a quantity, the event's seats as one line listing them.
 */
export default function CartItems({ order, lang, onRemoving }: CartItemsProps) {
  // the basket's changes are carried out by its saga: running before one can be asked for
  useFeatureSaga(basketSaga);
  const { t } = useTranslation('cart');
  const placements = useAppSelector(selectPlacementsById);
  const articles = useAppSelector(selectArticlesById);
  const events = useAppSelector(selectEventsById);
  const variants = useAppSelector(selectVariantsById);
  const groups = useAppSelector(selectCartGroups);

  return (
    <div className="cart-groups">
      {groups.map(({ placementId, lines }) => {
        const placement = placements.get(placementId);
        const article = placement ? articles.get(placement.articleId) : undefined;
        const articleName = localise(article?.name, lang) || placement?.slug || placementId;
        const event = article?.eventId ? events.get(article.eventId) : undefined;
        const eventName = event ? localise(event.name, lang) : '';
        const date = event ? formatEventDate(event.startsAt, lang) : '';
        const group: CartGroupView = {
          article,
          articleName,
          variants,
          articles,
          forms: order.forms,
          currency: order.currency,
          lang,
        };
        return (
          <div key={placementId} className="cart-group">
            <h3 className="cart-group__title">{articleName}</h3>
            {event && (eventName !== articleName || date) && (
              <p className="cart-group__event">
                {eventName !== articleName && <span>{eventName}</span>}
                {date && <time dateTime={event.startsAt}>{date}</time>}
              </p>
            )}
            <ul className="cart-group__items">
              {lines.map((line) =>
                line.kind === 'tickets' ? (
                  <CartLine
                    key={line.key}
                    line={line}
                    group={group}
                    sharesVariant={
                      lines.filter(
                        (other) => other.kind === 'tickets' && other.variantId === line.variantId,
                      ).length > 1
                    }
                  />
                ) : (
                  <li key={line.key} className="cart-seats">
                    <p className="cart-seats__title">
                      {t('line.seats', { count: line.items.length })}
                    </p>
                    <ul className="cart-seats__list">
                      {line.items.map((item) => (
                        <CartItem key={item.id} item={item} group={group} onRemoving={onRemoving} />
                      ))}
                    </ul>
                  </li>
                ),
              )}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
