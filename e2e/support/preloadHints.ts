/**
 * The first page's preload hints as a journey sees them: the files a page answer's Link header
 * preloads, and how often the page asked the network for each path (a preload the page then uses
 * is one request; one it cannot use, say for a crossorigin mismatch, is two).
 */
import type { Page } from '@playwright/test';

export interface PreloadHint {
  path: string;
  as: string;
  /** the link's other attributes (crossorigin, ...), lower case */
  attributes: string[];
}

/** `</assets/a.js>; rel=preload; as=script, ...` -> its preloads (other links left out). */
export function preloadHints(link: string | undefined): PreloadHint[] {
  return (link ?? '')
    .split(/,\s*(?=<)/)
    .map((part) => /^<([^>]*)>\s*;?(.*)$/.exec(part.trim()))
    .flatMap((match) => {
      if (!match) return [];
      const params = match[2]
        .split(';')
        .map((param) => param.trim().toLowerCase())
        .filter(Boolean);
      if (!params.includes('rel=preload')) return [];
      const as = params.find((param) => param.startsWith('as='))?.slice(3) ?? '';
      const attributes = params.filter(
        (param) => param !== 'rel=preload' && !param.startsWith('as='),
      );
      return [{ path: match[1], as, attributes }];
    });
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
