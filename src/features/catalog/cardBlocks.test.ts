import {
  BLOCK_HEIGHT_GUESS,
  blockCount,
  blockHeight,
  blocksToDraw,
  listStretches,
  standInHeight,
  type BlockHeights,
} from './cardBlocks';

/** 20 blocks of 1,000 px each, 16 px apart (a block starts every 1,016 px). */
const even: BlockHeights = { measured: Array<number>(20).fill(1000), gap: 16 };
const screen = (scrolled: number, screenHeight = 800) => ({
  listTop: 200 - scrolled,
  screenHeight,
});

describe('blockCount', () => {
  it('counts a part block as a block', () => {
    expect(blockCount(20_000, 60)).toBe(334);
    expect(blockCount(1200, 60)).toBe(20);
    expect(blockCount(0, 60)).toBe(0);
  });
});

describe('blockHeight', () => {
  it('takes the height measured, else the mean of those measured, else the guess', () => {
    const some: BlockHeights = { measured: [900, undefined, 1100], gap: 16 };
    expect(blockHeight(some, 0)).toBe(900);
    expect(blockHeight(some, 1)).toBe(1000);
    expect(blockHeight(some, 7)).toBe(1000);
    expect(blockHeight({ measured: [], gap: 16 }, 3)).toBe(BLOCK_HEIGHT_GUESS);
  });
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
});

describe('listStretches', () => {
  it('puts one stand-in for each run of blocks not drawn', () => {
    expect(listStretches(20, [0, 1, 8, 9])).toEqual([
      { kind: 'cards', block: 0 },
      { kind: 'cards', block: 1 },
      { kind: 'standIn', from: 2, to: 8 },
      { kind: 'cards', block: 8 },
      { kind: 'cards', block: 9 },
      { kind: 'standIn', from: 10, to: 20 },
    ]);
    expect(listStretches(20, [19])).toEqual([
      { kind: 'standIn', from: 0, to: 19 },
      { kind: 'cards', block: 19 },
    ]);
  });

  it('leaves out blocks the list no longer has', () => {
    expect(listStretches(2, [0, 1, 5])).toEqual([
      { kind: 'cards', block: 0 },
      { kind: 'cards', block: 1 },
    ]);
  });
});

describe('standInHeight', () => {
  it('is its blocks and the gaps between them', () => {
    expect(standInHeight(even, 2, 8)).toBe(6 * 1000 + 5 * 16);
    expect(standInHeight({ measured: [500, undefined, 700], gap: 10 }, 1, 3)).toBe(600 + 700 + 10);
  });
});
