/**
 * Which of the programme's entries the search and filters keep: a chunk of its own
 * ('programme-search'), loaded when the visitor first searches or filters, or the address holds
 * filters; the first screen of the categories home does not need it. Days are calendar days in
 * the shop's time zone (Europe/Zurich), where the events take place: 'today' is today at the
 * venue, for a visitor abroad too. Pure (today comes in), so it is unit tested and the bench reads it.
 */
import type { Lang } from '../../api/types';
import { addDays, weekday } from '../../lib/calendarDays';
import { localise } from '../../lib/localisedText';
import { searchText } from '../../lib/searchText';
import { isUpcoming, type Programme, type ProgrammeEntry } from './programme';
import type { ProgrammeFilters } from './programmeFilters';

/** Each entry's article, event and venue names as search compares them, once per programme. */
const texts = new WeakMap<Programme, readonly string[]>();

export function searchTexts(programme: Programme, lang: Lang): readonly string[] {
  let made = texts.get(programme);
  // Stryker disable next-line ConditionalExpression: a cache; making the texts again gives the same
  if (!made) {
    const byArticle = new Map<string, string>();
    made = programme.entries.map(({ placement }) => {
      let text = byArticle.get(placement.articleId);
      // Stryker disable next-line ConditionalExpression: a cache; working it out again gives the same
      if (text === undefined) {
        const { article, event } = programme.sourcesOf(placement);
        text = searchText(
          [localise(article?.name, lang), localise(event?.name, lang), event?.venue ?? ''].join(
            '\n',
          ),
          lang,
        );
        byArticle.set(placement.articleId, text);
      }
      return text;
    });
    texts.set(programme, made);
  }
  return made;
}

/**
 * The days a date filter keeps, both ends included ('' open), from `today`: today; this
 * weekend (Saturday and Sunday; on a Sunday, that day); this month (today to the month's end);
 * or the chosen range (from its from, else today, to its to).
 */
export function dayWindow(filters: ProgrammeFilters, today: string): [string, string] | null {
  switch (filters.when) {
    case 'today':
      return [today, today];
    case 'weekend': {
      const day = weekday(today);
      if (day === 0) return [today, today];
      const saturday = addDays(today, 6 - day);
      // on a Saturday, that day
      return [saturday, addDays(saturday, 1)];
    }
    case 'month': {
      const next = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
      next.setUTCMonth(next.getUTCMonth() + 1);
      return [today, addDays(next.toISOString().slice(0, 10), -1)];
    }
    case 'range': {
      // Stryker disable next-line EqualityOperator: from today or today: the same
      const from = filters.from && filters.from > today ? filters.from : today;
      return [from, filters.to];
    }
    default:
      return null;
  }
}

/**
 * The entries a visitor sees: the upcoming ones (their last day is today or later; undated ones
 * always), in the main category chosen, on the chosen days (undated ones only without a date
 * filter), whose names hold every word of the query (accent- and case-insensitive).
 */
export function filterProgramme(
  programme: Programme,
  filters: ProgrammeFilters,
  today: string,
  lang: Lang,
): readonly ProgrammeEntry[] {
  // Stryker disable next-line MethodExpression,Regex: an empty word is in every text, so it keeps what the others keep
  const words = searchText(filters.q, lang).split(/\s+/).filter(Boolean);
  const window = dayWindow(filters, today);
  // Stryker disable next-line ConditionalExpression,EqualityOperator,ArrayDeclaration: read only for words
  const text = words.length > 0 ? searchTexts(programme, lang) : [];
  return programme.entries.filter((entry, index) => {
    if (!isUpcoming(entry, today)) return false;
    if (filters.category && entry.mainCategoryId !== filters.category) return false;
    if (window) {
      // Stryker disable next-line ConditionalExpression: an undated entry's '' last day is before any from too
      if (!entry.firstDay) return false;
      const [from, to] = window;
      if (entry.lastDay < from) return false;
      if (to && entry.firstDay > to) return false;
    }
    return words.every((word) => text[index].includes(word));
  });
}
