/**
 * The preloading policy (spec section 9), pure: when the storefront may fetch ahead what the
 * visitor is likely to open next, and how much at once.
 *
 *   "Payload preload 1 second after load unless the connection is very slow"
 *   "prefetch skipped on data saver or 2g"
 *   "about 4 route preloads pending at most"
 *
 * Fetching ahead here is one thing: the pages behind the links on screen (their chunks, their
 * texts and, where the route names one, their API payload). It starts PRELOAD_DELAY_MS after the
 * page has loaded (and after each navigation), never with data saver on, never on a 2g or
 * slow-2g connection, and keeps at most MAX_PENDING_PRELOADS under way; the rest wait their turn.
 */

/** spec section 9 */
export const PRELOAD_DELAY_MS = 1000;
/** spec section 9 */
export const MAX_PENDING_PRELOADS = 4;

/** What the page knows of its connection (navigator.connection, the Network Information API). */
export interface ConnectionHints {
  saveData?: boolean;
  /** 'slow-2g' | '2g' | '3g' | '4g' where the browser says */
  effectiveType?: string;
}

/** The browser's own hints (Chromium's navigator.connection; none elsewhere). */
export const browserConnection = (view: Window = window): ConnectionHints | undefined =>
  (view.navigator as Navigator & { connection?: ConnectionHints }).connection;

export type PreloadDecision =
  { preload: true } | { preload: false; reason: 'data-saver' | '2g' | 'very-slow-connection' };

/** Whether to fetch ahead now; a browser that tells nothing of its connection may. */
export function preloadDecision(connection: ConnectionHints | null | undefined): PreloadDecision {
  if (connection?.saveData === true) return { preload: false, reason: 'data-saver' };
  if (connection?.effectiveType === '2g') return { preload: false, reason: '2g' };
  if (connection?.effectiveType === 'slow-2g')
    return { preload: false, reason: 'very-slow-connection' };
  return { preload: true };
}

export interface PreloadQueue {
  /**
   * Runs `task` once per `key` (a key seen before is ignored, whether waiting, under way or
   * done), at most `maxPending` at a time, in the order they were added.
   */
  add(key: string, task: () => Promise<unknown>): void;
  /** how many tasks are under way */
  pending(): number;
  /** how many wait for a free place */
  waiting(): number;
  /** forget the waiting tasks, which may be added again (those under way finish) */
  clear(): void;
}

export function createPreloadQueue(maxPending: number = MAX_PENDING_PRELOADS): PreloadQueue {
  const seen = new Set<string>();
  const queue: { key: string; task: () => Promise<unknown> }[] = [];
  let running = 0;

  const next = () => {
    while (running < maxPending && queue.length > 0) {
      const { task } = queue.shift() as (typeof queue)[number];
      running += 1;
      let settled: Promise<unknown>;
      try {
        settled = task();
      } catch (error) {
        settled = Promise.reject(error);
      }
      // a failed preload is no one's concern: the page loads (or fails) again when it is opened
      settled
        .catch(() => undefined)
        .then(() => {
          running -= 1;
          next();
        });
    }
  };

  return {
    add(key, task) {
      if (seen.has(key)) return;
      seen.add(key);
      queue.push({ key, task });
      next();
    },
    pending: () => running,
    waiting: () => queue.length,
    clear() {
      for (const { key } of queue.splice(0)) seen.delete(key);
    },
  };
}
