/**
 * The first page's script downloads as a journey sees them: the scripts its list names (run after
 * the paint, src/afterPaint.ts), how often the page asked the network for each path (a script
 * fetched twice, say once ahead and once by webpack's loader, is two), and Chromium's warnings
 * about preloads it did not use.
 */
import type { Page } from '@playwright/test';
import { PAGE_SCRIPTS_ID } from '../../config/afterPaint';

/** The paths of the scripts the page's list names (the after-paint script runs them), in order. */
export async function scriptsListed(page: Page): Promise<string[]> {
  const text = await page.locator(`#${PAGE_SCRIPTS_ID}`).textContent();
  return (JSON.parse(text ?? '[]') as string[]).map((file) => new URL(file, page.url()).pathname);
}

/** Counts the page's requests per path (query left out) from now on (call before page.goto). */
export function countRequests(page: Page): Map<string, number> {
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    counts.set(pathname, (counts.get(pathname) ?? 0) + 1);
  });
  return counts;
}

/** Chromium's console warnings about preloads it could not use or that were never used. */
export function watchPreloadWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) warnings.push(`${message.type()}: ${message.text()}`);
  });
  return warnings;
}

/**
 * Waits until Chromium has had the time to warn about an unused preload: it does so a few
 * seconds (3 s) after the window's load event.
 */
export async function pastUnusedPreloadWarning(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[];
      return navigation.loadEventEnd > 0 && performance.now() - navigation.loadEventEnd > 3500;
    },
    undefined,
    { polling: 250, timeout: 15_000 },
  );
}
