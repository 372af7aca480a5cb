/**
 * Calendar days in the shop's time zone, for the programme's date filters (today, this weekend,
 * a chosen range). How a date is written is dates.ts's.
 */
import { SHOP_TIME_ZONE } from './dates';

/**
 * 'YYYY-MM-DD' in Zurich (en-CA writes dates so). Made on the first use, not when the module is
 * evaluated: a first Intl formatter loads the browser's locale data, and this module comes with the
 * first page's chunk (a 90–290 ms task at the start of every categories home and category page,
 * in the 20,000-placement bench's trace).
 */
let dayFormatter: Intl.DateTimeFormat | null = null;
const dayFormat = (): Intl.DateTimeFormat =>
  (dayFormatter ??= new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: SHOP_TIME_ZONE,
  }));

/** The calendar day of a moment in the shop's time zone, 'YYYY-MM-DD' ('' when unreadable). */
export function shopDay(moment: string | number | Date): string {
  const date = moment instanceof Date ? moment : new Date(moment);
  if (Number.isNaN(date.getTime())) return '';
  return dayFormat().format(date);
}

/** A calendar day `days` later ('2026-12-31' + 1 = '2027-01-01'). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The weekday of a calendar day, 0 Sunday … 6 Saturday. */
export const weekday = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay();
