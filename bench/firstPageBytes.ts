import { join } from 'node:path';
import type { Browser, Page, Response } from '@playwright/test';
import { gzipTotals, type GzipTotals, type LoadedAsset } from './gzipSize';
import { settle, type BenchPage } from './pages';

const DATA_SAVER = join(__dirname, 'probes', 'dataSaver.js');

/** Paths the storefront does not ship: the stand-ins of third-party scripts (seats.io, …). */
const THIRD_PARTY = /^\/stand-ins\//;

/** Spec section 9: the storefront fetches ahead 1 s after the page has loaded. */
const PRELOAD_DELAY_MS = 1000;

function assetKind(response: Response): LoadedAsset['kind'] | null {
  const type = response.request().resourceType();
  if (type === 'script') return 'js';
  if (type === 'stylesheet') return 'css';
  return null;
}

/** Resolves when no request has been under way for `quietMs`. */
async function networkQuiet(page: Page, quietMs: number): Promise<void> {
  let pending = 0;
  let last = Date.now();
  const started = () => {
    pending += 1;
    last = Date.now();
  };
  const ended = () => {
    pending = Math.max(0, pending - 1);
    last = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    while (pending > 0 || Date.now() - last < quietMs) await page.waitForTimeout(100);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/**
 * The build's scripts and style sheets one first visit loads until the page has settled, and
 * without data saver also what the storefront fetches ahead after that.
 */
async function visit(
  browser: Browser,
  baseUrl: string,
  benchPage: BenchPage,
  settlePage: (page: Page) => Promise<void>,
  dataSaver: boolean,
): Promise<GzipTotals> {
  const context = await browser.newContext();
  try {
    if (dataSaver) await context.addInitScript({ path: DATA_SAVER });
    const page = await context.newPage();
    const bodies: Promise<LoadedAsset | null>[] = [];
    page.on('response', (response) => {
      const kind = assetKind(response);
      const url = new URL(response.url());
      if (!kind || url.origin !== baseUrl || THIRD_PARTY.test(url.pathname)) return;
      if (response.status() !== 200) return;
      bodies.push(
        Promise.all([response.body(), response.request().sizes()]).then(
          ([body, sizes]) => ({ url: url.pathname, kind, body, sent: sizes.responseBodySize }),
          () => null,
        ),
      );
    });
    await page.goto(baseUrl + benchPage.path);
    await settlePage(page);
    if (!dataSaver) {
      // past the moment the storefront starts fetching ahead, then until that is over
      await page.waitForTimeout(PRELOAD_DELAY_MS + 200);
      await networkQuiet(page, 700);
    }
    const assets = (await Promise.all(bodies)).filter((asset) => asset !== null);
    return gzipTotals(assets);
  } finally {
    await context.close();
  }
}

export interface FirstPageFigures {
  /** what the first render needs: the visit with data saver on, so nothing is fetched ahead */
  firstPage: GzipTotals;
  /** everything a visit loads, what the storefront fetches ahead for the links on screen included */
  withPreloads: GzipTotals;
}

/**
 * What a first visit of `page` loads from the served build (the storefront's, or the floor's
 * with its own `settlePage`), measured in Chromium: every script and style sheet answered (lazy
 * chunks of the first render included), each body gzipped and summed, and the bytes as sent;
 * once with data saver on (the first page alone) and once without (with what the storefront
 * fetches ahead 1 s after load).
 */
export async function firstPageBytes(
  browser: Browser,
  baseUrl: string,
  benchPage: BenchPage,
  settlePage: (page: Page) => Promise<void> = settle,
): Promise<FirstPageFigures> {
  return {
    firstPage: await visit(browser, baseUrl, benchPage, settlePage, true),
    withPreloads: await visit(browser, baseUrl, benchPage, settlePage, false),
  };
}
