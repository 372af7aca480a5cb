/** Dates for the visitor, in the venue's time zone (Europe/Zurich) and the Swiss locale of their language. */
import type { Lang } from '../api/types';

export const SHOP_TIME_ZONE = 'Europe/Zurich';

/** The earliest date a date field accepts (spec section 9). */
export const EARLIEST_DATE = '1900-01-01';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(lang: Lang, kind: 'event' | 'date' | 'dateOnly'): Intl.DateTimeFormat {
  const key = `${lang}|${kind}`;
  let cached = formatters.get(key);
  if (!cached) {
    const locale = `${lang}-CH`;
    cached =
      kind === 'event'
        ? new Intl.DateTimeFormat(locale, {
            weekday: 'long',
            day: 'numeric',
            month: 'long',
            year: 'numeric',
            hour: '2-digit',
            minute: '2-digit',
            timeZone: SHOP_TIME_ZONE,
          })
        : new Intl.DateTimeFormat(locale, {
            dateStyle: 'medium',
            // a calendar date ('1990-05-01') has no time of day: it is read in UTC so it never shifts
            timeZone: kind === 'dateOnly' ? 'UTC' : SHOP_TIME_ZONE,
          });
    formatters.set(key, cached);
  }
  return cached;
}

function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An event's start with weekday, date and time in Zurich: 'Samstag, 4. Juli 2026 um 19:30'; '' when unreadable. */
export function formatEventDate(iso: string, lang: Lang): string {
  const date = parse(iso);
  return date ? formatter(lang, 'event').format(date) : '';
}

/** A date alone: '04.07.2026', '4 Jul 2026'; a plain calendar date is never shifted; '' when unreadable. */
export function formatDate(iso: string, lang: Lang): string {
  const date = parse(iso);
  if (!date) return '';
  return formatter(lang, DATE_ONLY.test(iso) ? 'dateOnly' : 'date').format(date);
}

/** Whether a 'YYYY-MM-DD' text is a real calendar date (no 2023-02-30). */
export function isCalendarDate(text: string): boolean {
  if (!DATE_ONLY.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}
