import { useCallback, useEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Lang } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { buttonClassName } from '../../components/buttonClassName';
import { useInBrowser } from '../../components/useInBrowser';
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
import { useCardBlocks } from './useCardBlocks';
import { CARD_BLOCK_SIZE } from './cardBlocks';

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
  const { shown, next, left, showMore, moreHref } = useListPages(cards.length);
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  const blocks = useCardBlocks(listRef, shown, CARD_BLOCK_SIZE);

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
    const item = blocks.stretches
      ? listRef.current?.querySelector(`:scope > [aria-posinset="${index + 1}"]`)
      : listRef.current?.children[index];
    item?.querySelector<HTMLElement>('a[href]')?.focus();
    // the whole first new card in view, not only its title
    item?.scrollIntoView?.({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only once the new page is there
  }, [shown]);

  const inBrowser = useInBrowser();
  const addPage = () => {
    focusFrom.current = showMore();
    blocks.keepCard(focusFrom.current);
  };
  const count = (value: number) => formatCount(value, lang);
  const cardOf = (card: PlacementCardView, index: number) => (
    <PlacementCard
      card={card}
      words={words}
      lang={lang}
      onFollow={onFollow}
      headingLevel={headingLevel}
      priority={index < priorityPictures}
    />
  );
  return (
    <>
      <ul
        className={blocks.stretches ? 'catalog-grid catalog-grid--in-blocks' : 'catalog-grid'}
        ref={listRef}
      >
        {blocks.stretches === null
          ? cards
              .slice(0, shown)
              .map((card, index) => <li key={card.placementId}>{cardOf(card, index)}</li>)
          : // one flat list of keyed items: a card keeps its element when the blocks around it change
            blocks.stretches.flatMap((stretch) =>
              stretch.kind === 'standIn'
                ? [
                    <li
                      key={`stand-in-${stretch.from}`}
                      className="catalog-grid__stand-in"
                      aria-hidden="true"
                      style={{ height: blocks.standInHeight(stretch.from, stretch.to) }}
                    />,
                  ]
                : cards
                    // only the cards drawn are made (placementCards.ts); a block ends at `shown`
                    .slice(
                      stretch.block * CARD_BLOCK_SIZE,
                      Math.min(shown, (stretch.block + 1) * CARD_BLOCK_SIZE),
                    )
                    .map((card, offset) => {
                      const index = stretch.block * CARD_BLOCK_SIZE + offset;
                      return (
                        <li
                          key={card.placementId}
                          aria-setsize={cards.length}
                          aria-posinset={index + 1}
                        >
                          {cardOf(card, index)}
                        </li>
                      );
                    }),
            )}
      </ul>
      {cards.length > LIST_PAGE_SIZE && (
        <div className="catalog-more">
          <p role="status" className="catalog-more__status">
            {t('more.shown', { shown: count(shown), total: count(cards.length) })}
          </p>
          {next > 0 && (
            // a link to the list with one page more, how a visitor without JavaScript gets there;
            // once the app runs, a button that adds the next page in place (Enter and Space)
            <a
              href={moreHref}
              role={inBrowser ? 'button' : undefined}
              className={buttonClassName({ variant: 'outline', className: 'catalog-more__button' })}
              onClick={(event) => {
                if (!followsInApp(event)) return;
                event.preventDefault();
                addPage();
              }}
              onKeyDown={(event) => {
                if (event.key !== ' ') return;
                event.preventDefault();
                addPage();
              }}
            >
              {next < left
                ? t('more.button', { next: count(next), left: count(left) })
                : t('more.last', { count: next, next: count(next) })}
            </a>
          )}
        </div>
      )}
    </>
  );
}
