import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { BIG_CATEGORY_ID } from './bigCategory';
import { median } from './median';
import { settle } from './pages';

const PROBE = join(__dirname, 'probes', 'cardsPainted.js');

interface CardTimes {
  apiMs: number | null;
  domMs: number | null;
  paintedMs: number | null;
  count: number;
  lastChangeMs: number | null;
}

export interface RenderFigures {
  /** median: from the shop API's answer to the frame with every card painted */
  renderMs: number;
  /** median: from navigation start to that frame */
  totalMs: number;
  /** the cards on screen (fewer than asked when the page pages or virtualises the list) */
  cards: number;
  runs: number;
}

const readTimes = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __benchCards: { read(): CardTimes } }).__benchCards.read(),
  );

/** One cold visit of the big category; undefined figures when no card showed. */
async function visit(browser: Browser, baseUrl: string, expected: number): Promise<CardTimes> {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    await context.addInitScript({ content: `window.__benchExpectedCards = ${expected};` });
    await context.addInitScript({ path: PROBE });
    const page = await context.newPage();
    await page.goto(`/de/c/${BIG_CATEGORY_ID}`);
    await settle(page);
    // every card in: wait for the painted frame; fewer (a paged or virtual list): what shows
    await page
      .waitForFunction(
        () =>
          (window as unknown as { __benchCards: { read(): CardTimes } }).__benchCards.read()
            .paintedMs !== null,
        undefined,
        { timeout: 5000 },
      )
      .catch(() => undefined);
    return await readTimes(page);
  } finally {
    await context.close();
  }
}

/**
 * Time to render the category with `expected` placements (a server on the big-category fixture
 * at `baseUrl`): `runs` cold visits in Chromium, medians. When the list is paged or virtualised,
 * the time runs to the last change of the cards the visitor sees.
 */
export async function bigCategoryRender(
  browser: Browser,
  baseUrl: string,
  expected: number,
  runs: number,
): Promise<RenderFigures> {
  const visits: CardTimes[] = [];
  for (let run = 0; run < runs; run += 1) visits.push(await visit(browser, baseUrl, expected));
  const end = (times: CardTimes) => times.paintedMs ?? times.lastChangeMs ?? Number.NaN;
  return {
    renderMs: median(visits.map((times) => end(times) - (times.apiMs ?? Number.NaN))),
    totalMs: median(visits.map(end)),
    cards: Math.min(...visits.map((times) => times.count)),
    runs: visits.length,
  };
}
