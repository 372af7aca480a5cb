/**
 * A very long list of cards draws only the blocks near the screen. The shown cards are blocks of
 * CARD_BLOCK_SIZE cards; the blocks near the screen (the screen and about one screen
 * above and below) and the block with the focused card and its neighbours show their cards;
 * every other run of blocks is one stand-in as tall as those blocks were when they last showed
 * (else as tall as the mean of the blocks measured, else BLOCK_HEIGHT_GUESS). Framework-free.
 */

/** A list draws only the blocks near the screen once it shows more cards than this (10 pages). */
export const DRAWN_IN_BLOCKS_ABOVE = 600;

/**
 * Cards per block: three rows of the 4-column grid, whole rows in the 1-, 2- and 3-column grids
 * too, and a page (LIST_PAGE_SIZE, 60) is five blocks. Small, so that a fast scroll draws a few
 * rows a frame rather than a page of 60 cards at once (issue 19: no frame over 50 ms).
 */
export const CARD_BLOCK_SIZE = 12;

/** A block's height when no block of the list has been measured yet (px; 3 rows of 4 cards). */
export const BLOCK_HEIGHT_GUESS = (CARD_BLOCK_SIZE / 4) * 176;

/** What is known of the blocks' heights. */
export interface BlockHeights {
  /** each block's height when it last showed its cards (px), undefined when never measured */
  measured: readonly (number | undefined)[];
  /** the space between two rows of the list (px) */
  gap: number;
}

/** The heights measured so far, and the list's width they were measured at. */
export interface MeasuredBlocks extends BlockHeights {
  measured: (number | undefined)[];
  /** the list's width (px) */
  width: number;
}

/** One stretch of the list: the cards of one block, or a stand-in for blocks `from` to `to` - 1. */
export type ListStretch =
  { kind: 'cards'; block: number } | { kind: 'standIn'; from: number; to: number };

/** How many blocks `cards` cards make. */
export const blockCount = (cards: number, blockSize: number): number =>
  Math.ceil(cards / blockSize);

/** The height taken for a block never measured: the mean of those measured, else the guess. */
export function unmeasuredHeight(heights: BlockHeights): number {
  let sum = 0;
  let known = 0;
  for (const height of heights.measured) {
    if (height === undefined) continue;
    sum += height;
    known += 1;
  }
  return known > 0 ? sum / known : BLOCK_HEIGHT_GUESS;
}

/**
 * The height taken for a block: measured, else `unmeasured` (a loop over many blocks works it out
 * once: it reads every measure).
 */
export const blockHeight = (
  heights: BlockHeights,
  block: number,
  unmeasured: number = unmeasuredHeight(heights),
): number => heights.measured[block] ?? unmeasured;

/**
 * The list from top to end: each drawn block's cards, and one stand-in per run of the others.
 * `drawn` may come in any order, with repeats and blocks outside the list.
 */
export function listStretches(blocks: number, drawn: readonly number[]): ListStretch[] {
  const stretches: ListStretch[] = [];
  let from = 0;
  for (let block = 0; block < blocks; block += 1) {
    if (!drawn.includes(block)) continue;
    if (block > from) stretches.push({ kind: 'standIn', from, to: block });
    stretches.push({ kind: 'cards', block });
    from = block + 1;
  }
  if (from < blocks) stretches.push({ kind: 'standIn', from, to: blocks });
  return stretches;
}

/** A stand-in's height: its blocks' heights and the gaps between them. */
export function standInHeight(heights: BlockHeights, from: number, to: number): number {
  const unmeasured = unmeasuredHeight(heights);
  let height = 0;
  for (let block = from; block < to; block += 1) height += blockHeight(heights, block, unmeasured);
  return height + heights.gap * Math.max(0, to - from - 1);
}
