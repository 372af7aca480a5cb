import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { CARD_BLOCK_SIZE } from '../src/features/catalog/cardBlocks';
import { LIST_MEMORY_KEY, LIST_PAGE_SIZE, listEntry } from '../src/features/catalog/listPages';
import { BIG_CATEGORY_ID } from '../server/demoFixture/bigCategory';
import { median } from './median';
import { settle } from './pages';

const PROBE = join(__dirname, 'probes', 'cardsPainted.js');
const PATH = `/de/c/${BIG_CATEGORY_ID}`;
/** how long a run waits for the cards it expects before it takes what shows */
const PAINT_TIMEOUT_MS = 30_000;

interface CardTimes {
  expected: number;
  apiMs: number | null;
  clickMs: number | null;
  domMs: number | null;
  paintedMs: number | null;
  count: number;
  lastChangeMs: number | null;
}

export interface RenderFigures {
  /** median: from the shop API's answer to the frame with the first page of cards painted */
  renderMs: number;
  /** median: from navigation start to that frame */
  totalMs: number;
  /** the cards on screen then (the first page of a paged list) */
  cards: number;
  /** median: from a click on "Show more" to the frame with the next page painted (NaN: no button) */
  showMoreMs: number;
  /**
   * median: from the shop API's answer to the frame with the first cards painted when the list
   * shows every card (a visitor coming back to the list after showing all of it: the list
   * restores its count; a very long list draws only the blocks near the screen)
   */
  allRenderMs: number;
  /** the cards in the page then */
  allCards: number;
  /**
   * the first page's cards, and those of the list shown whole, were painted from the server's
   * HTML in every run, before any shop answer: no "answer → painted" to time
   */
  firstFromHtml?: boolean;
  allFromHtml?: boolean;
  runs: number;
}

type Probe = { __benchCards: { read(): CardTimes; expect(count: number): void } };

const readTimes = (page: Page) =>
  page.evaluate(() => (window as unknown as Probe).__benchCards.read());

/**
 * Until the probe says the frame with the expected cards is painted, or the timeout: then what
 * shows. The bench waits for the probe's call (an exposed binding) instead of polling the page:
 * Playwright's first locator or waitForFunction evaluates its own script in the page (12–22 ms on
 * the bench machine), which would land inside the measured window while the storefront starts.
 */
function paintSignal(context: BrowserContext) {
  let signal = () => {};
  const next = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, PAINT_TIMEOUT_MS);
      signal = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  return {
    install: () => context.exposeBinding('__benchCardsPainted', () => signal()),
    next,
  };
}

async function painted(page: Page, signalled: Promise<void>): Promise<CardTimes> {
  await signalled;
  return readTimes(page);
}

/**
 * A cold visit of the big category with the probe waiting for `expected` cards: `run` gets the
 * page once those cards are painted (and the page has settled) and a way to wait for the next.
 */
async function withVisit<T>(
  browser: Browser,
  baseUrl: string,
  expected: number,
  initScript: string,
  run: (page: Page, first: CardTimes, next: () => Promise<void>) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    await context.addInitScript({
      content: `window.__benchExpectedCards = ${expected};${initScript}`,
    });
    await context.addInitScript({ path: PROBE });
    const signal = paintSignal(context);
    await signal.install();
    const page = await context.newPage();
    const firstPainted = signal.next();
    await page.goto(PATH, { waitUntil: 'commit' });
    const first = await painted(page, firstPainted);
    await settle(page);
    return await run(page, first, signal.next);
  } finally {
    await context.close();
  }
}

/** What a visitor sees: the first page painted, then one click on "Show more" and its page. */
async function firstPageVisit(browser: Browser, baseUrl: string, total: number) {
  const firstPage = Math.min(LIST_PAGE_SIZE, total);
  return withVisit(browser, baseUrl, firstPage, '', async (page, first, next) => {
    const button = page.locator('.catalog-more__button');
    if ((await button.count()) === 0) return { first, more: null };
    const morePainted = next();
    await page.evaluate(
      (count) => (window as unknown as Probe).__benchCards.expect(count),
      Math.min(first.count + LIST_PAGE_SIZE, total),
    );
    await button.click();
    return { first, more: await painted(page, morePainted) };
  });
}

/**
 * Every card shown: the list's memory says this history entry showed them all. Timed to the
 * frame with the first block of cards (CARD_BLOCK_SIZE): a list drawn in blocks whose follower is
 * there when the answer comes draws only the blocks near the screen in its first commit, which
 * may be fewer than a page; a list that draws every card has them all in that commit.
 */
function allAtOnceVisit(browser: Browser, baseUrl: string, total: number) {
  // a first visit's history entry has the router's key 'default'
  const memory = JSON.stringify([[listEntry('default', PATH), total]]);
  const seed = `sessionStorage.setItem(${JSON.stringify(LIST_MEMORY_KEY)}, ${JSON.stringify(memory)});`;
  const firstCards = Math.min(CARD_BLOCK_SIZE, total);
  return withVisit(browser, baseUrl, firstCards, seed, async (_page, first) => first);
}

const fromApi = (times: CardTimes) =>
  (times.paintedMs ?? times.lastChangeMs ?? Number.NaN) - (times.apiMs ?? Number.NaN);

/** The cards were painted before any shop answer: from the server's HTML. */
const fromHtml = (times: CardTimes): boolean =>
  times.paintedMs !== null && (times.apiMs === null || times.paintedMs < times.apiMs);

/**
 * Time to render the category with `expected` placements (a server on the big-category fixture
 * at `baseUrl`): `runs` cold visits in Chromium of each kind, medians. The first page is what a
 * visitor sees; "Show more" what a click costs; all shown what the list costs when it comes back
 * showing every card. When the cards expected do not show, the time runs to the last change of the cards.
 */
export async function bigCategoryRender(
  browser: Browser,
  baseUrl: string,
  expected: number,
  runs: number,
): Promise<RenderFigures> {
  const paged: Awaited<ReturnType<typeof firstPageVisit>>[] = [];
  const all: CardTimes[] = [];
  for (let run = 0; run < runs; run += 1) {
    paged.push(await firstPageVisit(browser, baseUrl, expected));
    all.push(await allAtOnceVisit(browser, baseUrl, expected));
  }
  const firsts = paged.map((visit) => visit.first);
  const clicks = paged.map(({ more }) =>
    more ? (more.paintedMs ?? Number.NaN) - (more.clickMs ?? Number.NaN) : Number.NaN,
  );
  return {
    renderMs: median(firsts.map(fromApi)),
    totalMs: median(firsts.map((times) => times.paintedMs ?? times.lastChangeMs ?? Number.NaN)),
    cards: Math.min(...firsts.map((times) => times.count)),
    showMoreMs: median(clicks),
    allRenderMs: median(all.map(fromApi)),
    allCards: Math.min(...all.map((times) => times.count)),
    firstFromHtml: firsts.every(fromHtml),
    allFromHtml: all.every(fromHtml),
    runs,
  };
}
