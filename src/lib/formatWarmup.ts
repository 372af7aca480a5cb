/**
 * A page's first Intl formatter loads the browser's locale data: 16 to 35 ms in Chromium on the
 * bench machine, whatever the formatter (later ones cost well under 1 ms), in one piece. The
 * storefront makes its first ones at the start, in a task of its own between the first frame
 * (the shop's frame and the consent banner) and the page (index.tsx, pageAfterFirstPaint.ts):
 * the first frame does not wait for it, and the page's prices and dates find it done (the cards of
 * a category spent 21 ms of their render on it before). Tried and dropped: an idle callback (the
 * shop's answer often came first) and the step after the first render when that render was the
 * whole page (the render made the formatter itself, and the longer task cost blocking time).
 */
import type { Lang } from './languages';
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
