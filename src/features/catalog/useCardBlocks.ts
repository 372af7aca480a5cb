import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import {
  DRAWN_IN_BLOCKS_ABOVE,
  blockCount,
  blocksToDraw,
  listStretches,
  standInHeight,
  type BlockHeights,
  type ListStretch,
} from './cardBlocks';
import { listEntry } from './listPages';
import { recallPlace, rememberPlace, type ListPlace } from './listPlace';

export interface CardBlocks {
  /** the list from top to end (cardBlocks.ts); null: a list short enough to show every card */
  stretches: ListStretch[] | null;
  /** a stand-in's height (px) for blocks `from` to `to` - 1 */
  standInHeight(from: number, to: number): number;
  /** keeps the block of the card at `index` (and its neighbours) drawn: the card about to get focus */
  keepCard(index: number): void;
}

interface Measures extends BlockHeights {
  measured: (number | undefined)[];
  /** the list's width the heights were measured at */
  width: number;
}

/** the blocks drawn before the list is on the screen: the top of the list */
const FIRST_DRAWN = [0, 1];

const sameBlocks = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((block, index) => block === b[index]);

/** The card's position in the list (from 0) of an element inside a card's item, else null. */
function cardIndexOf(target: EventTarget | null): number | null {
  if (!(target instanceof Element)) return null;
  const position = Number(target.closest('li[aria-posinset]')?.getAttribute('aria-posinset'));
  return Number.isInteger(position) && position > 0 ? position - 1 : null;
}

/**
 * Measures the drawn blocks (from the top of their first card to the bottom of their last) as the
 * list's items stand: each stretch of cards is its block's cards, each stand-in one item.
 */
function measureBlocks(
  list: HTMLUListElement,
  stretches: readonly ListStretch[],
  cards: number,
  blockSize: number,
  measures: Measures,
): void {
  const width = list.clientWidth;
  if (width !== measures.width) {
    // another number of columns: every height measured before is wrong
    measures.measured = [];
    measures.width = width;
    measures.gap = parseFloat(getComputedStyle(list).rowGap) || 0;
  }
  const items = list.children;
  let item = 0;
  for (const stretch of stretches) {
    if (stretch.kind === 'standIn') {
      item += 1;
      continue;
    }
    const size = Math.min(blockSize, cards - stretch.block * blockSize);
    const first = items[item];
    const last = items[item + size - 1];
    item += size;
    if (!first || !last) return;
    const height = last.getBoundingClientRect().bottom - first.getBoundingClientRect().top;
    if (height > 0) measures.measured[stretch.block] = height;
  }
}

/** The item at the top of the screen: the first whose bottom edge is below the screen's top. */
function itemAtTop(list: HTMLUListElement): Element | null {
  const items = list.children;
  let low = 0;
  let high = items.length - 1;
  let found: Element | null = null;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (items[middle].getBoundingClientRect().bottom > 0) {
      found = items[middle];
      high = middle - 1;
    } else low = middle + 1;
  }
  return found;
}

/** The card at the top of the screen and its item's offset from the screen's top edge. */
function placeOf(list: HTMLUListElement): ListPlace | null {
  let item = itemAtTop(list);
  while (item && !item.hasAttribute('aria-posinset')) item = item.nextElementSibling;
  const card = cardIndexOf(item);
  return item && card !== null ? { card, offset: item.getBoundingClientRect().top } : null;
}

/**
 * Draws a long list's cards block by block (cardBlocks.ts) once it shows more than
 * DRAWN_IN_BLOCKS_ABOVE cards: follows the screen (scroll and resize, one animation frame per
 * burst), the focused card (its block and the neighbours stay, so Tab never falls into a stand-in)
 * and the card about to get focus; measures each block while drawn. Re-renders only when the
 * blocks drawn change. Notes the card at the top of the screen (listPlace.ts); back on this
 * history entry (the back button or a reload) it draws that card's block and scrolls to it. Below
 * the threshold it does nothing and `stretches` is null.
 */
