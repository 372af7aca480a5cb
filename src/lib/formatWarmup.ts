/**
 * A page's first Intl formatter loads the browser's locale data: 16 to 35 ms in Chromium on the
 * bench machine, whatever the formatter (later ones cost well under 1 ms), in one piece. The
 * storefront makes its first ones in a step of its start (index.tsx) right after the shop's
 * download has started, so the first prices and dates on screen do not pay for it: the cards of
 * a category spent 21 ms of their render on the first currency formatter before, and when the
 * answer is there before the first render, the first render needs the formatter anyway. In a task
 * of its own it is shorter than the render it left (Total Blocking Time counts each task's excess
 * over 50 ms). An idle callback was tried: the shop's answer often came first.
 */
import type { Lang } from '../api/types';
import { formatMoney, minorDigits } from './money';

/** The shop sells in Switzerland (money.ts); another currency still finds the locale data loaded. */
const LIKELY_CURRENCY = 'CHF';

/**
 * Makes (and caches) the formatters the first prices in `lang` use. Dates then find the locale
 * data loaded too (their first formatter costs 2 to 4 ms; dates.ts stays out of the first chunk).
 */
export function warmFormats(lang: Lang): void {
  minorDigits(LIKELY_CURRENCY);
  formatMoney(0, LIKELY_CURRENCY, lang);
}
