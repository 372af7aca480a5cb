import { useCallback, useEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Lang } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import Button from '../../components/Button';
import { selectItem } from '../tracking/trackingEvents';
import { formatCount } from './formatCount';
import PlacementCard from './PlacementCard';
import { useCardWords } from './cardWords';
import {
  selectPlacementCards,
  type PlacementCardList,
  type PlacementCardView,
} from './placementCards';
import { LIST_PAGE_SIZE } from './listPages';
import { useListPages } from './useListPages';

export interface PlacementListProps {
  /** the category whose visible placements are listed, in sequence order */
  categoryId: string;
  lang: Lang;
  headingLevel?: 2 | 3 | 4;
}

export interface CardListProps {
  cards: PlacementCardList;
  lang: Lang;
  headingLevel?: 2 | 3 | 4;
  /** how many of the first cards load their picture at once (those on the first screen) */
  priorityPictures?: number;
}

/**
 * A category's placements as a list of cards: stacked on phones, a grid from 640 px. A long list
 * shows a page of cards, how many show (a live region) and a "Show more" button that appends the
 * next page and moves focus to its first card's link.
 */
/** A plain primary click without a modifier key (what the router's <Link> handles itself). */
const followsInApp = (event: MouseEvent<HTMLAnchorElement>): boolean =>
  !event.defaultPrevented &&
  event.button === 0 &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

/** A category's visible placements as cards (see CardList). */
export default function PlacementList({ categoryId, lang, headingLevel }: PlacementListProps) {
  const cards = useAppSelector((state) => selectPlacementCards(state, categoryId, lang));
  return <CardList cards={cards} lang={lang} headingLevel={headingLevel} priorityPictures={1} />;
}

/** Cards, page by page (see the comment above). */
export function CardList({ cards, lang, headingLevel, priorityPictures = 0 }: CardListProps) {
  const { t } = useTranslation('catalog');
  const dispatch = useAppDispatch();
  const { shown, next, left, showMore } = useListPages(cards.length);
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);

  const words = useCardWords();
  const navigate = useNavigate();
  const onFollow = useCallback(
    (event: MouseEvent<HTMLAnchorElement>, card: PlacementCardView) => {
      dispatch(selectItem({ placementId: card.placementId }));
      // as the router's <Link>: a plain click stays in the app; a new tab or window is the browser's
      if (!followsInApp(event)) return;
      event.preventDefault();
      void navigate(card.href);
    },
    [dispatch, navigate],
  );

  useEffect(() => {
    const index = focusFrom.current;
    if (index === null) return;
    focusFrom.current = null;
    const item = listRef.current?.children[index];
    item?.querySelector<HTMLElement>('a[href]')?.focus();
    // the whole first new card in view, not only its title
    item?.scrollIntoView?.({ block: 'nearest' });
  }, [shown]);

  const count = (value: number) => formatCount(value, lang);
  return (
    <>
      <ul className="catalog-grid" ref={listRef}>
        {cards.first(shown).map((card, index) => (
          <li key={card.placementId}>
            <PlacementCard
              card={card}
              words={words}
              lang={lang}
              onFollow={onFollow}
              headingLevel={headingLevel}
              priority={index < priorityPictures}
            />
          </li>
        ))}
      </ul>
      {cards.length > LIST_PAGE_SIZE && (
        <div className="catalog-more">
          <p role="status" className="catalog-more__status">
            {t('more.shown', { shown: count(shown), total: count(cards.length) })}
          </p>
          {next > 0 && (
            <Button
              variant="outline"
              className="catalog-more__button"
              onClick={() => {
                focusFrom.current = showMore();
              }}
            >
              {next < left
                ? t('more.button', { next: count(next), left: count(left) })
                : t('more.last', { count: next, next: count(next) })}
            </Button>
          )}
        </div>
      )}
    </>
  );
}
