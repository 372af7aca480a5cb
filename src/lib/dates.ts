/** Dates for the visitor, in the venue's time zone (Europe/Zurich) and the Swiss locale of their language. */
import { sameOnServerAndBrowser } from './icuSpaces';
import type { Lang } from './languages';

export const SHOP_TIME_ZONE = 'Europe/Zurich';

/** The earliest date a date field accepts (spec section 9). */
export const EARLIEST_DATE = '1900-01-01';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** How an event's moment is written: in full (the article page) or short (a card in a list). */
export type DateLength = 'long' | 'short';

type Kind = 'event' | 'days' | 'date' | 'dateOnly';

function options(kind: Kind, length: DateLength): Intl.DateTimeFormatOptions {
  if (kind === 'date' || kind === 'dateOnly')
    return {
      dateStyle: 'medium',
      // a calendar date ('1990-05-01') has no time of day: it is read in UTC so it never shifts
      timeZone: kind === 'dateOnly' ? 'UTC' : SHOP_TIME_ZONE,
    };
  return {
    weekday: length,
    day: 'numeric',
    month: length,
    year: 'numeric',
    ...(kind === 'event' ? { hour: '2-digit', minute: '2-digit' } : {}),
    timeZone: SHOP_TIME_ZONE,
  };
}

function formatter(lang: Lang, kind: Kind, length: DateLength = 'long'): Intl.DateTimeFormat {
  const key = `${lang}|${kind}|${length}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(`${lang}-CH`, options(kind, length));
    formatters.set(key, cached);
  }
  return cached;
}

function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * An event's start with weekday, date and time in Zurich: 'Samstag, 4. Juli 2026 um 19:30', short
 * 'Sa., 4. Juli 2026, 19:30'; '' when unreadable.
 */
export function formatEventDate(iso: string, lang: Lang, length: DateLength = 'long'): string {
  const date = parse(iso);
  return date ? sameOnServerAndBrowser(formatter(lang, 'event', length).format(date)) : '';
}

/** Within a day of its start, an event's end is read with its time; a longer one by its days. */
const ONE_DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An event's start and end, as Intl writes a range in the visitor's language: an evening with its
 * times ('Freitag, 5. Februar 2027, 19:00–23:00 Uhr', also past midnight), a run or a stay over
 * several days by its days ('Sonntag, 27. – Mittwoch, 30. Dezember 2026'). Without a readable end
 * after the start, the start alone (formatEventDate); '' when the start is unreadable. The
 * article page writes it in full, a card short ('So., 27. – Mi., 30. Dez. 2026'): one rule.
 */
export function formatEventDates(
  startsAt: string,
  endsAt: string | null | undefined,
  lang: Lang,
  length: DateLength = 'long',
): string {
  const start = parse(startsAt);
  if (!start) return '';
  const end = endsAt ? parse(endsAt) : null;
  if (!end || end.getTime() <= start.getTime()) return formatEventDate(startsAt, lang, length);
  const kind = end.getTime() - start.getTime() < ONE_DAY_MS ? 'event' : 'days';
  return sameOnServerAndBrowser(formatter(lang, kind, length).formatRange(start, end));
}

/** A date alone: '04.07.2026', '4 Jul 2026'; a plain calendar date is never shifted; '' when unreadable. */
export function formatDate(iso: string, lang: Lang): string {
  const date = parse(iso);
  if (!date) return '';
  return sameOnServerAndBrowser(
    formatter(lang, DATE_ONLY.test(iso) ? 'dateOnly' : 'date').format(date),
  );
}

/** Whether a 'YYYY-MM-DD' text is a real calendar date (no 2023-02-30). */
export function isCalendarDate(text: string): boolean {
  if (!DATE_ONLY.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}
