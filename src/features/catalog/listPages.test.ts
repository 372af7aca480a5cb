import {
  LIST_MEMORY_KEY,
  LIST_PAGE_SIZE,
  listEntry,
  pagesAsked,
  pagesHref,
  recallShown,
  rememberShown,
} from './listPages';
import { REMEMBERED_ENTRIES } from './entryMemory';

/** A storage in memory, as sessionStorage behaves. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('the count a long list showed, per history entry', () => {
  it('a page is a whole number of rows in the 1-, 2-, 3- and 4-column grid', () => {
    for (const columns of [1, 2, 3, 4]) expect(LIST_PAGE_SIZE % columns).toBe(0);
  });

  it('remembers the count of an entry, and nothing for another entry or path', () => {
    const storage = memoryStorage();
    const entry = listEntry('k1', '/de/c/cat-alle-angebote');
    expect(recallShown(entry, storage)).toBeNull();
    rememberShown(entry, 180, storage);
    expect(recallShown(entry, storage)).toBe(180);
    expect(recallShown(listEntry('k2', '/de/c/cat-alle-angebote'), storage)).toBeNull();
    expect(recallShown(listEntry('k1', '/en/c/cat-alle-angebote'), storage)).toBeNull();
    rememberShown(entry, 240, storage);
    expect(recallShown(entry, storage)).toBe(240);
    expect(JSON.parse(storage.items.get(LIST_MEMORY_KEY) ?? '')).toEqual([[entry, 240]]);
  });

  it(`keeps the latest ${REMEMBERED_ENTRIES} entries`, () => {
    const storage = memoryStorage();
    for (let n = 1; n <= REMEMBERED_ENTRIES + 5; n += 1)
      rememberShown(listEntry(`k${n}`, '/de'), n * 60, storage);
    expect(recallShown(listEntry('k5', '/de'), storage)).toBeNull();
    expect(recallShown(listEntry('k6', '/de'), storage)).toBe(360);
    expect(recallShown(listEntry(`k${REMEMBERED_ENTRIES + 5}`, '/de'), storage)).toBe(1500);
  });

  it('takes an unreadable memory, a refusing storage or none as no memory', () => {
    const storage = memoryStorage();
    const entry = listEntry('k', '/de');
    storage.items.set(LIST_MEMORY_KEY, '{not json');
    expect(recallShown(entry, storage)).toBeNull();
    storage.items.set(LIST_MEMORY_KEY, JSON.stringify([[entry, -3], [entry, 'many'], 'x']));
    expect(recallShown(entry, storage)).toBeNull();
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => rememberShown(entry, 120, refusing)).not.toThrow();
    expect(recallShown(entry, null)).toBeNull();
    expect(() => rememberShown(entry, 120, null)).not.toThrow();
  });
});

describe('the pages an address asks for', () => {
  it('reads ?page as a whole number of pages, at least 1', () => {
    expect(pagesAsked('?page=3')).toBe(3);
    expect(pagesAsked('?q=jazz&page=12')).toBe(12);
    for (const search of [
      '',
      '?page=1',
      '?page=0',
      '?page=-2',
      '?page=2.5',
      '?page=zwei',
      '?page=1e400',
    ])
      expect([search, pagesAsked(search)]).toEqual([search, 1]);
  });

  it('writes the address of more pages, keeping the rest of the query', () => {
    expect(pagesHref('/de/c/cat-alle-angebote', '', 2)).toBe('/de/c/cat-alle-angebote?page=2');
    expect(pagesHref('/fr/c/main-konzerte', '?q=jazz&page=2', 3)).toBe(
      '/fr/c/main-konzerte?q=jazz&page=3',
    );
  });

  it('keeps no count of nothing shown', () => {
    const storage = memoryStorage();
    const entry = listEntry('k', '/de');
    storage.items.set(LIST_MEMORY_KEY, JSON.stringify([[entry, 0]]));
    expect(recallShown(entry, storage)).toBeNull();
  });
});
