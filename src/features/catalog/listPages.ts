/**
 * Long lists are shown page by page. How many cards a list showed is kept per history entry (the
 * router's location key and the path) in sessionStorage: coming back to a category (browser back
 * from an article) shows as many cards as before. Only the latest entries are kept; an unreadable
 * or missing storage is no memory. Framework-free (the benchmark reads it too).
 */

/** Cards per page of a long list: a whole number of rows in the 1-, 2-, 3- and 4-column grid. */
export const LIST_PAGE_SIZE = 60;

/** sessionStorage: [entry, count] pairs, most recent last */
export const LIST_MEMORY_KEY = 'billett.list-pages';
/** the history entries remembered, most recent last */
export const REMEMBERED_ENTRIES = 20;

export type ListMemoryStorage = Pick<Storage, 'getItem' | 'setItem'> | null;

const sessionStore = (): ListMemoryStorage => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/** The history entry a count belongs to. */
export const listEntry = (locationKey: string, pathname: string): string =>
  `${locationKey} ${pathname}`;

function read(storage: ListMemoryStorage): [string, number][] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(LIST_MEMORY_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (pair): pair is [string, number] =>
        Array.isArray(pair) &&
        typeof pair[0] === 'string' &&
        Number.isSafeInteger(pair[1]) &&
        pair[1] > 0,
    );
  } catch {
    return [];
  }
}

/** The count shown on this entry before, or null. */
export function recallShown(entry: string, storage = sessionStore()): number | null {
  return read(storage).find(([key]) => key === entry)?.[1] ?? null;
}

/** Remember the count shown on this entry (the most recent one). */
export function rememberShown(entry: string, shown: number, storage = sessionStore()): void {
  const kept = read(storage).filter(([key]) => key !== entry);
  kept.push([entry, shown]);
  try {
    storage?.setItem(LIST_MEMORY_KEY, JSON.stringify(kept.slice(-REMEMBERED_ENTRIES)));
  } catch {
    // full or refused: the list starts at its first page next time
  }
}
