/** @jest-environment node */
import { burstRow, bytesRows, failedRow, lighthouseRows, renderRows, tickRows } from './figureRows';

const totals = (jsGzip: number) => ({
  jsGzip,
  cssGzip: 7_680,
  jsRaw: jsGzip * 4,
  cssRaw: 30_000,
  jsFiles: 3,
  cssFiles: 1,
});

const ticks = (outsideCommits: number, insideComponents: number) => ({
  ticks: 10,
  commits: 10,
  outsideCommits,
  outsideComponents: outsideCommits * 26,
  insideComponents,
  outsideNames: [],
});

describe('the rows of the figures', () => {
  it('holds first-page JS to 160 KB of gzip and adds what is fetched ahead; CSS has no target', () => {
    const figures = { firstPage: totals(160 * 1024), withPreloads: totals(200 * 1024) };
    const [js, css] = bytesRows('article', figures);
    expect(js).toEqual({
      measure: 'first-page JS, article (gzip)',
      value: '160.0 KB (3 files); +40.0 KB fetched ahead after load',
      target: '≤ 160.0 KB',
      met: true,
    });
    expect(css).toMatchObject({ value: '7.5 KB (1 file)', target: '—', met: null });
    const over = totals(160 * 1024 + 1);
    expect(bytesRows('article', { firstPage: over, withPreloads: over })[0]).toMatchObject({
      value: '160.0 KB (3 files)',
      met: false,
    });
  });

  it('holds the Lighthouse score to 98 and lists LCP, TBT and CLS', () => {
    const figures = { performance: 97, lcpMs: 2012.4, tbtMs: 0, cls: 0.0213, runs: 5 };
    const [score, metrics] = lighthouseRows('categories home', figures);
    expect(score).toMatchObject({
      measure: 'Lighthouse mobile performance, categories home (median of 5)',
      value: '97',
      met: false,
    });
    expect(metrics.value).toBe('2,012 ms / 0 ms / 0.021');
    expect(lighthouseRows('home', { ...figures, performance: 98 })[0].met).toBe(true);
  });

  it('wants no commit outside the countdown, and a probe that saw the countdown render', () => {
    const [open, closed] = tickRows(ticks(0, 20), ticks(0, 0));
    expect(open).toMatchObject({ value: '0.00 (0.00 components; 10 ticks)', met: true });
    expect(closed.met).toBe(true);
    expect(tickRows(ticks(10, 20), ticks(0, 0))[0]).toMatchObject({
      value: '1.00 (26.00 components; 10 ticks)',
      met: false,
    });
    expect(tickRows(ticks(0, 0), ticks(0, 0))[0]).toMatchObject({
      value: 'no countdown render seen in 10 ticks',
      met: false,
    });
  });

  it('wants one round of calls for a burst', () => {
    const burst = {
      clicks: 10,
      calls: 1,
      rounds: 1,
      firstCallAfterMs: 512.3,
      methods: ['POST'],
    };
    expect(burstRow(burst)).toEqual({
      measure: 'API calls for a burst of 10 amount clicks',
      value: '1 call (POST) in 1 round, the first 512 ms after the last click',
      target: '1 round',
      met: true,
    });
    expect(
      burstRow({ ...burst, calls: 10, rounds: 10, methods: Array(10).fill('POST') }),
    ).toMatchObject({
      value: '10 calls (POST) in 10 rounds, the first 512 ms after the last click',
      met: false,
    });
  });

  it('wants the category of 2,000 placements painted within 200 ms of the API answer, and says when a page of it shows', () => {
    const figures = {
      renderMs: 180,
      totalMs: 1400,
      cards: 2000,
      showMoreMs: 40,
      allRenderMs: 650,
      allCards: 2000,
      runs: 5,
    };
    const [render, total, more, all] = renderRows(2000, figures);
    expect(render).toMatchObject({ value: '180 ms', target: '< 200 ms', met: true });
    expect(total).toMatchObject({ value: '1,400 ms', met: null });
    expect(more).toMatchObject({
      measure: 'render a category of 2,000 placements, "Show more" click → next page painted',
      value: '40 ms',
      met: null,
    });
    expect(all).toMatchObject({ value: '650 ms', target: '—', met: null });
    const paged = renderRows(2000, { ...figures, renderMs: 90, cards: 60, allCards: 1000 });
    expect(paged[0].value).toBe('90 ms (the first page: 60 cards)');
    expect(paged[3].value).toBe('650 ms (only 1,000 cards shown)');
    expect(renderRows(2000, { ...figures, renderMs: Number.NaN, cards: 0 })[0].met).toBe(false);
    expect(renderRows(2000, { ...figures, showMoreMs: Number.NaN })[2].value).toBe('n/a');
  });

  it('says which measurement failed, on one line', () => {
    expect(failedRow('amount burst', new Error('timeout\nat …'))).toEqual({
      measure: 'amount burst',
      value: 'failed: timeout',
      target: '—',
      met: false,
    });
  });
});
