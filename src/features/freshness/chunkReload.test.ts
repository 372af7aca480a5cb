import { isChunkLoadError, reloadOnChunkError } from './chunkReload';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

const chunkError = () =>
  Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });

describe('isChunkLoadError', () => {
  it.each([
    [chunkError(), true],
    [Object.assign(new Error('x'), { name: 'ChunkLoadError' }), true],
    [new Error('Loading CSS chunk 7 failed'), true],
    [new TypeError('Failed to fetch dynamically imported module: https://x/a.js'), true],
    [new TypeError('Importing a module script failed.'), true],
    [new Error('Cannot read properties of undefined'), false],
    ['Loading chunk 1 failed', false],
    [null, false],
  ])('%p -> %p', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});

describe('reloadOnChunkError', () => {
  it('passes a loaded module through', async () => {
    const assign = jest.fn();
    await expect(
      reloadOnChunkError(() => Promise.resolve({ default: 1 }), '/de/c/x', { assign }),
    ).resolves.toEqual({
      default: 1,
    });
    expect(assign).not.toHaveBeenCalled();
  });

  it('loads the page anew at the target path on a chunk load error, and never settles', async () => {
    const assign = jest.fn();
    const settled = jest.fn();
    void reloadOnChunkError(
      () => Promise.reject(chunkError()),
      () => '/de/a/jazz-pl-jazz-nacht',
      {
        assign,
        storage: memoryStorage(),
      },
    ).then(settled, settled);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(assign).toHaveBeenCalledWith('/de/a/jazz-pl-jazz-nacht');
    expect(settled).not.toHaveBeenCalled();
  });

  it('rethrows other errors, and a chunk error right after a reload for the same path', async () => {
    const assign = jest.fn();
    const storage = memoryStorage();
    const other = new Error('boom');
    await expect(
      reloadOnChunkError(() => Promise.reject(other), '/de', { assign, storage }),
    ).rejects.toBe(other);
    expect(assign).not.toHaveBeenCalled();

    let now = 1_000_000;
    void reloadOnChunkError(() => Promise.reject(chunkError()), '/de', {
      assign,
      storage,
      now: () => now,
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(assign).toHaveBeenCalledTimes(1);
    now += 2_000; // the reloaded page fails again at once: no loop
    await expect(
      reloadOnChunkError(() => Promise.reject(chunkError()), '/de', {
        assign,
        storage,
        now: () => now,
      }),
    ).rejects.toMatchObject({ name: 'ChunkLoadError' });
    expect(assign).toHaveBeenCalledTimes(1);
    now += 60_000; // much later: a reload again
    void reloadOnChunkError(() => Promise.reject(chunkError()), '/de', {
      assign,
      storage,
      now: () => now,
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(assign).toHaveBeenCalledTimes(2);
  });
});
