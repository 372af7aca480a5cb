import type { BurstFigures } from './amountBurst';
import type { RenderFigures } from './bigCategoryRender';
import type { FirstPageFigures } from './firstPageBytes';
import type { LighthouseFigures } from './lighthouseScores';
import { formatKb, formatMs, type BenchRow } from './table';
import type { TickFigures } from './tickCommits';

/** The targets (issue 9). */
export const TARGETS = {
  firstPageJsBytes: 160 * 1024,
  lighthouseScore: 98,
  commitsPerTick: 0,
  roundsPerBurst: 1,
  renderMs: 200,
} as const;

const NONE = '—';

/** A measurement that failed: its row says so and misses its target. */
export const failedRow = (measure: string, error: unknown): BenchRow => ({
  measure,
  value: `failed: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`,
  target: NONE,
  met: false,
});

const files = (count: number) => `${count} ${count === 1 ? 'file' : 'files'}`;

export function bytesRows(label: string, figures: FirstPageFigures): BenchRow[] {
  const { firstPage, withPreloads } = figures;
  const ahead = (bytes: number) =>
    bytes > 0 ? `; +${formatKb(bytes)} fetched ahead after load` : '';
  return [
    {
      measure: `first-page JS, ${label} (gzip)`,
      value:
        `${formatKb(firstPage.jsGzip)} (${files(firstPage.jsFiles)})` +
        ahead(withPreloads.jsGzip - firstPage.jsGzip),
      target: `≤ ${formatKb(TARGETS.firstPageJsBytes)}`,
      met: firstPage.jsGzip <= TARGETS.firstPageJsBytes,
    },
    {
      measure: `first-page CSS, ${label} (gzip)`,
      value:
        `${formatKb(firstPage.cssGzip)} (${files(firstPage.cssFiles)})` +
        ahead(withPreloads.cssGzip - firstPage.cssGzip),
      target: NONE,
      met: null,
    },
  ];
}

export function lighthouseRows(label: string, figures: LighthouseFigures): BenchRow[] {
  return [
    {
      measure: `Lighthouse mobile performance, ${label} (median of ${figures.runs})`,
      value: String(figures.performance),
      target: `≥ ${TARGETS.lighthouseScore}`,
      met: figures.performance >= TARGETS.lighthouseScore,
    },
    {
      measure: `Lighthouse mobile LCP / TBT / CLS, ${label}`,
      value: `${formatMs(figures.lcpMs)} / ${formatMs(figures.tbtMs)} / ${figures.cls.toFixed(3)}`,
      target: NONE,
      met: null,
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
      target: String(TARGETS.commitsPerTick),
      met: seen && figures.ticks > 0 && figures.outsideCommits === TARGETS.commitsPerTick,
    };
  };
  return [
    row('React commits outside the countdown per tick, cart open', cartOpen, true),
    row('React commits per tick, cart closed (no countdown shown)', cartClosed, false),
  ];
}

export function burstRow(figures: BurstFigures): BenchRow {
  const methods = [...new Set(figures.methods)].join('/') || 'no call';
  return {
    measure: `API calls for a burst of ${figures.clicks} amount clicks`,
    value:
      `${figures.calls} ${figures.calls === 1 ? 'call' : 'calls'} (${methods}) in ` +
      `${figures.rounds} ${figures.rounds === 1 ? 'round' : 'rounds'}, ` +
      `the first ${formatMs(figures.firstCallAfterMs)} after the last click`,
    target: `${TARGETS.roundsPerBurst} round`,
    met: figures.rounds === TARGETS.roundsPerBurst,
  };
}

export function renderRows(expected: number, figures: RenderFigures): BenchRow[] {
  const cards = (count: number) => count.toLocaleString('en-US');
  const count = cards(expected);
  const firstPage =
    figures.cards >= expected ? '' : ` (the first page: ${cards(figures.cards)} cards)`;
  const all = figures.allCards >= expected ? '' : ` (only ${cards(figures.allCards)} cards shown)`;
  return [
    {
      measure: `render a category of ${count} placements, API answer → painted (median of ${figures.runs})`,
      value: `${formatMs(figures.renderMs)}${firstPage}`,
      target: `< ${formatMs(TARGETS.renderMs)}`,
      met: figures.renderMs < TARGETS.renderMs,
    },
    {
      measure: `render a category of ${count} placements, from navigation start`,
      value: formatMs(figures.totalMs),
      target: NONE,
      met: null,
    },
    {
      measure: `render a category of ${count} placements, "Show more" click → next page painted`,
      value: formatMs(figures.showMoreMs),
      target: NONE,
      met: null,
    },
    {
      measure: `render a category of ${count} placements, all cards at once, API answer → painted`,
      value: `${formatMs(figures.allRenderMs)}${all}`,
      target: NONE,
      met: null,
    },
  ];
}
