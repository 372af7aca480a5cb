import {
  BLOCK_HEIGHT_GUESS,
  blockCount,
  blockHeight,
  listStretches,
  standInHeight,
  unmeasuredHeight,
  type BlockHeights,
} from './cardBlocks';

/** 20 blocks of 1,000 px each, 16 px apart (a block starts every 1,016 px). */
const even: BlockHeights = { measured: Array<number>(20).fill(1000), gap: 16 };

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

  it('takes the height of the unmeasured blocks as worked out once for a loop', () => {
    const some: BlockHeights = { measured: [900, undefined, 1100], gap: 16 };
    expect(unmeasuredHeight(some)).toBe(1000);
    expect(unmeasuredHeight({ measured: [undefined], gap: 16 })).toBe(BLOCK_HEIGHT_GUESS);
    expect(blockHeight(some, 1, 1234)).toBe(1234);
    expect(blockHeight(some, 2, 1234)).toBe(1100);
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
    // the block just past the end is no block of the list
    expect(listStretches(2, [2])).toEqual([{ kind: 'standIn', from: 0, to: 2 }]);
  });

  it('takes the drawn blocks in any order, repeated or outside the list', () => {
    // the kept block and its neighbours come after the drawn ones (useCardBlocks.ts)
    expect(listStretches(20, [0, 1, 9, 10, 11, 0, -1])).toEqual([
      { kind: 'cards', block: 0 },
      { kind: 'cards', block: 1 },
      { kind: 'standIn', from: 2, to: 9 },
      { kind: 'cards', block: 9 },
      { kind: 'cards', block: 10 },
      { kind: 'cards', block: 11 },
      { kind: 'standIn', from: 12, to: 20 },
    ]);
  });
});

describe('standInHeight', () => {
  it('is its blocks and the gaps between them', () => {
    expect(standInHeight(even, 2, 8)).toBe(6 * 1000 + 5 * 16);
    expect(standInHeight({ measured: [500, undefined, 700], gap: 10 }, 1, 3)).toBe(600 + 700 + 10);
  });
});
