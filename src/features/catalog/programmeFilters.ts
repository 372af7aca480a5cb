/**
 * Search and filters of the programme, as the address holds them (?q=…&category=…&when=…
 * &from=…&to=…), and which entries they keep. Days are calendar days in the shop's time zone
 * (Europe/Zurich), where the events take place: 'today' is today at the venue, for a visitor
 * abroad too. Framework-free and pure (today comes in), so it is unit tested and the bench reads it.
 */
import { addDays, isCalendarDate, weekday } from '../../lib/dates';
import { searchText } from '../../lib/searchText';
import type { ProgrammeEntry } from './programme';

export const WHEN_VALUES = ['today', 'weekend', 'month', 'range'] as const;
export type When = (typeof WHEN_VALUES)[number];

export interface ProgrammeFilters {
  /** the free text as typed */
  q: string;
  /** a main category's id, '' for all */
  category: string;
  when: When | '';
  /** 'YYYY-MM-DD' or '' (with when=range) */
  from: string;
  to: string;
}

export const NO_FILTERS: ProgrammeFilters = { q: '', category: '', when: '', from: '', to: '' };

const isWhen = (value: string | null): value is When =>
  (WHEN_VALUES as readonly string[]).includes(value ?? '');

/** The filters an address holds; unknown or malformed values count as not set. */
export function readFilters(params: URLSearchParams): ProgrammeFilters {
  const when = params.get('when');
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return isCalendarDate(value) ? value : '';
  };
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    category: params.get('category') ?? '',
    when: isWhen(when) ? when : '',
    from: isWhen(when) && when === 'range' ? day('from') : '',
    to: isWhen(when) && when === 'range' ? day('to') : '',
  };
}

const FILTER_KEYS = ['q', 'category', 'when', 'from', 'to'] as const;

/** `params` with the filters written in (empty ones left out); other parameters are kept. */
export function writeFilters(params: URLSearchParams, filters: ProgrammeFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_KEYS) next.delete(key);
  if (filters.q.trim()) next.set('q', filters.q);
  if (filters.category) next.set('category', filters.category);
  if (filters.when) next.set('when', filters.when);
  if (filters.when === 'range') {
    if (filters.from) next.set('from', filters.from);
    if (filters.to) next.set('to', filters.to);
  }
  return next;
}

export const hasFilters = (filters: ProgrammeFilters): boolean =>
  Boolean(filters.q.trim() || filters.category || filters.when);

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
      return [day === 6 ? today : saturday, addDays(saturday, 1)];
    }
    case 'month': {
      const next = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
      next.setUTCMonth(next.getUTCMonth() + 1);
      return [today, addDays(next.toISOString().slice(0, 10), -1)];
    }
    case 'range': {
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
  entries: readonly ProgrammeEntry[],
  filters: ProgrammeFilters,
  today: string,
  lang: string,
): readonly ProgrammeEntry[] {
  const words = searchText(filters.q, lang).split(/\s+/).filter(Boolean);
  const window = dayWindow(filters, today);
  return entries.filter((entry) => {
    if (entry.firstDay && entry.lastDay < today) return false;
    if (filters.category && entry.mainCategoryId !== filters.category) return false;
    if (window) {
      if (!entry.firstDay) return false;
      const [from, to] = window;
      if (entry.lastDay < from) return false;
      if (to && entry.firstDay > to) return false;
    }
    return words.every((word) => entry.text.includes(word));
  });
}
