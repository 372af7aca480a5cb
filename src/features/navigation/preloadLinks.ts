/**
 * The preloading policy at work in the page: PRELOAD_DELAY_MS after the page has loaded, and
 * again after each navigation, what the links on the page lead to is fetched ahead (the caller
 * says what that is for a link: targetOf), at most MAX_PENDING_PRELOADS at once, and only while
 * the connection allows it (preloadDecision, asked at every scan). Links that appear later (a
 * page whose data arrives after the delay) are taken as they come.
 */
import {
  createPreloadQueue,
  MAX_PENDING_PRELOADS,
  PRELOAD_DELAY_MS,
  preloadDecision,
  type ConnectionHints,
  type PreloadQueue,
} from './preloadPolicy';

export interface PreloadTarget {
  /** one preload per key (e.g. route and language) */
  key: string;
  run: () => Promise<unknown>;
}

export interface PreloadLinksOptions {
  /** what following this same-origin address would need, or null for nothing */
  targetOf: (address: URL) => PreloadTarget | null;
  /** calls the listener after each completed navigation; returns the unsubscribe */
  onNavigated: (listener: () => void) => () => void;
  /** the connection's hints now; default navigator.connection */
  connection?: () => ConnectionHints | null | undefined;
  /** default the page's window */
  window?: Window;
  queue?: PreloadQueue;
}

/** how long after a DOM change the links are looked at again (changes come in bursts) */
export const RESCAN_AFTER_CHANGE_MS = 200;

const browserConnection = (view: Window): ConnectionHints | undefined =>
  (view.navigator as Navigator & { connection?: ConnectionHints }).connection;

/** Starts watching; returns the function that stops it. */
export function preloadLinks(options: PreloadLinksOptions): () => void {
  const view = options.window ?? window;
  const { document } = view;
  const connection = options.connection ?? (() => browserConnection(view));
  const queue = options.queue ?? createPreloadQueue(MAX_PENDING_PRELOADS);
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** the delay after the load or the last navigation is over */
  let armed = false;

  /** the addresses looked at since the last navigation: a long list's rescan takes only new links */
  const looked = new Set<string>();

  function scan() {
    if (!preloadDecision(connection()).preload) return;
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      if (looked.has(link.href)) continue;
      looked.add(link.href);
      let address: URL;
      try {
        address = new URL(link.href, view.location.href);
      } catch {
        continue;
      }
      if (address.origin !== view.location.origin) continue;
      const target = options.targetOf(address);
      if (target) queue.add(target.key, target.run);
    }
  }

  function schedule(delayMs: number, disarm: boolean) {
    if (disarm) armed = false;
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      armed = true;
      scan();
    }, delayMs);
  }

  const afterLoad = () => schedule(PRELOAD_DELAY_MS, true);
  if (document.readyState === 'complete') afterLoad();
  else view.addEventListener('load', afterLoad, { once: true });
  const stopNavigation = options.onNavigated(() => {
    looked.clear();
    schedule(PRELOAD_DELAY_MS, true);
  });

  const observer = new MutationObserver(() => {
    if (armed && timer === null) schedule(RESCAN_AFTER_CHANGE_MS, false);
  });
  observer.observe(document.body, { childList: true, subtree: true });

  return () => {
    if (timer !== null) clearTimeout(timer);
    view.removeEventListener('load', afterLoad);
    stopNavigation();
    observer.disconnect();
    queue.clear();
  };
}
