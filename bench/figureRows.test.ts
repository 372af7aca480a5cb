/** @jest-environment ./src/test/nodeEnvironment.cjs */
import {
  BUDGETS,
  burstRow,
  bytesRows,
  failedRow,
  memoryRows,
  recordingRow,
  renderRows,
  tickRows,
} from './figureRows';
import type { GzipTotals } from './gzipSize';
import type { MemoryCheckpoint, MemoryFigures } from './memory';

const KIB = 1024;

const totals = (jsGzip: number, jsFiles = 3, cssGzip = 7_680): GzipTotals => ({
  jsGzip,
  cssGzip,
  jsRaw: jsGzip * 4,
  cssRaw: cssGzip * 4,
  jsSent: Math.round(jsGzip * 0.88),
  cssSent: Math.round(cssGzip * 0.9),
  jsFiles,
  cssFiles: cssGzip > 0 ? 1 : 0,
});

const floorBytes = { firstPage: totals(100 * KIB, 1, 0), withPreloads: totals(100 * KIB, 1, 0) };

const ticks = (outsideCommits: number, insideComponents: number) => ({
  ticks: 10,
  commits: 10,
  outsideCommits,
  outsideComponents: outsideCommits * 26,
  insideComponents,
  outsideNames: [],
});

describe('the rows of the bytes', () => {
  const home = { key: 'home', label: 'categories home' };

  it('holds first-page JS to its page’s ceiling, and shows it as sent, fetched ahead and CSS beside the floor app', () => {
    const page = { firstPage: totals(141.9 * KIB), withPreloads: totals(149.9 * KIB, 5) };
    const [js, sent, ahead, css] = bytesRows(
      { key: 'article', label: 'article' },
      page,
      floorBytes,
    );
    expect(js).toEqual({
      measure: 'first-page JS, article (KiB, gzip -9)',
      value: '141.9 KiB (3 files)',
      floor: '100.0 KiB (1 file)',
      ratio: '1.42×',
      target: '≤ 141.9 KiB',
      met: true,
      load: '—',
    });
    expect(sent).toMatchObject({
      measure: "first-page JS as sent, article (KiB, the server's encoding)",
      value: '124.9 KiB',
      floor: '88.0 KiB',
      ratio: '1.42×',
      met: null,
    });
    expect(ahead).toMatchObject({
      measure: 'JS fetched ahead after load, article (KiB, gzip -9)',
      value: '8.0 KiB (2 files)',
      floor: '0.0 KiB (0 files)',
      ratio: '—',
      met: null,
    });
    expect(css).toMatchObject({
      value: '7.5 KiB (1 file)',
      floor: '0.0 KiB (0 files)',
      ratio: '—',
    });
  });

  it('has each page’s own ceiling, the figures before server rendering', () => {
    const ceilings = Object.entries(BUDGETS.firstPageJsKib).map(
      ([key, kib]) =>
        bytesRows(
          { key, label: key },
          { firstPage: totals(100 * KIB), withPreloads: totals(100 * KIB) },
          floorBytes,
        )[0].target + ` (${key}, ${kib})`,
    );
    expect(ceilings).toEqual([
      '≤ 144.7 KiB (home, 144.7)',
      '≤ 139.8 KiB (category, 139.8)',
      '≤ 141.9 KiB (article, 141.9)',
      '≤ 156.8 KiB (seating, 156.8)',
    ]);
  });

  it('misses the ceiling once the figure shown is above it, floor app or not', () => {
    // 144.749… KiB is shown as 144.7: within; 144.75 KiB is shown as 144.8: over
    const within = totals(Math.floor(144.749 * KIB));
    const over = totals(Math.ceil(144.75 * KIB));
    expect(
      bytesRows(home, { firstPage: within, withPreloads: within }, floorBytes)[0],
    ).toMatchObject({
      value: '144.7 KiB (3 files)',
      met: true,
    });
    expect(bytesRows(home, { firstPage: over, withPreloads: over }, floorBytes)[0]).toMatchObject({
      value: '144.8 KiB (3 files)',
      met: false,
    });
    const noFloor = totals(Number.NaN, 0, Number.NaN);
    const [js] = bytesRows(
      home,
      { firstPage: totals(50 * KIB), withPreloads: totals(50 * KIB) },
      { firstPage: noFloor, withPreloads: noFloor },
    );
    expect(js).toMatchObject({ floor: 'n/a (0 files)', ratio: '—', met: true });
    const failed = totals(Number.NaN, 0);
    expect(bytesRows(home, { firstPage: failed, withPreloads: failed }, floorBytes)[0].met).toBe(
      false,
    );
  });

  it('has no budget for a page without a ceiling', () => {
    const page = { firstPage: totals(500 * KIB), withPreloads: totals(500 * KIB) };
    expect(bytesRows({ key: 'legal', label: 'legal' }, page, floorBytes)[0]).toMatchObject({
      target: '—',
      met: null,
    });
  });
});

