/**
 * Spec section 8: on a chunk load error the page is reloaded at the target path. After a new
 * deployment the old build's lazy chunks are gone; loading the page anew fetches the new build.
 *
 *   lazy: () => reloadOnChunkError(() => import('./ArticlePage'), () => location.pathname)
 */

/** webpack's ChunkLoadError, or the browser's failed dynamic import. */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return (
    typeof message === 'string' &&
    /Loading (CSS )?chunk|Failed to fetch dynamically imported module|Importing a module script failed/i.test(
      message,
    )
  );
}

export interface ChunkReloadOptions {
  /** the navigation; default window.location.assign */
  assign?: (path: string) => void;
  /** remembers the last reload so a chunk that is still missing afterwards fails instead of looping */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** the clock, ms (default Date.now) */
  now?: () => number;
}

const RELOAD_KEY = 'billett.chunkReload';
/** a second chunk error for the same path within this time is not reloaded again */
const RELOAD_GUARD_MS = 10_000;

const sessionStore = (): ChunkReloadOptions['storage'] => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

function reloadedJustNow(
  storage: ChunkReloadOptions['storage'],
  path: string,
  now: number,
): boolean {
  try {
    const raw = storage?.getItem(RELOAD_KEY);
    if (!raw) return false;
    const last = JSON.parse(raw) as { path?: unknown; at?: unknown };
    return last.path === path && typeof last.at === 'number' && now - last.at < RELOAD_GUARD_MS;
  } catch {
    return false;
  }
}

function rememberReload(storage: ChunkReloadOptions['storage'], path: string, now: number): void {
  try {
    storage?.setItem(RELOAD_KEY, JSON.stringify({ path, at: now }));
  } catch {
    // storage disabled: no loop guard
  }
}

/**
 * Runs `load` (a dynamic import); on a chunk load error the page goes to `targetPath` (a full
 * page load) and the returned promise never settles. Other errors, and a chunk error right after
 * such a reload, are rethrown for the error boundary.
 */
export function reloadOnChunkError<T>(
  load: () => Promise<T>,
  targetPath: string | (() => string),
  options: ChunkReloadOptions = {},
): Promise<T> {
  const { assign = (path: string) => window.location.assign(path), now = Date.now } = options;
  const storage = options.storage === undefined ? sessionStore() : options.storage;
  return load().catch((error: unknown) => {
    if (!isChunkLoadError(error)) throw error;
    const path = typeof targetPath === 'function' ? targetPath() : targetPath;
    const time = now();
    if (reloadedJustNow(storage, path, time)) throw error;
    rememberReload(storage, path, time);
    assign(path);
    return new Promise<T>(() => {});
  });
}
