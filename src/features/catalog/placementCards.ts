/**
 * A list's placement cards as plain view models (name, event, date, lowest price, address), made
 * once per shop answer, list and language (memoised selectors), each when the list first shows it:
 * a card is then a memo component with plain props and no store subscription of its own, and a
 * list of 2,000 pays for the page it shows.
 */
import { createSelector } from '@reduxjs/toolkit';
import type { Article, Lang, Placement, ShopEvent, Variant } from '../../api/types';
import type { RootState } from '../../state/rootState';
import { formatEventDate } from '../../lib/dates';
import { localise } from '../../lib/localisedText';
import { formatMoney, minorDigits, minorToDecimalString } from '../../lib/money';
import {
  lowestPrice,
  selectArticlesById,
  selectCategoryPlacements,
  selectEventsById,
  selectShop,
  selectVariantsById,
  type LowestPrice,
} from '../shop/shopSelectors';
import { placementHref } from './placementPath';

export interface PlacementCardPrice {
  /** the visitor chooses the price (CHOICE): 'price of your choice, from …' */
  choice: boolean;
  /** for the visitor: 'CHF 30.00' */
  text: string;
  /** machine-readable, in major units: '30.00' */
  value: string;
}

export interface PlacementCardEvent {
  /** the event's name; null when it is the card's name (then it is not repeated) */
  name: string | null;
  /** ISO 8601 */
  startsAt: string;
  /** 'Samstag, 12. Dezember 2026 um 19:30'; '' when unreadable */
  date: string;
}

export interface PlacementCardView {
  placementId: string;
  href: string;
  /** the article's name, else the placement's slug */
  name: string;
  event: PlacementCardEvent | null;
  price: PlacementCardPrice | null;
}

/** What the cards are made of, indexed once per shop answer. */
export interface CardSources {
  articles: ReadonlyMap<string, Article>;
  events: ReadonlyMap<string, ShopEvent>;
  variants: ReadonlyMap<string, Variant>;
  currency: string;
}

/** A list's cards, made when first asked for: a long list pays for the pages it shows. */
export interface PlacementCardList {
  /** how many cards the list has */
  readonly length: number;
  /** the first `count` cards (each made once, then the same object every time) */
  first(count: number): readonly PlacementCardView[];
}

/**
 * The cards of `placements` (in their order) in `lang`. Dates and prices are formatted once per
 * event start and amount, so copies of the same event or price cost a look-up.
 */
export function placementCards(
  placements: readonly Placement[],
  sources: CardSources,
  lang: Lang,
): PlacementCardList {
  const made: PlacementCardView[] = [];
  const dates = new Map<string, string>();
  const prices = new Map<number, Omit<PlacementCardPrice, 'choice'>>();
  const digits = minorDigits(sources.currency);

  const dateOf = (startsAt: string) => {
    let date = dates.get(startsAt);
    if (date === undefined) {
      date = formatEventDate(startsAt, lang);
      dates.set(startsAt, date);
    }
    return date;
  };
  const priceOf = (lowest: LowestPrice): PlacementCardPrice => {
    let formatted = prices.get(lowest.amount);
    if (!formatted) {
      formatted = {
        text: formatMoney(lowest.amount, sources.currency, lang),
        value: minorToDecimalString(lowest.amount, digits),
      };
      prices.set(lowest.amount, formatted);
    }
    return { choice: lowest.choice, ...formatted };
  };
  const card = (placement: Placement): PlacementCardView => {
    const article = sources.articles.get(placement.articleId);
    const event = article?.eventId ? sources.events.get(article.eventId) : undefined;
    const name = localise(article?.name, lang) || placement.slug;
    const eventName = event ? localise(event.name, lang) : '';
    const lowest = lowestPrice(placement, sources.variants);
    return {
      placementId: placement.id,
      href: placementHref(lang, placement),
      name,
      event: event
        ? {
            name: eventName === name ? null : eventName,
            startsAt: event.startsAt,
            date: dateOf(event.startsAt),
          }
        : null,
      price: lowest ? priceOf(lowest) : null,
    };
  };

  return {
    length: placements.length,
    first(count) {
      const end = Math.min(Math.max(0, count), placements.length);
      while (made.length < end) made.push(card(placements[made.length]));
      return made.slice(0, end);
    },
  };
}

/** The articles, events and variants by id and the currency: one index per shop answer. */
export const selectCardSources = createSelector(
  [
    selectArticlesById,
    selectEventsById,
    selectVariantsById,
    (state: RootState) => selectShop(state)?.currency ?? 'CHF',
  ],
  (articles, events, variants, currency): CardSources => ({ articles, events, variants, currency }),
);

/**
 * One category's cards in `lang`, the visible placements in sequence order:
 * `useAppSelector((s) => selectPlacementCards(s, categoryId, lang))`. The same list (and the same
 * card objects) for as long as the shop answer, the access token and the language stay the same.
 */
export const selectPlacementCards = createSelector(
  [
    (state: RootState, categoryId: string, _lang: Lang) =>
      selectCategoryPlacements(state, categoryId),
    selectCardSources,
    (_state: RootState, _categoryId: string, lang: Lang) => lang,
  ],
  placementCards,
);
