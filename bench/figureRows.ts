import type { AnswerFloorFigures } from './answerFloor';
import type { BurstFigures } from './amountBurst';
import type { RenderFigures } from './bigCategoryRender';
import type { ScrollFigures } from './bigCategoryScroll';
import type { ProgrammeComputeFigures } from './programmeCompute';
import type { FirstPageFigures } from './firstPageBytes';
import type { MemoryFigures } from './memory';
import type { RecordingFigures } from './recordingCost';
import {
  formatKib,
  formatLoad,
  formatMib,
  formatMs,
  formatRatio,
  NONE,
  type BenchRow,
} from './table';
import type { TickFigures } from './tickCommits';

/** The budgets (issue 33; the commits, burst and render ones from issue 9). */
export const BUDGETS = {
  /**
   * first-page JS, KiB gzip -9 as the table shows it (one decimal), not above the figures before
   * server rendering (the bench of d3f76c8), by page key
   */
  firstPageJsKib: { home: 144.7, category: 139.8, article: 141.9, seating: 156.8 } as Record<
    string,
    number | undefined
  >,
  /** Lighthouse LCP at most this many times the HTML floor's in the same round: home, category, article */
  lcpToHtmlFloor: 1.15,
  /** Lighthouse CLS in every round (the Lighthouse score: at least the floor app's in the same round) */
  cls: 0,
  commitsPerTick: 0,
  roundsPerBurst: 1,
  renderMs: 200,
  /** issue 19: frames over 50 ms while scrolling through a long category */
  longFramesWhileScrolling: 0,
  /** issue 19: the programme from a shop answer (ms) */
  programmeMs: 50,
  /** the demo shop's heap after GC over the second half of the memory loop: flat */
  memoryGrowthBytes: 2 * 1024 ** 2,
  /** the bounds actionRecorder.test.ts held until issue 17 (timings left the tests) */
  recordingMsPerAnswer: 10,
  recordingMsPerTick: 2,
} as const;

/** A figure the floor has nothing like (no ratio, no floor column). */
const alone = { floor: NONE, ratio: NONE };

/** A measurement that failed: its row says so and misses its budget. */
export const failedRow = (measure: string, error: unknown): BenchRow => ({
  measure,
  value: `failed: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`,
  ...alone,
  target: NONE,
  met: false,
  load: NONE,
});

const files = (count: number) => `${count} ${count === 1 ? 'file' : 'files'}`;
const kib = (bytes: number, count: number) => `${formatKib(bytes)} (${files(count)})`;

/** JS bytes within a ceiling in KiB, as the table shows them (one decimal). */
const withinKib = (bytes: number, ceilingKib: number): boolean =>
  Number.isFinite(bytes) && Number((bytes / 1024).toFixed(1)) <= ceilingKib;

/**
 * A first page's bytes beside the floor app's first page: JS (with its page's ceiling), JS as
 * sent, JS fetched ahead after load (a line of its own), CSS.
 */
export function bytesRows(
  { key, label }: { key: string; label: string },
  figures: FirstPageFigures,
  floor: FirstPageFigures,
): BenchRow[] {
  const ceiling = BUDGETS.firstPageJsKib[key];
  const page = figures.firstPage;
  const base = floor.firstPage;
  const aheadJs = figures.withPreloads.jsGzip - page.jsGzip;
  const aheadFiles = figures.withPreloads.jsFiles - page.jsFiles;
  const floorAheadJs = floor.withPreloads.jsGzip - base.jsGzip;
  const floorAheadFiles = floor.withPreloads.jsFiles - base.jsFiles;
  return [
    {
      measure: `first-page JS, ${label} (KiB, gzip -9)`,
      value: kib(page.jsGzip, page.jsFiles),
      floor: kib(base.jsGzip, base.jsFiles),
      ratio: formatRatio(page.jsGzip, base.jsGzip),
      target: ceiling === undefined ? NONE : `≤ ${ceiling.toFixed(1)} KiB`,
      met: ceiling === undefined ? null : withinKib(page.jsGzip, ceiling),
      load: NONE,
    },
    {
      measure: `first-page JS as sent, ${label} (KiB, the server's encoding)`,
      value: formatKib(page.jsSent),
      floor: formatKib(base.jsSent),
      ratio: formatRatio(page.jsSent, base.jsSent),
      target: NONE,
      met: null,
      load: NONE,
    },
    {
      measure: `JS fetched ahead after load, ${label} (KiB, gzip -9)`,
      value: kib(aheadJs, aheadFiles),
      floor: kib(floorAheadJs, floorAheadFiles),
      ratio: formatRatio(aheadJs, floorAheadJs),
      target: NONE,
      met: null,
      load: NONE,
    },
    {
      measure: `first-page CSS, ${label} (KiB, gzip -9)`,
      value: kib(page.cssGzip, page.cssFiles),
      floor: kib(base.cssGzip, base.cssFiles),
      ratio: formatRatio(page.cssGzip, base.cssGzip),
      target: NONE,
      met: null,
      load: NONE,
    },
  ];
}

