/**
 * The part of a list drawn in blocks (useCardBlocks.ts) that follows the screen: it measures the
 * drawn blocks, finds the blocks near the screen, puts the list back where the visitor was (back
 * on a history entry) and notes the card at the top of the screen (listPlace.ts). Only a list of
 * more than DRAWN_IN_BLOCKS_ABOVE cards needs it, so it is a chunk of its own (`card-blocks`),
 * loaded when a list grows near that size: the first pages do not carry it.
 */
import type { ListStretch, MeasuredBlocks } from './cardBlocks';
import { blocksToDraw } from './blocksNearScreen';
import { cardIndexOf } from './cardPosition';
import { recallPlace, rememberPlace, type ListPlace } from './listPlace';

/** What the follower keeps between calls, per list. */
export interface FollowerMemory {
  measures: MeasuredBlocks;
  /** back on this entry: not looked at yet, the place to go back to, or there (or none) */
  restoring: 'unchecked' | ListPlace | 'done';
  /** the place noted last */
  noted: ListPlace | null;
}

/** The list as it was rendered last. */
export interface ListNow {
  stretches: ListStretch[];
  cards: number;
  blocks: number;
  /** the focused card's block, or null */
  kept: number | null;
  /** the history entry (listEntry) */
  entry: string;
  drawn: number[];
}

const sameBlocks = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((block, index) => block === b[index]);

/**
 * Measures the drawn blocks (from the top of their first card to the bottom of their last) as the
 * list's items stand: each stretch of cards is its block's cards, each stand-in one item.
 */
function measureBlocks(
  list: HTMLUListElement,
  stretches: readonly ListStretch[],
  cards: number,
  blockSize: number,
  measures: MeasuredBlocks,
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

/** On the list's first follow: back on this entry (`returned`), the place to go back to. */
export function startRestoring(memory: FollowerMemory, returned: boolean, entry: string): void {
  if (memory.restoring === 'unchecked')
    memory.restoring = (returned ? recallPlace(entry) : null) ?? 'done';
}

/**
 * Measures what is drawn; back where the visitor was (while restoring), puts the card's item
 * where it was on the screen; then returns the blocks near the screen when they are not those
 * drawn, else notes the place and returns null.
 */
export function followScreen(
  list: HTMLUListElement,
  now: ListNow,
  blockSize: number,
  memory: FollowerMemory,
): number[] | null {
  measureBlocks(list, now.stretches, now.cards, blockSize, memory.measures);
  const kept = now.kept === null ? [] : [now.kept];
  const place = memory.restoring;
  if (typeof place === 'object') {
    const item = list.querySelector(`:scope > [aria-posinset="${place.card + 1}"]`);
    if (item) window.scrollBy(0, item.getBoundingClientRect().top - place.offset);
    kept.push(Math.floor(place.card / blockSize));
  }
  const next = blocksToDraw(
    now.blocks,
    memory.measures,
    { listTop: list.getBoundingClientRect().top, screenHeight: window.innerHeight },
    kept,
  );
  if (!sameBlocks(now.drawn, next)) return next;
  // the blocks drawn and their heights hold: the list is back where the visitor was
  memory.restoring = 'done';
  const here = placeOf(list);
  const last = memory.noted;
  if (here && (here.card !== last?.card || Math.abs(here.offset - last.offset) >= 1)) {
    memory.noted = here;
    rememberPlace(now.entry, here);
  }
  return null;
}

/** What the list hands the watcher: how it stands now and how to change it. */
export interface ListHandles {
  /** the list as rendered last, or null when it draws no blocks */
  now(): ListNow | null;
  /** draws these blocks */
  draw(blocks: number[]): void;
}

/**
 * Follows the screen (scroll and resize, one animation frame per burst) until the returned stop
 * is called.
 */
export function watchList(
  list: HTMLUListElement,
  blockSize: number,
  memory: FollowerMemory,
  handles: ListHandles,
): () => void {
  let frame: number | null = null;
  const onMove = () => {
    if (frame !== null) return;
    frame = requestAnimationFrame(() => {
      frame = null;
      const now = handles.now();
      const next = now && followScreen(list, now, blockSize, memory);
      if (next) handles.draw(next);
    });
  };
  window.addEventListener('scroll', onMove, { passive: true });
  window.addEventListener('resize', onMove, { passive: true });
  return () => {
    window.removeEventListener('scroll', onMove);
    window.removeEventListener('resize', onMove);
    if (frame !== null) cancelAnimationFrame(frame);
  };
}
