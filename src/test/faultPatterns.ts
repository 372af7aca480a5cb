/**
 * What the fault tests share with the fault journeys: the amount bursts a visitor clicks (the
 * Node test on the real store, src/features/order/amountsUnderFaults.test.ts, and the browser
 * journey, e2e/journeys/faults-amounts.spec.ts), and a seeded generator for the demo server's
 * faults (the same seed, the same faults). Used by tests only.
 */

/** The improv night's two variants a visitor changes in the bursts. */
export type BurstVariant = 'adult' | 'student';
/** What the visitor wants after a burst: adults and students. */
export type Wish = Record<BurstVariant, number>;

/**
 * The bursts: each a run of clicks on both variants, faster than the shop answers (no wait between
 * them); the amounts they lead to are the wish.
 */
export const BURSTS: { clicks: [BurstVariant, number][]; wish: Wish }[] = [
  // 6 adults and 3 students in one go
  {
    clicks: [
      ['adult', +6],
      ['student', +3],
    ],
    wish: { adult: 6, student: 3 },
  },
  // ten quick − and a + among them
  {
    clicks: [
      ['adult', -4],
      ['student', -3],
      ['adult', +1],
      ['adult', -2],
    ],
    wish: { adult: 1, student: 0 },
  },
  // up again, and down a little
  {
    clicks: [
      ['student', +4],
      ['adult', +3],
      ['student', -2],
    ],
    wish: { adult: 4, student: 2 },
  },
];

/** A small seeded generator of numbers in [0, 1) (mulberry32). */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
