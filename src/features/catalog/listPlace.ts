/**
 * Where a visitor was in a list that draws its cards in blocks (useCardBlocks.ts): the card at
 * the top of the screen and how far below the screen's top edge its item starts. Kept per history
 * entry (listEntry, as the count in listPages.ts; entryMemory.ts) in sessionStorage, so the
 * browser's back button lands on the same card though the blocks around it are stand-ins of
 * estimated height. Framework-free.
 */
import { entryMemory, type EntryStorage } from './entryMemory';

/** sessionStorage: [entry, place] pairs, most recent last */
export const LIST_PLACE_KEY = 'billett.list-place';

export interface ListPlace {
  /** the card's position in the list, from 0 */
  card: number;
  /** its item's top edge from the screen's top edge (px) */
  offset: number;
}

const isPlace = (value: unknown): value is ListPlace =>
  typeof value === 'object' &&
  value !== null &&
  Number.isSafeInteger((value as ListPlace).card) &&
  (value as ListPlace).card >= 0 &&
  Number.isFinite((value as ListPlace).offset);

const places = entryMemory(LIST_PLACE_KEY, isPlace);

/** The place noted on this entry, or null. */
export const recallPlace = places.recall;

/** Notes the place on this entry (the most recent one), to the whole pixel. */
export const rememberPlace = (entry: string, place: ListPlace, storage?: EntryStorage): void =>
  places.remember(entry, { card: place.card, offset: Math.round(place.offset) }, storage);
