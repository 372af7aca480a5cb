/**
 * Short dates and date ranges for cards, and calendar days in the shop's time zone for the
 * programme's filters. Kept out of dates.ts, which the first bundle carries, as only the
 * catalog's lists use them.
 */
import type { Lang } from '../api/types';
import { SHOP_TIME_ZONE } from './dates';

const parse = (iso: string): Date | null => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

const cardFormatters = new Map<string, Intl.DateTimeFormat>();

function cardFormatter(lang: Lang): Intl.DateTimeFormat {
  let cached = cardFormatters.get(lang);
  if (!cached) {
    cached = new Intl.DateTimeFormat(`${lang}-CH`, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: SHOP_TIME_ZONE,
    });
    cardFormatters.set(lang, cached);
  }
  return cached;
}

/**
 * A start, or a start and end (a run, a stay), short, in Zurich: 'Sa., 12. Dez. 2026, 19:30' or
 * 'So., 27. Dez. 2026, 14:00 – Mi., 30. Dez. 2026, 17:00'; an unreadable end is left out, an
 * unreadable start gives ''.
 */
export function formatDateRange(
  startIso: string,
  endIso: string | null | undefined,
  lang: Lang,
): string {
  const start = parse(startIso);
  if (!start) return '';
  const end = endIso ? parse(endIso) : null;
  const format = cardFormatter(lang);
  return end && end.getTime() > start.getTime()
    ? format.formatRange(start, end)
    : format.format(start);
}

const dayFormatter = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: SHOP_TIME_ZONE,
});

/** The calendar day of a moment in the shop's time zone, 'YYYY-MM-DD' ('' when unreadable). */
export function shopDay(moment: string | number | Date): string {
  const date = moment instanceof Date ? moment : new Date(moment);
  if (Number.isNaN(date.getTime())) return '';
  return dayFormatter.format(date);
}

/** A calendar day `days` later ('2026-12-31' + 1 = '2027-01-01'). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The weekday of a calendar day, 0 Sunday … 6 Saturday. */
export const weekday = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay();
