/**
 * Something a store made by createShopStore (app/shopStore.ts) carries beside its state, found
 * by the store: its feature sagas' starter, its saga slot.
 */
export interface StorePart<T> {
  register(store: object, part: T): void;
  /** the store's part; a store made otherwise has none, which is a mistake in the code */
  of(store: object): T;
}

export function storePart<T extends object>(what: string): StorePart<T> {
  const parts = new WeakMap<object, T>();
  return {
    register(store, part) {
      parts.set(store, part);
    },
    of(store) {
      const part = parts.get(store);
      if (!part) throw new Error(`${what}: the store was not made by createShopStore`);
      return part;
    },
  };
}
