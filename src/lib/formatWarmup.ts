/**
 * A page's first Intl formatter loads the browser's locale data: 16 to 35 ms in Chromium on the
 * bench machine, whatever the formatter (later ones cost well under 1 ms), in one piece. The
 * storefront makes its first ones when the main thread is idle after the first render (while the
 * shop's answer is on its way), so the first prices and dates on screen do not pay for it: the
 * cards of a category spent 21 ms of their render on the first currency formatter before. Not
 * before the first render: that would hold the page's first paint back by as much.
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

type IdleScheduler = (work: () => void) => void;

/** requestIdleCallback where the browser has it (Safari has not); else a task of its own. */
const browserIdle: IdleScheduler = (work) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work);
  else setTimeout(work, 0);
};

/**
 * Warms the formatters when the main thread is next idle. When a render asks for a formatter
 * first (the shop's answer was already there), the render makes it, as without the warm-up, and
 * the idle call then costs a look-up.
 */
export function warmFormatsWhenIdle(lang: Lang, whenIdle: IdleScheduler = browserIdle): void {
  whenIdle(() => warmFormats(lang));
}
