/**
 * A value kept per history entry (the router's location key and the path, see listEntry) in
 * sessionStorage, as [entry, value] pairs under one key, most recent last. Only the latest
 * REMEMBERED_ENTRIES are kept; an unreadable or missing storage, or a value that fails the check,
 * is no memory, and a refused write is forgotten. Framework-free.
 */

/** the history entries remembered per key */
export const REMEMBERED_ENTRIES = 20;

export type EntryStorage = Pick<Storage, 'getItem' | 'setItem'> | null;

const sessionStore = (): EntryStorage => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

export interface EntryMemory<Value> {
  /** the value kept for this entry, or null */
  recall(entry: string, storage?: EntryStorage): Value | null;
  /** keeps the value for this entry as the most recent one */
  remember(entry: string, value: Value, storage?: EntryStorage): void;
}

export function entryMemory<Value>(
  key: string,
  isValue: (value: unknown) => value is Value,
): EntryMemory<Value> {
  const read = (storage: EntryStorage): [string, Value][] => {
    try {
      // anything but an array has no filter: it throws, and is no memory
      return (JSON.parse(storage?.getItem(key) ?? '[]') as unknown[]).filter(
        (pair): pair is [string, Value] =>
          Array.isArray(pair) && typeof pair[0] === 'string' && isValue(pair[1]),
      );
    } catch {
      return [];
    }
  };
  return {
    recall: (entry, storage = sessionStore()) =>
      read(storage).find(([kept]) => kept === entry)?.[1] ?? null,
    remember(entry, value, storage = sessionStore()) {
      const kept = read(storage).filter(([other]) => other !== entry);
      kept.push([entry, value]);
      try {
        storage?.setItem(key, JSON.stringify(kept.slice(-REMEMBERED_ENTRIES)));
      } catch {
        // full or refused: nothing is kept for next time
      }
    },
  };
}
