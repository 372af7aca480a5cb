/**
 * Placement cards as plain view models (name, event, date or date range, venue, category, lowest
 * price, availability, picture, address), made once per shop answer, list and language
 * (memoised selectors), each when a list first shows it: a card is then a memo component with
 * plain props and no store subscription of its own, and a list of 20,000 pays for the page it
 * shows. The programme (the categories home) uses the same cards (programme.ts).
 */
import { createSelector } from '@reduxjs/toolkit';
import type {
  Article,
  Availability,
  Category,
  Lang,
  Picture,
  Placement,
  ShopEvent,
  Variant,
} from '../../api/types';
import type { RootState } from '../../state/rootState';
import { formatEventDates } from '../../lib/dates';
import { localise } from '../../lib/localisedText';
import { formatMoney, minorDigits, minorToDecimalString } from '../../lib/money';
import { placementAvailability } from '../shop/availability';
import { rootCategory } from '../shop/categories';
import { mainPicture } from '../shop/mainPicture';
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
  /** ISO 8601: the start (a stay: its check-in) */
  startsAt: string;
  /** 'Sa., 12. Dez. 2026, 19:30', or a range for a run or a stay; '' when unreadable */
  date: string;
  /** the venue ('' when the shop names none) */
  venue: string;
}

export interface PlacementCardView {
  placementId: string;
  href: string;
  /** the article's name, else the placement's slug */
  name: string;
  event: PlacementCardEvent | null;
  /** the main category's name (under the root), '' when the placement sits in the root */
  category: string;
  price: PlacementCardPrice | null;
  availability: Availability;
  /** the card's picture: the placement's, else the article's, else the event's; null: none */
  picture: Picture | null;
}

/** What the cards are made of, indexed once per shop answer. */
export interface CardSources {
  articles: ReadonlyMap<string, Article>;
  events: ReadonlyMap<string, ShopEvent>;
  variants: ReadonlyMap<string, Variant>;
  /** each category's main category (the root's child above it, itself for a main category) */
  mainCategories: ReadonlyMap<string, Category>;
  currency: string;
}

/** A list's cards, made when first asked for: a long list pays for the pages it shows. */
export interface PlacementCardList {
  /** how many cards the list has */
  readonly length: number;
  /**
   * The cards from position `from` up to (not including) `to`, clamped to the list (each made
   * when first asked for, then the same object every time): a list drawn in blocks asks only for
   * the blocks it draws.
   */
  slice(from: number, to: number): readonly PlacementCardView[];
}

/** When a placement takes place: its event's start and end, or a stay's check-in and check-out. */
export function placementDates(
  article: Article | undefined,
  event: ShopEvent | undefined,
): { startsAt: string; endsAt: string | null } | null {
  const stay = article?.accommodation;
  if (stay?.checkIn) return { startsAt: stay.checkIn, endsAt: stay.checkOut ?? null };
  if (event) return { startsAt: event.startsAt, endsAt: event.endsAt ?? null };
  return null;
}

/**
 * A maker of cards in `lang`: each placement's card made once. Dates, prices and category names
 * are formatted once per value, so copies of the same event or price cost a look-up.
 */
export function cardMaker(
  sources: CardSources,
  lang: Lang,
): (placement: Placement) => PlacementCardView {
  const made = new Map<string, PlacementCardView>();
  const dates = new Map<string, string>();
  const prices = new Map<number, Omit<PlacementCardPrice, 'choice'>>();
  const categories = new Map<string, string>();
  const digits = minorDigits(sources.currency);

  const dateOf = (startsAt: string, endsAt: string | null) => {
    const key = `${startsAt}|${endsAt ?? ''}`;
    let date = dates.get(key);
    if (date === undefined) {
      date = formatEventDates(startsAt, endsAt, lang, 'short');
      dates.set(key, date);
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
  const categoryOf = (categoryId: string) => {
    let name = categories.get(categoryId);
    if (name === undefined) {
      const main = sources.mainCategories.get(categoryId);
      name = main ? localise(main.name, lang) || main.id : '';
      categories.set(categoryId, name);
    }
    return name;
  };
  const make = (placement: Placement): PlacementCardView => {
    const article = sources.articles.get(placement.articleId);
    const event = article?.eventId ? sources.events.get(article.eventId) : undefined;
    const name = localise(article?.name, lang) || placement.slug;
    const eventName = event ? localise(event.name, lang) : '';
    const when = placementDates(article, event);
    const lowest = lowestPrice(placement, sources.variants);
    return {
      placementId: placement.id,
      href: placementHref(lang, placement),
      name,
      event: when
        ? {
            name: eventName === '' || eventName === name ? null : eventName,
            startsAt: when.startsAt,
            date: dateOf(when.startsAt, when.endsAt),
            venue: event?.venue ?? '',
          }
        : null,
      category: categoryOf(placement.categoryId),
      price: lowest ? priceOf(lowest) : null,
      availability: placementAvailability(
        placement,
        placement.variantIds.flatMap((id) => sources.variants.get(id) ?? []),
      ),
      picture: mainPicture(placement, article, event) ?? null,
    };
  };
  return (placement) => {
    let card = made.get(placement.id);
    if (!card) {
      card = make(placement);
      made.set(placement.id, card);
    }
    return card;
  };
}

/** A list of `length` cards, the i-th made by `cardAt(i)` when first asked for. */
export function lazyCardList(
  length: number,
  cardAt: (index: number) => PlacementCardView,
): PlacementCardList {
  const made: (PlacementCardView | undefined)[] = [];
  return {
    length,
    slice(from, to) {
      const cards: PlacementCardView[] = [];
      for (let index = Math.max(0, from); index < Math.min(to, length); index += 1)
        cards.push((made[index] ??= cardAt(index)));
      return cards;
    },
  };
}

/** The cards of `placements` (in their order) in `lang`. */
export function placementCards(
  placements: readonly Placement[],
  sources: CardSources,
  lang: Lang,
): PlacementCardList {
  const card = cardMaker(sources, lang);
  return lazyCardList(placements.length, (index) => card(placements[index]));
}

/** Each category's main category: the root's child it sits under (none for the root itself). */
export function mainCategoriesOf(categories: readonly Category[]): ReadonlyMap<string, Category> {
  const root = rootCategory(categories);
  const byId = new Map(categories.map((category) => [category.id, category]));
  const mains = new Map<string, Category>();
  for (const category of categories) {
    let current: Category | undefined = category;
    const seen = new Set<string>();
    while (current && current.parent !== root?.id && current.parent !== null) {
      if (seen.has(current.id)) break;
      seen.add(current.id);
      current = byId.get(current.parent);
    }
    if (current && current.parent === root?.id && current !== root) mains.set(category.id, current);
  }
  return mains;
}

const selectMainCategories = createSelector([selectShop], (shop) =>
  mainCategoriesOf(shop?.categories ?? []),
);

/** The articles, events, variants and main categories by id and the currency: once per answer. */
export const selectCardSources = createSelector(
  [
    selectArticlesById,
    selectEventsById,
    selectVariantsById,
    selectMainCategories,
    (state: RootState) => selectShop(state)?.currency ?? 'CHF',
  ],
  (articles, events, variants, mainCategories, currency): CardSources => ({
    articles,
    events,
    variants,
    mainCategories,
    currency,
  }),
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
