/**
 * The programme on the categories home: every placement the visitor may see, sorted by date
 * (undated ones such as vouchers after the dated, in shop order), with what the filters read
 * (calendar days in the shop's time zone, the main category), made once per shop answer, access
 * token and language. Cards come from the same maker as
 * every list's (placementCards.ts), when a page of them shows.
 */
import { createSelector } from '@reduxjs/toolkit';
import type { Article, Lang, Placement, ShopEvent } from '../../api/types';
import type { RootState } from '../../state/rootState';
import { shopDay } from '../../lib/calendarDays';
import { comparePlacements, selectVisiblePlacements } from '../shop/shopSelectors';
import {
  cardMaker,
  lazyCardList,
  placementDates,
  selectCardSources,
  type CardSources,
  type PlacementCardList,
  type PlacementCardView,
} from './placementCards';

export interface ProgrammeEntry {
  placement: Placement;
  /** ms since 1970 of the start; NaN: undated */
  startMs: number;
  /** the first and last calendar day in the shop's time zone, 'YYYY-MM-DD'; '' when undated */
  firstDay: string;
  lastDay: string;
  /** the main category's id ('' when the placement sits in the root) */
  mainCategoryId: string;
}

export interface Programme {
  /** by start, undated last */
  entries: readonly ProgrammeEntry[];
  card: (placement: Placement) => PlacementCardView;
  /** the article and event a placement is of */
  sourcesOf: (placement: Placement) => { article?: Article; event?: ShopEvent };
}

/** The programme of `placements` in `lang` (see the module comment). */
export function programme(
  placements: readonly Placement[],
  sources: CardSources,
  lang: Lang,
): Programme {
  const days = new Map<string, string>();
  const sourcesOf = (placement: Placement) => {
    const article = sources.articles.get(placement.articleId);
    const event = article?.eventId ? sources.events.get(article.eventId) : undefined;
    return { article, event };
  };
  const starts = new Map<string, number>();
  const dayOf = (iso: string) => {
    let day = days.get(iso);
    // Stryker disable next-line ConditionalExpression: a cache; working it out again gives the same
    if (day === undefined) {
      day = shopDay(iso);
      days.set(iso, day);
    }
    return day;
  };
  const startOf = (iso: string) => {
    let start = starts.get(iso);
    // Stryker disable next-line ConditionalExpression: a cache; working it out again gives the same
    if (start === undefined) {
      start = Date.parse(iso);
      starts.set(iso, start);
    }
    return start;
  };
  const entries = placements.map((placement): ProgrammeEntry => {
    const { article, event } = sourcesOf(placement);
    const when = placementDates(article, event);
    const firstDay = when ? dayOf(when.startsAt) : '';
    const lastDay = when?.endsAt ? dayOf(when.endsAt) || firstDay : firstDay;
    return {
      placement,
      startMs: when && firstDay ? startOf(when.startsAt) : Number.NaN,
      firstDay,
      lastDay: lastDay < firstDay ? firstDay : lastDay,
      mainCategoryId: sources.mainCategories.get(placement.categoryId)?.id ?? '',
    };
  });
  entries.sort((a, b) => {
    const aDated = !Number.isNaN(a.startMs);
    const bDated = !Number.isNaN(b.startMs);
    if (aDated !== bDated) return aDated ? -1 : 1;
    return (aDated && a.startMs - b.startMs) || comparePlacements(a.placement, b.placement);
  });
  return { entries, card: cardMaker(sources, lang), sourcesOf };
}

/**
 * The programme in `lang`: `useAppSelector((s) => selectProgramme(s, lang))`, computed once per
 * shop answer, access token and language.
 */
export const selectProgramme = createSelector(
  [selectVisiblePlacements, selectCardSources, (_state: RootState, lang: Lang) => lang],
  programme,
);

/** The cards of some of the programme's entries, made as they show. */
export const programmeCards = (
  { card }: Programme,
  entries: readonly ProgrammeEntry[],
): PlacementCardList => lazyCardList(entries.length, (index) => card(entries[index].placement));

/** Whether an entry is still to come on `today`: its last day is today or later; undated always. */
export const isUpcoming = (entry: ProgrammeEntry, today: string): boolean =>
  !entry.lastDay || entry.lastDay >= today;
