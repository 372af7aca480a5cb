/**
 * Long lists are shown page by page. How many cards a list showed is kept per history entry (the
 * router's location key and the path) in sessionStorage: coming back to a category (browser back
 * from an article) shows as many cards as before (entryMemory.ts). Framework-free (the benchmark
 * reads it too).
 */
import { entryMemory } from './entryMemory';

/** Cards per page of a long list: a whole number of rows in the 1-, 2-, 3- and 4-column grid. */
export const LIST_PAGE_SIZE = 60;

/** sessionStorage: [entry, count] pairs, most recent last (entryMemory.ts) */
export const LIST_MEMORY_KEY = 'billett.list-pages';

const shownCounts = entryMemory(
  LIST_MEMORY_KEY,
  (count): count is number => Number.isSafeInteger(count) && (count as number) > 0,
);

/** The history entry a count belongs to. */
export const listEntry = (locationKey: string, pathname: string): string =>
  `${locationKey} ${pathname}`;

/** The count shown on this entry before, or null. */
export const recallShown = shownCounts.recall;

/** Remember the count shown on this entry (the most recent one). */
export const rememberShown = shownCounts.remember;

/** The address parameter naming how many pages of a list show (?page=3: the first 180 cards). */
export const LIST_PAGE_PARAM = 'page';

/** How many pages the address asks for (at least 1; an unreadable value is 1). */
export function pagesAsked(search: string): number {
  const value = Number(new URLSearchParams(search).get(LIST_PAGE_PARAM));
  return Number.isSafeInteger(value) && value > 1 ? value : 1;
}

/** The address of the list showing `pages` pages: the way to more cards without JavaScript. */
export function pagesHref(pathname: string, search: string, pages: number): string {
  const params = new URLSearchParams(search);
  params.set(LIST_PAGE_PARAM, String(pages));
  return `${pathname}?${params.toString()}`;
}
