/**
 * Which blocks of a list drawn in blocks (cardBlocks.ts) are near the screen: what the follower
 * (blockFollower.ts) draws. Framework-free; in the follower's chunk, as only it asks.
 */
import { blockHeight, unmeasuredHeight, type BlockHeights } from './cardBlocks';

/** The screen as the list sees it. */
export interface ListScreen {
  /** the list's top edge from the screen's top edge (px; negative once scrolled past) */
  listTop: number;
  /** the screen's height (px) */
  screenHeight: number;
}

/**
 * The blocks that show their cards, in order: those overlapping the screen widened by one screen
 * above and below, and each of `kept` (the focused card's block) with its neighbours.
 */
export function blocksToDraw(
  blocks: number,
  heights: BlockHeights,
  screen: ListScreen,
  kept: readonly number[] = [],
): number[] {
  const drawn = new Set<number>();
  const from = -screen.listTop - screen.screenHeight;
  const to = -screen.listTop + 2 * screen.screenHeight;
  const unmeasured = unmeasuredHeight(heights);
  let top = 0;
  for (let block = 0; block < blocks && top < to; block += 1) {
    const bottom = top + blockHeight(heights, block, unmeasured);
    if (bottom > from) drawn.add(block);
    top = bottom + heights.gap;
  }
  // the whole list is far above or below the screen: the block nearest to it
  if (drawn.size === 0 && blocks > 0) drawn.add(screen.listTop > 0 ? 0 : blocks - 1);
  for (const block of kept) {
    for (const near of [block - 1, block, block + 1])
      if (near >= 0 && near < blocks) drawn.add(near);
  }
  return [...drawn].sort((a, b) => a - b);
}
