import type { Browser, Page } from '@playwright/test';
import { LIST_MEMORY_KEY, listEntry } from '../src/features/catalog/listPages';
import { BIG_CATEGORY_ID } from '../server/demoFixture/bigCategory';
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

/** A page that paints no frame for this long has stalled: the scroll ends with what it has. */
const STALL_MS = 10_000;
/** The most frames a scroll waits for (about 5 minutes at 60 frames a second). */
const MOST_FRAMES = 18_000;

/**
 * The longest a scroll may take in all (MOST_FRAMES at 60 frames a second, a stall and a minute
 * more): a page whose script never lets go ends the measurement with an error, not the bench.
 */
const SCROLL_LIMIT_MS = (MOST_FRAMES / 60) * 1000 + STALL_MS + 60_000;

/** `work`, or an error once `limitMs` have passed without it. */
function endsWithin<T>(work: Promise<T>, limitMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the scroll did not end within ${limitMs} ms`)),
      limitMs,
    );
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

/**
 * In the page: scroll from the top to the end, `step` px per animation frame (a fast fling),
 * noting each frame's length (the time between two requestAnimationFrame callbacks, so a frame
 * that waited on layout, paint or script counts whole). A page that stops painting frames (for
 * STALL_MS) or never reaches the end (MOST_FRAMES) ends the scroll where it is: the stall counts as
 * one frame that long, and the last card drawn says how far it got. Plain JavaScript in a string:
 * the bench's TypeScript runner would add helpers to a function that the page does not have.
 */
const SCROLL_TO_END = `(step) => new Promise((resolve) => {
  const lengths = [];
  let last = 0;
  let watchdog = 0;
  const finish = () => {
    clearTimeout(watchdog);
    const drawn = document.getElementsByClassName('placement-card');
    const item = drawn[drawn.length - 1]?.closest('li');
    resolve({
      lastCard: Number(item?.getAttribute('aria-posinset') ?? drawn.length),
      frames: lengths.length,
      longestFrameMs: Math.max(0, ...lengths),
      framesOver50: lengths.filter((length) => length > 50).length,
      scrolledPx: window.scrollY,
    });
  };
  const started = performance.now();
  const stalled = () => {
    lengths.push(performance.now() - (last || started));
    finish();
  };
  window.scrollTo(0, 0);
  const frame = (time) => {
    clearTimeout(watchdog);
    if (last > 0) lengths.push(time - last);
    last = time;
    const end = document.documentElement.scrollHeight - window.innerHeight;
    if (window.scrollY >= end - 1 || lengths.length >= ${MOST_FRAMES}) {
      finish();
      return;
    }
    window.scrollBy(0, step);
    watchdog = setTimeout(stalled, ${STALL_MS});
    requestAnimationFrame(frame);
  };
  watchdog = setTimeout(stalled, ${STALL_MS});
  requestAnimationFrame(frame);
})`;

/**
 * Scrolling through a category of `expected` placements with all of them shown (the list's
 * memory says this history entry showed them all): a cold visit at 1280 × 800, wait until the
 * list shows every card (no "Show more" button beside its cards) and the page has
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
    // the cards at the top (a list drawn in blocks shows only those near the screen once its
    // follower is there), the count of all of them, and no "Show more"
    await page.waitForFunction(
      `document.getElementsByClassName('placement-card').length > 0 &&
        document.getElementsByClassName('catalog-more__status').length === 1 &&
        document.getElementsByClassName('catalog-more__button').length === 0`,
      undefined,
      { timeout: CARDS_TIMEOUT_MS, polling: 500 },
    );
    await settle(page);
    const cards = await page.evaluate(
      () => document.getElementsByClassName('placement-card').length,
    );
    const figures = (await endsWithin(
      page.evaluate(`(${SCROLL_TO_END})(1600)`),
      SCROLL_LIMIT_MS,
    )) as Omit<ScrollFigures, 'cards'>;
    return { cards, ...figures };
  } finally {
    await context.close();
  }
}