export function useCardBlocks(
  listRef: RefObject<HTMLUListElement | null>,
  cards: number,
  blockSize: number,
): CardBlocks {
  const drawnInBlocks = cards > DRAWN_IN_BLOCKS_ABOVE;
  const blocks = blockCount(cards, blockSize);
  const { key, pathname } = useLocation();
  const entry = listEntry(key, pathname);
  const returned = useNavigationType() === 'POP';
  const [drawn, setDrawn] = useState<number[]>(FIRST_DRAWN);
  /** back on this entry: not looked at yet, the place to go back to, or there (or none) */
  const restoring = useRef<'unchecked' | ListPlace | 'done'>('unchecked');
  const noted = useRef<ListPlace | null>(null);
  const [kept, setKept] = useState<number | null>(null);
  const measures = useRef<Measures>({ measured: [], gap: 0, width: 0 });

  const stretches = drawnInBlocks ? listStretches(blocks, drawn) : null;
  const latest = useRef({ stretches, cards, blocks, kept, entry, drawn });
  useLayoutEffect(() => {
    latest.current = { stretches, cards, blocks, kept, entry, drawn };
  });

  /**
   * Measures what is drawn; back where the visitor was (while restoring), puts the card's item
   * where it was on the screen; then draws the blocks near the screen now and notes the place.
   */
  const follow = useCallback(() => {
    const list = listRef.current;
    const now = latest.current;
    if (!list || !now.stretches) return;
    measureBlocks(list, now.stretches, now.cards, blockSize, measures.current);
    const kept = now.kept === null ? [] : [now.kept];
    const place = restoring.current;
    if (typeof place === 'object') {
      const item = list.querySelector(`:scope > [aria-posinset="${place.card + 1}"]`);
      if (item) window.scrollBy(0, item.getBoundingClientRect().top - place.offset);
      kept.push(Math.floor(place.card / blockSize));
    }
    const next = blocksToDraw(
      now.blocks,
      measures.current,
      { listTop: list.getBoundingClientRect().top, screenHeight: window.innerHeight },
      kept,
    );
    if (!sameBlocks(now.drawn, next)) {
      setDrawn(next);
      return;
    }
    // the blocks drawn and their heights hold: the list is back where the visitor was
    restoring.current = 'done';
    const here = placeOf(list);
    const last = noted.current;
    if (here && (here.card !== last?.card || Math.abs(here.offset - last.offset) >= 1)) {
      noted.current = here;
      rememberPlace(now.entry, here);
    }
  }, [listRef, blockSize, setDrawn]);

  // after each change of the list (more cards, other blocks drawn, focus), before the paint;
  // back on this entry, first the card where the visitor was (kept drawn until the list holds)
  useLayoutEffect(() => {
    if (!drawnInBlocks) return;
    if (restoring.current === 'unchecked')
      restoring.current = (returned ? recallPlace(entry) : null) ?? 'done';
    follow();
  }, [drawnInBlocks, follow, cards, drawn, kept, returned, entry]);

  useEffect(() => {
    if (!drawnInBlocks) return undefined;
    let frame: number | null = null;
    const onMove = () => {
      if (frame !== null) return;
      frame = requestAnimationFrame(() => {
        frame = null;
        follow();
      });
    };
    window.addEventListener('scroll', onMove, { passive: true });
    window.addEventListener('resize', onMove, { passive: true });
    return () => {
      window.removeEventListener('scroll', onMove);
      window.removeEventListener('resize', onMove);
      if (frame !== null) cancelAnimationFrame(frame);
    };
  }, [drawnInBlocks, follow]);

  useEffect(() => {
    const list = listRef.current;
    if (!drawnInBlocks || !list) return undefined;
    const onFocusIn = (event: FocusEvent) => {
      const index = cardIndexOf(event.target);
      if (index !== null) setKept(Math.floor(index / blockSize));
    };
    // focus to another control of the page; not to nowhere (another window): it comes back here
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !list.contains(event.relatedTarget)) setKept(null);
    };
    list.addEventListener('focusin', onFocusIn);
    list.addEventListener('focusout', onFocusOut);
    return () => {
      list.removeEventListener('focusin', onFocusIn);
      list.removeEventListener('focusout', onFocusOut);
    };
  }, [drawnInBlocks, listRef, blockSize]);

  return {
    stretches,
    standInHeight: (from, to) => standInHeight(measures.current, from, to),
    keepCard: (index) => setKept(Math.floor(index / blockSize)),
  };
}
