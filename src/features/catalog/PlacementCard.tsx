import { memo, type MouseEvent } from 'react';
import type { Lang } from '../../api/types';
import ShopPicture from '../../components/ShopPicture';
import type { PlacementCardView } from './placementCards';
import type { CardWords } from './cardWords';

export interface PlacementCardProps {
  card: PlacementCardView;
  /** the words of every card, in the card's language */
  words: CardWords;
  lang: Lang;
  /** the visitor follows the card's link: select_item, and the article page in the app */
  onFollow: (event: MouseEvent<HTMLAnchorElement>, card: PlacementCardView) => void;
  /** the card title's level below the section heading (default 3) */
  headingLevel?: 2 | 3 | 4;
  /** the first card on the first screen: its picture loads at once with high priority */
  priority?: boolean;
}

/** the picture's drawn width: the card's in the 1- to 4-column grid */
const PICTURE_SIZES = '(min-width: 640px) 20rem, calc(100vw - 2rem)';

/**
 * One placement as a card: its picture when the shop has one, the article's name (the link to
 * the article page, stretched over the whole card), the event's name, date (or range) and venue,
 * the main category, the lowest price and what is left (available, few left, sold out; a
 * sold-out card can still be opened to read). Plain props from the list's view models
 * (placementCards.ts): no store subscription, no text look-up, no router hook, and no render
 * again while its card stays the same.
 */
function PlacementCard({
  card,
  words,
  lang,
  onFollow,
  headingLevel = 3,
  priority = false,
}: PlacementCardProps) {
  const Heading = `h${headingLevel}` as const;
  const { event, price, availability } = card;
  const [before, after] = price?.choice ? words.price.choice : words.price.from;
  const soldOut = availability === 'SOLD_OUT';

  return (
    <article className={`catalog-card placement-card${soldOut ? ' placement-card--sold-out' : ''}`}>
      {card.picture && (
        <ShopPicture
          className="placement-card__picture"
          picture={card.picture}
          lang={lang}
          sizes={PICTURE_SIZES}
          priority={priority}
        />
      )}
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
          {event.venue && <span className="placement-card__venue">{event.venue}</span>}
        </p>
      )}
      {card.category && <p className="placement-card__category">{card.category}</p>}
      <p className="placement-card__footer">
        {price && (
          <span className="placement-card__price">
            {before}
            <data className="price" value={price.value}>
              {price.text}
            </data>
            {after}
          </span>
        )}
        <span className={`availability availability--${availability.toLowerCase()}`}>
          {words.availability[availability]}
        </span>
      </p>
    </article>
  );
}

export default memo(PlacementCard);
