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
