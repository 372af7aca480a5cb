/**
 * What the preloading tells the page's performance timeline (User Timing marks): real-user
 * monitoring reads them with a PerformanceObserver, and the browser journeys wait on them
 * instead of on the clock.
 *
 *   billett:preload-scan      a scan of the links is over; detail: { preload, reason? }
 *   billett:preloads-settled  after a scan, nothing is under way or waiting any more
 */
import type { PreloadDecision } from './preloadPolicy';

export const PRELOAD_SCAN_MARK = 'billett:preload-scan';
export const PRELOADS_SETTLED_MARK = 'billett:preloads-settled';

export type PreloadSignal = { kind: 'scanned'; decision: PreloadDecision } | { kind: 'settled' };

/** The default reporter: a User Timing mark, where the browser has them. */
export function markPreloadSignal(signal: PreloadSignal): void {
  if (typeof performance === 'undefined' || typeof performance.mark !== 'function') return;
  try {
    if (signal.kind === 'scanned') performance.mark(PRELOAD_SCAN_MARK, { detail: signal.decision });
    else performance.mark(PRELOADS_SETTLED_MARK);
  } catch {
    // an old browser without mark options: the timeline is an aid, never the page's concern
  }
}
