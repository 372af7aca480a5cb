/** @jest-environment ./src/test/nodeEnvironment.cjs */
import type { RoundFigures } from './lighthouseRounds';
import { lighthouseRows } from './lighthouseRows';

const lighthouse = (
  performance: number,
  lcpMs: number,
  load = 1.5,
  more: Partial<RoundFigures> = {},
): RoundFigures => ({
  performance,
  lcpMs,
  fcpMs: lcpMs / 2,
  tbtMs: 80,
  cls: 0,
  runs: 5,
  load,
  ...more,
});

describe('the rows of Lighthouse', () => {
  // the page as HTML without scripts, and the floor app, in three rounds
  const html = [lighthouse(100, 1000, 1.2), lighthouse(100, 1300, 3.1), lighthouse(99, 1000, 1.4)];
  const app = [
    lighthouse(90, 2000, 1.1, { tbtMs: 300 }),
    lighthouse(85, 2400, 3.0, { tbtMs: 420 }),
    lighthouse(92, 2000, 1.3, { tbtMs: 310 }),
  ];
  const floors = { html, app };

  it('shows the worst round of each figure, with the right floor of the same round and both loads', () => {
    const page = [
      lighthouse(91, 1120, 1.3, { tbtMs: 350 }),
      lighthouse(84, 1400, 3.3, { tbtMs: 500, cls: 0.0123 }),
      lighthouse(89, 1100, 1.5, { tbtMs: 360 }),
    ];
    const [score, lcp, fcp, tbt, cls] = lighthouseRows('categories home', page, floors);
    // round 3 is furthest below the floor app (89 against 92), though round 2 scored lowest (84 against 85)
    expect(score).toEqual({
      measure:
        'Lighthouse mobile performance, categories home (worst of 3 rounds, each the median of 5; floor: the floor app)',
      value: '89',
      floor: '92',
      ratio: '—',
      target: '≥ floor',
      met: false,
      load: '1.50 (floor 1.30)',
    });
    // round 1 is the worst against its HTML floor (1.12×), though round 2 took longest (1.08×)
    expect(lcp).toEqual({
      measure:
        'LCP, categories home (Lighthouse mobile, ms; floor: the page as HTML without scripts)',
      value: '1,120 ms',
      floor: '1,000 ms',
      ratio: '1.12×',
      target: '≤ 1.15× floor',
      met: true,
      load: '1.30 (floor 1.20)',
    });
    expect(fcp).toMatchObject({
      measure:
        'FCP, categories home (Lighthouse mobile, ms; floor: the page as HTML without scripts)',
      value: '560 ms',
      floor: '500 ms',
      met: null,
    });
    expect(tbt).toMatchObject({
      measure: 'TBT, categories home (Lighthouse mobile, ms; floor: the floor app)',
      value: '500 ms',
      floor: '420 ms',
      ratio: '1.19×',
      met: null,
    });
    expect(cls).toEqual({
      measure: 'CLS, categories home (Lighthouse mobile; floor: the page as HTML without scripts)',
      value: '0.0123',
      floor: '0',
      ratio: '—',
      target: '0',
      met: false,
      load: '3.30 (floor 3.10)',
    });
  });

  it('meets the budgets only when every round does', () => {
    const page = [lighthouse(90, 1150), lighthouse(85, 1450), lighthouse(92, 1100)];
    const [score, lcp, , , cls] = lighthouseRows('article', page, floors);
    // level with the floor app in every round: the first round shows
    expect(score).toMatchObject({ value: '90', floor: '90', met: true });
    expect(lcp).toMatchObject({ value: '1,150 ms', ratio: '1.15×', met: true });
    expect(cls).toMatchObject({ value: '0', met: true });
    const slower = [lighthouse(90, 1151), ...page.slice(1)];
    expect(lighthouseRows('article', slower, floors)[1]).toMatchObject({
      value: '1,151 ms',
      met: false,
    });
    const shifted = [...page.slice(0, 2), lighthouse(92, 1100, 1.5, { cls: 0.000012 })];
    expect(lighthouseRows('article', shifted, floors)[4]).toMatchObject({
      value: '0.000012',
      met: false,
    });
    const lower = [...page.slice(0, 2), lighthouse(91, 1100)];
    expect(lighthouseRows('article', lower, floors)[0]).toMatchObject({
      value: '91',
      floor: '92',
      met: false,
    });
  });

  it('counts a round without figures, its own or its floor’s, as a miss', () => {
    const failed = lighthouse(Number.NaN, Number.NaN, 2, { runs: 0, cls: Number.NaN });
    const page = [lighthouse(100, 1000), failed, lighthouse(100, 1000)];
    const [score, lcp, , , cls] = lighthouseRows('category', page, floors);
    expect(score).toMatchObject({ value: 'n/a', met: false });
    expect(lcp).toMatchObject({ value: 'n/a', ratio: '—', met: false });
    expect(cls).toMatchObject({ value: 'n/a', met: false });
    const good = [lighthouse(100, 1000), lighthouse(100, 1300), lighthouse(100, 1000)];
    const noFloors = { html: [html[0], failed, html[2]], app: [app[0], failed, app[2]] };
    const [noScore, noLcp] = lighthouseRows('category', good, noFloors);
    expect(noScore).toMatchObject({ value: '100', floor: 'n/a', met: false });
    expect(noLcp).toMatchObject({ floor: 'n/a', ratio: '—', met: false });
  });

  it('shows a large shop’s score beside the floor app’s without a budget, its LCP with one', () => {
    const page = [lighthouse(80, 1150), lighthouse(80, 1450), lighthouse(80, 1100)];
    const [score, lcp] = lighthouseRows('big', page, floors, { scoreBudget: false });
    expect(score).toMatchObject({ value: '80', floor: '92', target: '—', met: null });
    expect(lcp).toMatchObject({ value: '1,150 ms', ratio: '1.15×', met: true });
    const slower = [lighthouse(80, 1151), ...page.slice(1)];
    expect(lighthouseRows('big', slower, floors, { scoreBudget: false })[1].met).toBe(false);
  });
});
