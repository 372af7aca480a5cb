import type { Browser, Page } from '@playwright/test';
import { LIST_MEMORY_KEY, LIST_PAGE_SIZE, listEntry } from '../src/features/catalog/listPages';
import { BIG_CATEGORY_ID } from './bigCategory';
import { settle } from './pages';

const PATH = `/de/c/${BIG_CATEGORY_ID}`;
/** how long the bench waits for the list to show every card */
const CARDS_TIMEOUT_MS = 120_000;

export interface ScrollFigures {
  /** the cards in the page at the top (a very long list draws only the blocks near the screen) */
  cards: number;
  /** the position in the list of the last card in the page at the end (1 to the list's length) */
  lastCard: number;
  /** frames drawn from the top to the end of the list */
  frames: number;
  /** the longest frame while scrolling (ms between two animation frames) */
  longestFrameMs: number;
  /** frames longer than 50 ms while scrolling */
  framesOver50: number;
  /** the page's height scrolled through (px) */
  scrolledPx: number;
}

/**
 * In the page: scroll from the top to the end, `step` px per animation frame (a fast fling),
 * noting each frame's length (the time between two requestAnimationFrame callbacks, so a frame
 * that waited on layout, paint or script counts whole). Plain JavaScript in a string: the
 * bench's TypeScript runner would add helpers to a function that the page does not have.
 */
const SCROLL_TO_END = `(step) => new Promise((resolve) => {
  const lengths = [];
  let last = 0;
  window.scrollTo(0, 0);
  const frame = (time) => {
    if (last > 0) lengths.push(time - last);
    last = time;
    const end = document.documentElement.scrollHeight - window.innerHeight;
    if (window.scrollY >= end - 1) {
      const drawn = document.getElementsByClassName('placement-card');
      const item = drawn[drawn.length - 1]?.closest('li');
      resolve({
        lastCard: Number(item?.getAttribute('aria-posinset') ?? drawn.length),
        frames: lengths.length,
        longestFrameMs: Math.max(0, ...lengths),
        framesOver50: lengths.filter((length) => length > 50).length,
        scrolledPx: window.scrollY,
      });
      return;
    }
    window.scrollBy(0, step);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})`;

/**
 * Scrolling through a category of `expected` placements with all of them shown (the list's
 * memory says this history entry showed them all): a cold visit at 1280 × 800, wait until the
 * list shows every card (no "Show more" button beside its first page of cards) and the page has
 * settled, then scroll to the end, two screens a frame.
 */
export async function bigCategoryScroll(
  browser: Browser,
  baseUrl: string,
  expected: number,
): Promise<ScrollFigures> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1280, height: 800 },
    // the page's CSP forbids evaluating strings; the bench's own probes are plain strings
    bypassCSP: true,
  });
  try {
    const memory = JSON.stringify([[listEntry('default', PATH), expected]]);
    await context.addInitScript({
      content: `sessionStorage.setItem(${JSON.stringify(LIST_MEMORY_KEY)}, ${JSON.stringify(memory)});`,
    });
    const page: Page = await context.newPage();
    await page.goto(PATH);
    const firstCards = Math.min(LIST_PAGE_SIZE, expected);
    await page.waitForFunction(
      `document.getElementsByClassName('placement-card').length >= ${firstCards} &&
        document.getElementsByClassName('catalog-more__status').length === 1 &&
        document.getElementsByClassName('catalog-more__button').length === 0`,
      undefined,
      { timeout: CARDS_TIMEOUT_MS, polling: 500 },
    );
    await settle(page);
    const cards = await page.evaluate(
      () => document.getElementsByClassName('placement-card').length,
    );
    const figures = (await page.evaluate(`(${SCROLL_TO_END})(1600)`)) as Omit<
      ScrollFigures,
      'cards'
    >;
    return { cards, ...figures };
  } finally {
    await context.close();
  }
}
