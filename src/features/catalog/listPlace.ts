/**
 * Where a visitor was in a list that draws its cards in blocks (useCardBlocks.ts): the card at
 * the top of the screen and how far below the screen's top edge its item starts. Kept per history
 * entry (listEntry, as the count in listPages.ts) in sessionStorage, so the browser's back button
 * lands on the same card though the blocks around it are stand-ins of estimated height. Only the
 * latest entries are kept; an unreadable or missing storage is no memory. Framework-free.
 */
import { REMEMBERED_ENTRIES, type ListMemoryStorage } from './listPages';

/** sessionStorage: [entry, place] pairs, most recent last */
export const LIST_PLACE_KEY = 'billett.list-place';

export interface ListPlace {
  /** the card's position in the list, from 0 */
  card: number;
  /** its item's top edge from the screen's top edge (px) */
  offset: number;
}

const sessionStore = (): ListMemoryStorage => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

const isPlace = (value: unknown): value is ListPlace =>
  typeof value === 'object' &&
  value !== null &&
  Number.isSafeInteger((value as ListPlace).card) &&
  (value as ListPlace).card >= 0 &&
  Number.isFinite((value as ListPlace).offset);

function read(storage: ListMemoryStorage): [string, ListPlace][] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(LIST_PLACE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (pair): pair is [string, ListPlace] =>
        Array.isArray(pair) && typeof pair[0] === 'string' && isPlace(pair[1]),
    );
  } catch {
    return [];
  }
}

/** The place noted on this entry, or null. */
export function recallPlace(entry: string, storage = sessionStore()): ListPlace | null {
  return read(storage).find(([key]) => key === entry)?.[1] ?? null;
}

/** Notes the place on this entry (the most recent one). */
export function rememberPlace(entry: string, place: ListPlace, storage = sessionStore()): void {
  const kept = read(storage).filter(([key]) => key !== entry);
  kept.push([entry, { card: place.card, offset: Math.round(place.offset) }]);
  try {
    storage?.setItem(LIST_PLACE_KEY, JSON.stringify(kept.slice(-REMEMBERED_ENTRIES)));
  } catch {
    // full or refused: the list comes back at its top
  }
}
