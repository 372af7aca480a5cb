/**
 * Which JS and CSS files of the build a page loaded, by chunk name (assets/<name>.<hash>.js|css,
 * webpack.config.ts), with their cache headers, and when the browser asked for them relative to
 * the page's load event (Resource Timing), so a journey can tell the first page's files from
 * those fetched ahead afterwards (the preloading policy starts 1 s after load).
 */
import type { Page } from '@playwright/test';

export interface LoadedAsset {
  chunk: string;
  path: string;
  cacheControl: string | undefined;
}

/** 'page-category' of '/assets/page-category.6d1892bc.js'; null for anything else. */
export const chunkOf = (pathname: string): string | null =>
  /^\/assets\/(.+)\.[0-9a-f]{8}\.(?:js|css)$/.exec(pathname)?.[1] ?? null;

/** Records every JS and CSS file of the build (assets/) the page loads from now on (call before page.goto). */
export function recordAssets(page: Page): LoadedAsset[] {
  const loaded: LoadedAsset[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.startsWith('/assets/') || !/\.(js|css)$/.test(pathname)) return;
    loaded.push({
      chunk: chunkOf(pathname) ?? pathname,
      path: pathname,
      cacheControl: response.headers()['cache-control'],
    });
  });
  return loaded;
}

export const chunkNames = (assets: readonly LoadedAsset[]): string[] => [
  ...new Set(assets.map((asset) => asset.chunk)),
];

export interface AssetTiming {
  chunk: string;
  type: 'js' | 'css';
  /** when the browser asked for it, in ms after the page's load event started */
  afterLoad: number;
}

/** The build's files the page asked for, each with its start relative to the load event. */
export async function assetTimings(page: Page): Promise<AssetTiming[]> {
  const entries = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return performance.getEntriesByType('resource').map((entry) => ({
      url: entry.name,
      afterLoad: entry.startTime - navigation.loadEventStart,
    }));
  });
  return entries.flatMap(({ url, afterLoad }) => {
    const { pathname } = new URL(url);
    const chunk = chunkOf(pathname);
    return chunk ? [{ chunk, type: pathname.endsWith('.css') ? 'css' : 'js', afterLoad }] : [];
  });
}

/** The chunks a first page must never load: forms, seats.io, tracking providers, debug tools. */
export const HEAVY_CHUNKS = ['forms', 'seatsio', 'tracking', 'debug'] as const;

/** The texts of a language other than `lang`: texts-en, texts-fr-legal-json, ... */
export const isOtherLanguagesTexts = (chunk: string, lang: string): boolean =>
  /^texts-[a-z]{2}(-|$)/.test(chunk) && !chunk.startsWith(`texts-${lang}`);
