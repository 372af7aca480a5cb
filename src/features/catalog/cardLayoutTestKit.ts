/**
 * The layout a browser gives a list drawn in blocks, for jsdom (which lays nothing out): one
 * column as wide as the page says, each card's item as tall as the page says (at first
 * CARD_HEIGHT: a block of 12 is the guessed block height), a stand-in as tall as its style says,
 * the list at the top of the page, and a window that scrolls. Tests only.
 */
import { BLOCK_HEIGHT_GUESS, CARD_BLOCK_SIZE } from './cardBlocks';

export const CARD_HEIGHT = BLOCK_HEIGHT_GUESS / CARD_BLOCK_SIZE;

/** The page as the test sets it: its scroll, the list's width and a card's height (px). */
export interface TestPage {
  scrolled: number;
  width: number;
  /** every card's height, or each card's (by its position in the list, from 0) */
  cardHeight: number | ((card: number) => number);
}

const rect = (top: number, height: number): DOMRect =>
  ({ top, bottom: top + height, left: 0, right: 320, width: 320, height, x: 0, y: top }) as DOMRect;

/** Lays out every list of the page; returns the page (read and set by the test). */
export function layOutLists(): TestPage {
  const page: TestPage = { scrolled: 0, width: 320, cardHeight: CARD_HEIGHT };
  const heightOf = (item: Element): number => {
    const position = item.getAttribute('aria-posinset');
    if (position === null) return parseFloat((item as HTMLElement).style.height) || 0;
    const { cardHeight } = page;
    return typeof cardHeight === 'number' ? cardHeight : cardHeight(Number(position) - 1);
  };
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => page.width);
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: Element,
  ) {
    const list = this.closest('ul');
    if (!list) return rect(0, 0);
    const items = [...list.children];
    if (this === list)
      return rect(
        -page.scrolled,
        items.map(heightOf).reduce((a, b) => a + b, 0),
      );
    const item = this.closest('li');
    let top = -page.scrolled;
    for (const before of items) {
      if (before === item) break;
      top += heightOf(before);
    }
    return rect(top, item ? heightOf(item) : 0);
  });
  jest.spyOn(window, 'scrollBy').mockImplementation(((_: number, y: number) => {
    page.scrolled += y;
  }) as typeof window.scrollBy);
  return page;
}

/** The visitor scrolls the page to `to` px. */
export function scrollTo(page: TestPage, to: number): void {
  page.scrolled = to;
  window.dispatchEvent(new Event('scroll'));
}

/** The window gets another width: the list's cards another height. */
export function resizeTo(page: TestPage, width: number, cardHeight: number): void {
  page.width = width;
  page.cardHeight = cardHeight;
  window.dispatchEvent(new Event('resize'));
}
