/**
 * The preloading policy at work in the page: PRELOAD_DELAY_MS after the page has loaded, and
 * again after each navigation, what the links on the page lead to is fetched ahead (the caller
 * says what that is for a link: targetOf), at most MAX_PENDING_PRELOADS at once, and only while
 * the connection allows it (preloadDecision, asked at every scan). Links that appear later (a
 * page whose data arrives after the delay) are taken as they come. Each scan's end, and the
 * moment after it when nothing is under way any more, are reported (preloadSignals.ts).
 */
import {
  browserConnection,
  createPreloadQueue,
  MAX_PENDING_PRELOADS,
  PRELOAD_DELAY_MS,
  preloadDecision,
  type ConnectionHints,
  type PreloadQueue,
} from './preloadPolicy';
import { markPreloadSignal, type PreloadSignal } from './preloadSignals';

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
  /** the first scan's delay after load; default PRELOAD_DELAY_MS (0: the caller waited already) */
  firstScanAfterMs?: number;
  /** the connection's hints now; default navigator.connection */
  connection?: () => ConnectionHints | null | undefined;
  /** default the page's window */
  window?: Window;
  queue?: PreloadQueue;
  /** milliseconds, for the scan's slices; default performance.now */
  clock?: () => number;
  /** hears of each scan's end and of the preloads settling after it; default User Timing marks */
  report?: (signal: PreloadSignal) => void;
}

/** how long after a DOM change the links are looked at again (changes come in bursts) */
export const RESCAN_AFTER_CHANGE_MS = 200;

/** how long a scan looks at links before it lets the browser have its turn */
export const SCAN_SLICE_MS = 8;

/** Starts watching; returns the function that stops it. */
export function preloadLinks(options: PreloadLinksOptions): () => void {
  const view = options.window ?? window;
  const { document } = view;
  const connection = options.connection ?? (() => browserConnection(view));
  const queue = options.queue ?? createPreloadQueue(MAX_PENDING_PRELOADS);
  const clock = options.clock ?? (() => performance.now());
  const report = options.report ?? markPreloadSignal;
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** the delay after the load or the last navigation is over */
  let armed = false;

  /** the addresses looked at since the last navigation: a long list's rescan takes only new links */
  const looked = new Set<string>();

  /** the rest of a scan that gave the browser its turn (a page with many links) */
  let rest: ReturnType<typeof setTimeout> | null = null;

  /** a scan is over and its preloads have not all settled yet */
  let unsettled = false;

  /** After a scan, and after each preload: once nothing is under way or waiting, say so. */
  function checkSettled() {
    if (!unsettled || rest !== null || queue.pending() > 0 || queue.waiting() > 0) return;
    unsettled = false;
    report({ kind: 'settled' });
  }

  /** A preload's end is known to the queue a moment later: look then. */
  const settling = (run: () => Promise<unknown>) => () => {
    let done: Promise<unknown>;
    try {
      done = run();
    } catch (error) {
      done = Promise.reject(error);
    }
    return done.finally(() => {
      setTimeout(checkSettled, 0);
    });
  };

  function take(link: HTMLAnchorElement) {
    if (looked.has(link.href)) return;
    looked.add(link.href);
    let address: URL;
    try {
      address = new URL(link.href, view.location.href);
    } catch {
      return;
    }
    if (address.origin !== view.location.origin) return;
    const target = options.targetOf(address);
    if (target) queue.add(target.key, settling(target.run));
  }

  /** Looks at the links in slices of SCAN_SLICE_MS: a long page's scan is no long task. */
  function scan() {
    if (rest !== null) clearTimeout(rest);
    rest = null;
    const decision = preloadDecision(connection());
    if (!decision.preload) {
      report({ kind: 'scanned', decision });
      return;
    }
    const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')];
    let next = 0;
    const slice = () => {
      rest = null;
      const started = clock();
      while (next < links.length) {
        take(links[next]!);
        next += 1;
        if (next < links.length && clock() - started >= SCAN_SLICE_MS) {
          rest = setTimeout(slice, 0);
          return;
        }
      }
      report({ kind: 'scanned', decision });
      unsettled = true;
      checkSettled();
    };
    slice();
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

  const afterLoad = () => schedule(options.firstScanAfterMs ?? PRELOAD_DELAY_MS, true);
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
    if (rest !== null) clearTimeout(rest);
    view.removeEventListener('load', afterLoad);
    stopNavigation();
    observer.disconnect();
    queue.clear();
  };
}
