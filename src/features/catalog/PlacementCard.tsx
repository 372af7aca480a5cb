import { memo, type MouseEvent } from 'react';
import type { PlacementCardView } from './placementCards';
import type { PriceFromWords } from './priceWords';

export interface PlacementCardProps {
  card: PlacementCardView;
  /** the words around the price, in the card's language */
  priceWords: PriceFromWords;
  /** the visitor follows the card's link: select_item, and the article page in the app */
  onFollow: (event: MouseEvent<HTMLAnchorElement>, card: PlacementCardView) => void;
  /** the card title's level below the section heading (default 3) */
  headingLevel?: 2 | 3 | 4;
}

/**
 * One placement as a card: the article's name (the link to the article page, stretched over the
 * whole card), the event's name and date when there is an event, and the lowest price. Plain
 * props from the list's view models (placementCards.ts): no store subscription, no text look-up,
 * no router hook, and no render again while its card stays the same.
 */
function PlacementCard({ card, priceWords, onFollow, headingLevel = 3 }: PlacementCardProps) {
  const Heading = `h${headingLevel}` as const;
  const { event, price } = card;
  const [before, after] = price?.choice ? priceWords.choice : priceWords.from;

  return (
    <article className="catalog-card placement-card">
      <Heading className="catalog-card__title">
        {/* the router's <Link> markup; the list navigates (one router hook for all cards) */}
        <a
          className="catalog-card__link"
          href={card.href}
          data-discover="true"
          onClick={(event) => onFollow(event, card)}
        >
          {card.name}
        </a>
      </Heading>
      {event && (
        <p className="placement-card__event">
          {event.name !== null && <span className="placement-card__event-name">{event.name}</span>}
          {event.date && <time dateTime={event.startsAt}>{event.date}</time>}
        </p>
      )}
      {price && (
        <p className="placement-card__price">
          {before}
          <data className="price" value={price.value}>
            {price.text}
          </data>
          {after}
        </p>
      )}
    </article>
  );
}

export default memo(PlacementCard);
