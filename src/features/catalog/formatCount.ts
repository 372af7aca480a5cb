import type { Lang } from '../../api/types';

const formats = new Map<Lang, Intl.NumberFormat>();

/** A count as the shop writes numbers, in the Swiss locale of the language: 1’940, 1 940. */
export function formatCount(count: number, lang: Lang): string {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(`${lang}-CH`, { maximumFractionDigits: 0 });
    formats.set(lang, format);
  }
  return format.format(count);
}
