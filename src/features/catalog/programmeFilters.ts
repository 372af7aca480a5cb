/**
 * Search and filters of the programme as the address holds them (?q=…&category=…&when=…
 * &from=…&to=…). Which entries they keep is programmeSearch.ts, a chunk of its own loaded when
 * the visitor first searches or filters (or the address holds filters).
 */
import { isCalendarDate } from '../../lib/dates';

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
  // Stryker disable next-line StringLiteral: no value and any non-value are not a When alike
  (WHEN_VALUES as readonly string[]).includes(value ?? '');

/** The filters an address holds; unknown or malformed values count as not set. */
export function readFilters(params: URLSearchParams): ProgrammeFilters {
  const when = params.get('when');
  const day = (key: string) => {
    // Stryker disable next-line StringLiteral: no day and any non-day read as no day alike
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
