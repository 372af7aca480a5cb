import { REMEMBERED_ENTRIES } from './entryMemory';
import { LIST_PLACE_KEY, recallPlace, rememberPlace } from './listPlace';

const memoryStorage = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
};

describe('the place in a long list', () => {
  it('is kept per history entry, the latest entries only', () => {
    const storage = memoryStorage();
    rememberPlace('a /de/c/x', { card: 612, offset: 80.4 }, storage);
    rememberPlace('b /de/c/x', { card: 3, offset: -20 }, storage);
    expect(recallPlace('a /de/c/x', storage)).toEqual({ card: 612, offset: 80 });
    expect(recallPlace('b /de/c/x', storage)).toEqual({ card: 3, offset: -20 });
    expect(recallPlace('c /de/c/x', storage)).toBeNull();
    for (let entry = 0; entry < REMEMBERED_ENTRIES; entry += 1)
      rememberPlace(`e${entry} /de/c/y`, { card: entry, offset: 0 }, storage);
    expect(recallPlace('a /de/c/x', storage)).toBeNull();
    expect(recallPlace(`e0 /de/c/y`, storage)).toEqual({ card: 0, offset: 0 });
  });

  it('is no place when the storage holds something else or refuses', () => {
    const storage = memoryStorage();
    storage.setItem(LIST_PLACE_KEY, '{"card":1}');
    expect(recallPlace('a /de/c/x', storage)).toBeNull();
    storage.setItem(LIST_PLACE_KEY, JSON.stringify([['a /de/c/x', { card: -1, offset: 0 }]]));
    expect(recallPlace('a /de/c/x', storage)).toBeNull();
    expect(recallPlace('a /de/c/x', null)).toBeNull();
    // an entry holding nothing spoils no other entry's place
    storage.setItem(
      LIST_PLACE_KEY,
      JSON.stringify([
        ['n /de/c/x', null],
        ['s /de/c/x', 'card 4'],
        ['b /de/c/x', { card: 4, offset: 12 }],
      ]),
    );
    expect(recallPlace('n /de/c/x', storage)).toBeNull();
    expect(recallPlace('b /de/c/x', storage)).toEqual({ card: 4, offset: 12 });
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => rememberPlace('a /de/c/x', { card: 1, offset: 0 }, full)).not.toThrow();
  });
});