describe('the other rows', () => {
  it('wants no commit outside the countdown, and a probe that saw the countdown render', () => {
    const [open, closed] = tickRows(ticks(0, 20), ticks(0, 0));
    expect(open).toMatchObject({
      value: '0.00 (0.00 components; 10 ticks)',
      floor: '—',
      met: true,
      load: '—',
    });
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

  it('wants one round of calls for a burst, with the load beside its time', () => {
    const burst = { clicks: 10, calls: 1, rounds: 1, firstCallAfterMs: 512.3, methods: ['POST'] };
    expect(burstRow(burst, 2.5)).toEqual({
      measure: 'API calls for a burst of 10 amount clicks',
      value: '1 call (POST) in 1 round, the first 512 ms after the last click',
      floor: '—',
      ratio: '—',
      target: '1 round',
      met: true,
      load: '2.50',
    });
    expect(
      burstRow({ ...burst, calls: 10, rounds: 10, methods: Array(10).fill('POST') }, 1),
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
    const [render, total, more, all] = renderRows(2000, figures, 1.25);
    expect(render).toMatchObject({
      value: '180 ms',
      target: '< 200 ms',
      met: true,
      load: '1.25',
    });
    expect(total).toMatchObject({ value: '1,400 ms', met: null });
    expect(more).toMatchObject({
      measure: 'render a category of 2,000 placements, "Show more" click → next page painted (ms)',
      value: '40 ms',
      met: null,
    });
    expect(all).toMatchObject({
      value: '650 ms (2,000 cards in the page)',
      target: '< 200 ms',
      met: false,
    });
    const paged = renderRows(2000, { ...figures, renderMs: 90, cards: 60, allCards: 1000 }, 1);
    expect(paged[0].value).toBe('90 ms (the first page: 60 cards)');
    expect(paged[3].value).toBe('650 ms (1,000 cards in the page)');
    expect(renderRows(20_000, { ...figures, allRenderMs: 150, allCards: 120 }, 1)[3]).toMatchObject(
      { value: '150 ms (120 cards in the page)', met: true },
    );
    expect(renderRows(2000, { ...figures, renderMs: Number.NaN, cards: 0 }, 1)[0].met).toBe(false);
    expect(renderRows(2000, { ...figures, showMoreMs: Number.NaN }, 1)[2].value).toBe('n/a');
  });

  it('times nothing from the answer where the cards were painted from the server’s HTML', () => {
    const figures = {
      renderMs: Number.NaN,
      totalMs: 415,
      cards: 60,
      showMoreMs: 57,
      allRenderMs: Number.NaN,
      allCards: 60,
      firstFromHtml: true,
      allFromHtml: true,
      runs: 5,
    };
    const [first, total, , all] = renderRows(2000, figures, 1.5);
    expect(first).toMatchObject({
      value: "painted from the server's HTML, before any answer (the first page: 60 cards)",
      target: '—',
      met: null,
    });
    expect(total).toMatchObject({ value: '415 ms' });
    expect(all).toMatchObject({
      value: "painted from the server's HTML, before any answer (60 cards in the page)",
      met: null,
    });
    // one run that waited for the answer keeps the budget
    const waited = renderRows(2000, { ...figures, firstFromHtml: false, renderMs: 250 }, 1.5);
    expect(waited[0]).toMatchObject({ target: '< 200 ms', met: false });
  });

  it("puts the browser's own time for the answer beside the render figures, as their floor", () => {
    const figures = {
      renderMs: 900,
      totalMs: 2600,
      cards: 60,
      showMoreMs: 40,
      allRenderMs: 1200,
      allCards: 120,
      runs: 5,
    };
    const answer = { textMs: 480, parseMs: 120, paintedMs: 600, chars: 6_083_830, runs: 5 };
    const rows = renderRows(20_000, figures, 2.5, answer);
    expect(rows).toHaveLength(5);
    expect(rows[0]).toMatchObject({
      value: '900 ms (the first page: 60 cards)',
      floor: '600 ms',
      ratio: '1.50×',
      target: '< 200 ms',
      met: false,
    });
    expect(rows[3]).toMatchObject({ floor: '600 ms', ratio: '2.00×', met: false });
    expect(rows[1]).toMatchObject({ floor: '—', ratio: '—' });
    expect(rows[4]).toMatchObject({
      measure: expect.stringContaining("the shop's answer with 20,000 placements (6.1 MB of JSON)"),
      value: '480 ms + 120 ms → 600 ms',
      floor: '—',
      met: null,
      load: '2.50',
    });
    expect(renderRows(20_000, figures, 2.5)).toHaveLength(4);
  });

  it('says which measurement failed, on one line', () => {
    expect(failedRow('amount burst', new Error('timeout\nat …'))).toEqual({
      measure: 'amount burst',
      value: 'failed: timeout',
      floor: '—',
      ratio: '—',
      target: '—',
      met: false,
      load: '—',
    });
  });
});

describe('the rows of the memory step', () => {
  const MIB = 1024 ** 2;
  const point = (visitors: number, heapMib: number, orders: number): MemoryCheckpoint => ({
    visitors,
    heapBytes: heapMib * MIB,
    counts: { sessions: 240, orders, idempotencyKeys: orders },
  });
  const figures = (last: number): MemoryFigures => ({
    loop: {
      visitors: 4000,
      concurrency: 8,
      clockStepMs: 30_000,
      paidEvery: 5,
      checkpointEvery: 1000,
    },
    before: point(0, 20, 100),
    checkpoints: [
      point(1000, 22, 500),
      point(2000, 23, 700),
      point(3000, 23.5, 700),
      point(4000, last, 700),
    ],
    peakCounts: { sessions: 240, orders: 700, idempotencyKeys: 700 },
    bound: { sessions: 258, orders: 744, idempotencyKeys: 744 },
    durationMs: 60_000,
  });

  it('holds the counts to the rules’ bound and the heap flat over the second half', () => {
    const [counts, heap, growth] = memoryRows(figures(23.4));
    expect(counts).toMatchObject({
      measure:
        'demo shop after 4,000 visitors and 4,000 orders: sessions / orders / idempotency keys',
      value: '240 / 700 / 700 (peak 240 / 700 / 700)',
      target: '≤ 258 / 744 / 744',
      met: true,
    });
    expect(heap).toMatchObject({ value: '20.0 MiB / 23.5 MiB / 23.4 MiB', met: null });
    expect(growth).toMatchObject({
      measure: "demo shop heap growth over the loop's second half, 2,000 → 4,000 visitors (MiB)",
      value: '0.4 MiB',
      target: `≤ 2.0 MiB`,
      met: true,
    });
    expect(BUDGETS.memoryGrowthBytes).toBe(2 * MIB);
  });

  it('misses when a count passes the bound or the heap keeps growing', () => {
    expect(memoryRows(figures(25.5))[2].met).toBe(false);
    const over = figures(23);
    over.checkpoints[3].counts.orders = 745;
    expect(memoryRows(over)[0].met).toBe(false);
  });
});

describe('the action recorder row', () => {
  const figures = (msPerAnswer: number, msPerTick: number) => ({
    rounds: 5,
    answersPerRound: 100,
    ticksPerRound: 1000,
    msPerAnswer,
    msPerTick,
  });

  it('gives both costs with their budgets and the load', () => {
    expect(recordingRow(figures(1.234, 0.091), 2.5)).toEqual({
      measure: 'action recorder per recorded action: the shop answer (65 kB) / a countdown tick',
      value: '1.23 ms / 0.09 ms (median of 5 rounds of 100 / 1000)',
      floor: '—',
      ratio: '—',
      target: `≤ ${BUDGETS.recordingMsPerAnswer} ms / ≤ ${BUDGETS.recordingMsPerTick} ms`,
      met: true,
      load: '2.50',
    });
  });

  it('misses its budget when either cost is over, or was not measured', () => {
    expect(recordingRow(figures(BUDGETS.recordingMsPerAnswer + 0.1, 0.1), 1).met).toBe(false);
    expect(recordingRow(figures(1, BUDGETS.recordingMsPerTick + 0.1), 1).met).toBe(false);
    expect(recordingRow(figures(Number.NaN, 0.1), 1)).toMatchObject({
      value: expect.stringMatching(/^n\/a \/ 0\.10 ms/),
      met: false,
    });
  });
});