const perTick = (count: number, ticks: number) => (ticks > 0 ? count / ticks : Number.NaN);

export function tickRows(cartOpen: TickFigures, cartClosed: TickFigures): BenchRow[] {
  const row = (measure: string, figures: TickFigures, countdownShown: boolean): BenchRow => {
    const commits = perTick(figures.outsideCommits, figures.ticks);
    const components = perTick(figures.outsideComponents, figures.ticks);
    // with the countdown on screen, no render inside it means the probe saw nothing
    const seen = !countdownShown || figures.insideComponents > 0;
    return {
      measure,
      value: seen
        ? `${commits.toFixed(2)} (${components.toFixed(2)} components; ${figures.ticks} ticks)`
        : `no countdown render seen in ${figures.ticks} ticks`,
      ...alone,
      target: String(BUDGETS.commitsPerTick),
      met: seen && figures.ticks > 0 && figures.outsideCommits === BUDGETS.commitsPerTick,
      load: NONE,
    };
  };
  return [
    row('React commits outside the countdown per tick, cart open', cartOpen, true),
    row('React commits per tick, cart closed (no countdown shown)', cartClosed, false),
  ];
}

export function burstRow(figures: BurstFigures, load: number): BenchRow {
  const methods = [...new Set(figures.methods)].join('/') || 'no call';
  return {
    measure: `API calls for a burst of ${figures.clicks} amount clicks`,
    value:
      `${figures.calls} ${figures.calls === 1 ? 'call' : 'calls'} (${methods}) in ` +
      `${figures.rounds} ${figures.rounds === 1 ? 'round' : 'rounds'}, ` +
      `the first ${formatMs(figures.firstCallAfterMs)} after the last click`,
    ...alone,
    target: `${BUDGETS.roundsPerBurst} round`,
    met: figures.rounds === BUDGETS.roundsPerBurst,
    load: formatLoad(load),
  };
}

export function renderRows(
  expected: number,
  figures: RenderFigures,
  load: number,
  answer?: AnswerFloorFigures,
): BenchRow[] {
  const cards = (count: number) => count.toLocaleString('en-US');
  const count = cards(expected);
  const firstPage =
    figures.cards >= expected ? '' : ` (the first page: ${cards(figures.cards)} cards)`;
  const drawn = ` (${cards(figures.allCards)} cards in the page)`;
  const row = (measure: string, value: string, target = NONE, met: boolean | null = null) => ({
    measure,
    value,
    ...alone,
    target,
    met,
    load: formatLoad(load),
  });
  /** beside a figure from the answer: the browser's own time for the answer in a bare page */
  const besideAnswer = (ms: number) =>
    answer
      ? { floor: formatMs(answer.paintedMs), ratio: formatRatio(ms, answer.paintedMs) }
      : alone;
  /**
   * A figure from the answer, with its budget; none where the cards were painted from the
   * server's HTML before any answer came (a page rendered on the server: the time that applies
   * is the one from navigation start)
   */
  const fromAnswer = (measure: string, ms: number, detail: string, fromHtml?: boolean) =>
    fromHtml
      ? row(measure, `painted from the server's HTML, before any answer${detail}`)
      : {
          ...row(
            measure,
            `${formatMs(ms)}${detail}`,
            `< ${formatMs(BUDGETS.renderMs)}`,
            ms < BUDGETS.renderMs,
          ),
          ...besideAnswer(ms),
        };
  const rows = [
    fromAnswer(
      `render a category of ${count} placements, API answer → painted (ms, median of ${figures.runs})`,
      figures.renderMs,
      firstPage,
      figures.firstFromHtml,
    ),
    row(
      `render a category of ${count} placements, from navigation start (ms)`,
      formatMs(figures.totalMs),
    ),
    row(
      `render a category of ${count} placements, "Show more" click → next page painted (ms)`,
      formatMs(figures.showMoreMs),
    ),
    fromAnswer(
      `render a category of ${count} placements, all shown (back from an article), API answer → first cards painted (ms)`,
      figures.allRenderMs,
      drawn,
      figures.allFromHtml,
    ),
  ];
  if (!answer) return rows;
  const size = `${(answer.chars / 1e6).toFixed(1)} MB`;
  return [
    ...rows,
    row(
      `the shop's answer with ${count} placements (${size} of JSON) in a bare page, last byte → text → parsed → painted (ms, median of ${answer.runs}; the floor column above)`,
      `${formatMs(answer.textMs)} + ${formatMs(answer.parseMs)} → ${formatMs(answer.paintedMs)}`,
    ),
  ];
}

