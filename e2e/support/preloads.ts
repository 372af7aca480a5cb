/**
 * The preloading's own word on the page's performance timeline (src/features/navigation/
 * preloadSignals.ts): journeys wait for it instead of for a time long enough on an idle machine.
 */
import type { Page } from '@playwright/test';
import type { PreloadDecision } from '../../src/features/navigation/preloadPolicy';
import {
  PRELOAD_SCAN_MARK,
  PRELOADS_SETTLED_MARK,
} from '../../src/features/navigation/preloadSignals';

/** The first scan of the links is over: what it decided (fetch ahead, or why not). */
export async function firstPreloadScan(page: Page): Promise<PreloadDecision> {
  const handle = await page.waitForFunction((name) => {
    const [mark] = performance.getEntriesByName(name, 'mark') as PerformanceMark[];
    return mark ? (mark.detail as unknown) : null;
  }, PRELOAD_SCAN_MARK);
  return (await handle.jsonValue()) as PreloadDecision;
}

/** The first scan's preloads have all been asked for and answered (or failed). */
export async function preloadsSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    (name) => performance.getEntriesByName(name, 'mark').length > 0,
    PRELOADS_SETTLED_MARK,
  );
}

/**
 * Nothing the page loads on its own is under way: no code chunk is loading (webpack's loader
 * keeps a `script[data-webpack]` in the document only while its chunk loads), and the last scan
 * that fetches ahead has settled. A journey that moves the page's clock on by minutes waits for
 * this first: a load caught by the jump would time out (webpack gives a chunk 2 minutes) and
 * the page would reload to fetch its code again. (`waitForLoadState('networkidle')` is no such
 * wait: once the page has been idle, it answers at once.)
 */
export async function pageLoadsSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    ([scanName, settledName]) => {
      if (document.querySelector('script[data-webpack]') !== null) return false;
      const fetching = (performance.getEntriesByName(scanName, 'mark') as PerformanceMark[])
        .filter((mark) => (mark.detail as { preload?: boolean } | null)?.preload === true)
        .at(-1);
      const settled = performance.getEntriesByName(settledName, 'mark').at(-1);
      return (
        fetching === undefined || (settled !== undefined && settled.startTime >= fetching.startTime)
      );
    },
    [PRELOAD_SCAN_MARK, PRELOADS_SETTLED_MARK] as const,
    { polling: 100 },
  );
}
