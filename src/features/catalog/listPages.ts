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