/** Scrolling to the end of a category of `expected` placements, all shown. */
export function scrollRows(expected: number, figures: ScrollFigures, load: number): BenchRow[] {
  const count = expected.toLocaleString('en-US');
  const reached =
    figures.lastCard >= expected
      ? ''
      : ` (the end not reached: card ${figures.lastCard.toLocaleString('en-US')})`;
  return [
    {
      measure: `scroll a category of ${count} placements to the end, frames over 50 ms (of ${figures.frames})`,
      value: `${figures.framesOver50}${reached}`,
      ...alone,
      target: `${BUDGETS.longFramesWhileScrolling}`,
      met: figures.lastCard >= expected && figures.framesOver50 <= BUDGETS.longFramesWhileScrolling,
      load: formatLoad(load),
    },
    {
      measure: `scroll a category of ${count} placements to the end, longest frame (ms)`,
      value: `${formatMs(figures.longestFrameMs)} (${figures.cards.toLocaleString('en-US')} cards in the page at the top)`,
      ...alone,
      target: NONE,
      met: null,
      load: formatLoad(load),
    },
  ];
}

/** The programme computed from a shop answer with `expected` placements in one category. */
export function programmeRows(
  expected: number,
  figures: ProgrammeComputeFigures,
  load: number,
): BenchRow[] {
  const count = expected.toLocaleString('en-US');
  const row = (measure: string, value: number, target = NONE, met: boolean | null = null) => ({
    measure,
    value: formatMs(value),
    ...alone,
    target,
    met,
    load: formatLoad(load),
  });
  return [
    row(
      `programme of ${figures.entries.toLocaleString('en-US')} entries (a category of ${count}) from the shop answer, in Node (ms, median of ${figures.runs})`,
      figures.programmeMs,
      `< ${formatMs(BUDGETS.programmeMs)}`,
      figures.programmeMs < BUDGETS.programmeMs,
    ),
    row(`programme of a category of ${count}: its first 60 cards made (ms)`, figures.firstCardsMs),
    row(
      `category of ${count}: card list and its first 60 cards made (ms)`,
      figures.categoryCardsMs,
    ),
  ];
}

const counts = (figures: { sessions: number; orders: number; idempotencyKeys: number }) =>
  [figures.sessions, figures.orders, figures.idempotencyKeys]
    .map((count) => count.toLocaleString('en-US'))
    .join(' / ');

/**
 * The memory step: the shop's counts at the end against what the eviction rules allow, and its
 * heap (after GC) before, at its peak and at the end, flat over the loop's second half.
 */
export function memoryRows(figures: MemoryFigures): BenchRow[] {
  const { loop, before, checkpoints, bound } = figures;
  const last = checkpoints.at(-1);
  const middle = checkpoints[Math.floor(checkpoints.length / 2) - 1];
  const visitors = loop.visitors.toLocaleString('en-US');
  const peakHeap = Math.max(before.heapBytes, ...checkpoints.map((point) => point.heapBytes));
  const growth = last && middle ? last.heapBytes - middle.heapBytes : Number.NaN;
  const withinBound =
    last !== undefined &&
    last.counts.sessions <= bound.sessions &&
    last.counts.orders <= bound.orders &&
    last.counts.idempotencyKeys <= bound.idempotencyKeys &&
    figures.peakCounts.sessions <= bound.sessions &&
    figures.peakCounts.orders <= bound.orders;
  const row = (measure: string, value: string, target = NONE, met: boolean | null = null) => ({
    measure,
    value,
    ...alone,
    target,
    met,
    load: NONE,
  });
  return [
    row(
      `demo shop after ${visitors} visitors and ${visitors} orders: sessions / orders / idempotency keys`,
      last ? `${counts(last.counts)} (peak ${counts(figures.peakCounts)})` : 'n/a',
      `≤ ${counts(bound)}`,
      withinBound,
    ),
    row(
      'demo shop heap after GC: before / peak / after the loop (MiB)',
      [before.heapBytes, peakHeap, last?.heapBytes ?? Number.NaN].map(formatMib).join(' / '),
    ),
    row(
      `demo shop heap growth over the loop's second half, ${middle?.visitors.toLocaleString('en-US') ?? '?'} → ${last?.visitors.toLocaleString('en-US') ?? '?'} visitors (MiB)`,
      formatMib(growth),
      `≤ ${formatMib(BUDGETS.memoryGrowthBytes)}`,
      Number.isFinite(growth) && growth <= BUDGETS.memoryGrowthBytes,
    ),
  ];
}

/** The action recorder's cost per recorded action: the shop's answer and a countdown tick. */
export function recordingRow(figures: RecordingFigures, load: number): BenchRow {
  const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)} ms` : 'n/a');
  return {
    measure: 'action recorder per recorded action: the shop answer (65 kB) / a countdown tick',
    value:
      `${ms(figures.msPerAnswer)} / ${ms(figures.msPerTick)} ` +
      `(median of ${figures.rounds} rounds of ${figures.answersPerRound} / ${figures.ticksPerRound})`,
    ...alone,
    target: `≤ ${BUDGETS.recordingMsPerAnswer} ms / ≤ ${BUDGETS.recordingMsPerTick} ms`,
    met:
      figures.msPerAnswer <= BUDGETS.recordingMsPerAnswer &&
      figures.msPerTick <= BUDGETS.recordingMsPerTick,
    load: formatLoad(load),
  };
}
