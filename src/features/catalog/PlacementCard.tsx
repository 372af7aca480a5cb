import { Link } from 'react-router-dom';
import type { Lang, Placement } from '../../api/types';
import { useAppSelector } from '../../app/hooks';
import { formatEventDate } from '../../lib/dates';
import { localise } from '../../lib/localisedText';
import { selectArticle, selectEvent, selectLowestPrice, selectShop } from '../shop/shopSelectors';
import { useSelectItem } from '../tracking/PageTracking';
import { placementHref } from './placementPath';
import PriceFrom from './PriceFrom';

export interface PlacementCardProps {
  placement: Placement;
  lang: Lang;
  /** the card title's level below the section heading (default 3) */
  headingLevel?: 2 | 3 | 4;
}

/**
 * One placement as a card: the article's name (the link to the article page, stretched over the
 * whole card), the event's name and date when there is an event, and the lowest price.
 */
export default function PlacementCard({ placement, lang, headingLevel = 3 }: PlacementCardProps) {
  const article = useAppSelector((state) => selectArticle(state, placement.articleId));
  const event = useAppSelector((state) =>
    article?.eventId ? selectEvent(state, article.eventId) : undefined,
  );
  const price = useAppSelector((state) => selectLowestPrice(state, placement.id));
  const onSelect = useSelectItem(placement.id);
  const currency = useAppSelector((state) => selectShop(state)?.currency ?? 'CHF');
  const Heading = `h${headingLevel}` as const;
  const name = localise(article?.name, lang) || placement.slug;
  const eventName = event ? localise(event.name, lang) : '';
  const date = event ? formatEventDate(event.startsAt, lang) : '';

  return (
    <article className="catalog-card placement-card">
      <Heading className="catalog-card__title">
        <Link className="catalog-card__link" to={placementHref(lang, placement)} onClick={onSelect}>
          {name}
        </Link>
      </Heading>
      {event && (
        <p className="placement-card__event">
          {eventName !== name && <span className="placement-card__event-name">{eventName}</span>}
          {date && <time dateTime={event.startsAt}>{date}</time>}
        </p>
      )}
      {price && (
        <p className="placement-card__price">
          <PriceFrom price={price} currency={currency} lang={lang} />
        </p>
      )}
    </article>
  );
}
