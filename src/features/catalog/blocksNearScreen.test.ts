import { type BlockHeights } from './cardBlocks';
import { blocksToDraw } from './blocksNearScreen';

/** 20 blocks of 1,000 px each, 16 px apart (a block starts every 1,016 px). */
const even: BlockHeights = { measured: Array<number>(20).fill(1000), gap: 16 };
const screen = (scrolled: number, screenHeight = 800) => ({
  listTop: 200 - scrolled,
  screenHeight,
});

describe('blocksToDraw', () => {
  it('draws the first blocks at the top of the page: the screen and one screen below', () => {
    // the list starts 200 px down: the screen and one more reach 1,400 px into it
    expect(blocksToDraw(20, even, screen(0))).toEqual([0, 1]);
  });

  it('draws the blocks within one screen above and below the screen', () => {
    // scrolled 10,000 px: the list's 9,800..10,600 px are on screen, 9,000..11,400 px near it
    expect(blocksToDraw(20, even, screen(10_000))).toEqual([8, 9, 10, 11]);
  });

  it('draws the last blocks at the end of the list', () => {
    const end = 200 + 20 * 1016 - 16 - 800;
    expect(blocksToDraw(20, even, screen(end))).toEqual([18, 19]);
  });

  it('draws the nearest block when the list is far off the screen', () => {
    expect(blocksToDraw(20, even, { listTop: 5000, screenHeight: 800 })).toEqual([0]);
    expect(blocksToDraw(20, even, { listTop: -50_000, screenHeight: 800 })).toEqual([19]);
  });

  it('keeps the focused block and its neighbours, wherever the screen is', () => {
    expect(blocksToDraw(20, even, screen(0), [12])).toEqual([0, 1, 11, 12, 13]);
    // at the list's ends there is one neighbour
    expect(blocksToDraw(20, even, screen(10_000), [19])).toEqual([8, 9, 10, 11, 18, 19]);
    expect(blocksToDraw(20, even, screen(10_000), [0])).toEqual([0, 1, 8, 9, 10, 11]);
  });

  it('takes the blocks never measured as tall as the mean of those measured', () => {
    // block 0 measured 4,000 px tall; the others are taken as 4,000 px too
    const first: BlockHeights = { measured: [4000], gap: 16 };
    expect(blocksToDraw(20, first, screen(10_000))).toEqual([2]);
    expect(blocksToDraw(20, first, screen(0))).toEqual([0]);
  });

  it('draws nothing for an empty list', () => {
    expect(blocksToDraw(0, even, screen(0), [0])).toEqual([]);
  });

  it('draws a block that touches the near area, not one that only meets its edge', () => {
    // one screen of 508 px below a list at the top ends where block 1 starts (1,016 px): not it
    expect(blocksToDraw(20, even, { listTop: 0, screenHeight: 508 })).toEqual([0]);
    // the area above the screen starts where block 0 ends (1,000 px): not it
    expect(blocksToDraw(20, even, { listTop: -1500, screenHeight: 500 })).toEqual([1, 2]);
  });
});
