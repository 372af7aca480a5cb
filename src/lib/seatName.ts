/**
 * How a seat is named, everywhere (seating page, cart, personalisation, checkout): one rule.
 *
 * An order item carries only the seat's seats.io label. seats.io builds an object's label from
 * its labels { section, parent, own } joined with '-': 'A-4' is row A, seat 4; 'Balkon-A-4' is
 * seat 4 of row A in the section 'Balkon' (section labels may contain dashes themselves, so the
 * last part is the seat and the one before it the row). A label without a dash ('12', 'Loge')
 * names the seat alone. A label with an empty part ('A-', '-4', 'A--4') is shown as it is.
 *
 * The words come from one text per language, `common:seat` (loaded with every page):
 * 'Reihe A, Platz 4', 'Balkon, Reihe A, Platz 4', 'Platz 12'.
 */
import type { TFunction } from 'i18next';

export interface SeatNameParts {
  /** the section's label, '' when the label names none */
  section: string;
  /** the row's label, '' for a seat without a row */
  row: string;
  /** the seat's own label within its row (or the whole label) */
  number: string;
}

// control characters and line breaks never reach the page; runs of spaces become one
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
const clean = (text: string): string => text.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();

/** Section, row and seat of a seats.io label (pure). */
export function seatNameParts(label: string): SeatNameParts {
  const whole = clean(label);
  const parts = whole.split('-').map((part) => part.trim());
  if (parts.length < 2 || parts.some((part) => part === '')) {
    return { section: '', row: '', number: whole };
  }
  const number = parts[parts.length - 1];
  const row = parts[parts.length - 2];
  const section = parts.slice(0, -2).join('-');
  return { section, row, number };
}

/** The seat's name in the visitor's language: `t` of the 'common' namespace. */
export function seatName(label: string, t: TFunction<'common'>): string {
  const { section, row, number } = seatNameParts(label);
  const seat = row ? t('seat.inRow', { row, number }) : t('seat.alone', { number });
  return section ? t('seat.inSection', { section, seat }) : seat;
}
