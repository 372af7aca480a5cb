import type { Browser, Response } from '@playwright/test';
import { gzipTotals, type GzipTotals, type LoadedAsset } from './gzipSize';
import { settle, type BenchPage } from './pages';

/** Paths the storefront does not ship: the stand-ins of third-party scripts (seats.io, …). */
const THIRD_PARTY = /^\/stand-ins\//;

function assetKind(response: Response): LoadedAsset['kind'] | null {
  const type = response.request().resourceType();
  if (type === 'script') return 'js';
  if (type === 'stylesheet') return 'css';
  return null;
}

/**
 * What a first visit of `page` loads from the storefront's own build, measured in Chromium: every
 * script and style sheet answered until the page has settled (lazy chunks of the first render
 * included), each body gzipped and summed.
 */
export async function firstPageBytes(
  browser: Browser,
  baseUrl: string,
  benchPage: BenchPage,
): Promise<GzipTotals> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const bodies: Promise<LoadedAsset | null>[] = [];
    page.on('response', (response) => {
      const kind = assetKind(response);
      const url = new URL(response.url());
      if (!kind || url.origin !== baseUrl || THIRD_PARTY.test(url.pathname)) return;
      if (response.status() !== 200) return;
      bodies.push(
        response.body().then(
          (body) => ({ url: url.pathname, kind, body }),
          () => null,
        ),
      );
    });
    await page.goto(baseUrl + benchPage.path);
    await settle(page);
    const assets = (await Promise.all(bodies)).filter((asset) => asset !== null);
    return gzipTotals(assets);
  } finally {
    await context.close();
  }
}
