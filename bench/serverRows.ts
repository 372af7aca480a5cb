import type { LoadCase, PageSize, ServerLoadFigures } from './serverLoad';
import { formatKib, formatLoad, formatMib, formatMs, NONE, type BenchRow } from './table';

/** issue 33: the home, shop answer kept, 20 concurrent requests, on every core of a 2-core machine */
export const SERVER_BUDGET = {
  rendersPerSecond: 100,
  p95Ms: 100,
  /** heap after a full collection, growth over the second half of the renders: flat */
  memoryGrowthBytes: 2 * 1024 ** 2,
} as const;

const whole = (value: number) => Math.round(value).toLocaleString('en-US');

/** The budget is the home's, shop answer kept, with a worker on every core. */
const budgeted = (row: LoadCase, cores: number) =>
  row.page === 'home' && row.shopAnswer === 'kept' && row.workers === cores;

export function loadRow(
  row: LoadCase,
  connections: number,
  durationS: number,
  cores: number,
): BenchRow {
  const inBudget = budgeted(row, cores);
  const met =
    row.failures === 0 &&
    row.rendersPerSecond >= SERVER_BUDGET.rendersPerSecond &&
    row.p95Ms <= SERVER_BUDGET.p95Ms;
  const processes = row.workers === 1 ? '1 process' : `${row.workers} workers`;
  return {
    measure:
      `server: ${row.label}, shop answer ${row.shopAnswer === 'kept' ? 'kept' : 'read each time'}, ` +
      `${processes} (renders/s, p50, p95; ${connections} concurrent, ${durationS} s)`,
    value:
      `${whole(row.rendersPerSecond)}/s, p50 ${formatMs(row.p50Ms)}, p95 ${formatMs(row.p95Ms)} ` +
      `(${whole(row.requests)} renders, ${whole(row.failures)} failed` +
      `${Number.isFinite(row.cpuMsPerRender) ? `; CPU ${row.cpuMsPerRender.toFixed(1)} ms a render` : ''})`,
    floor: NONE,
    ratio: NONE,
    target: inBudget
      ? `≥ ${SERVER_BUDGET.rendersPerSecond}/s, p95 ≤ ${formatMs(SERVER_BUDGET.p95Ms)}`
      : NONE,
    met: inBudget ? met : null,
    load: formatLoad(row.load),
  };
}

export const sizeRow = (size: PageSize): BenchRow => ({
  measure: `server: HTML of the ${size.label} (KiB, as rendered; gzip -9)`,
  value: `${formatKib(size.htmlBytes)} (${formatKib(size.gzipBytes)} gzip)`,
  floor: NONE,
  ratio: NONE,
  target: NONE,
  met: null,
  load: NONE,
});

export function memoryRow(memory: NonNullable<ServerLoadFigures['memory']>): BenchRow {
  const [before, half, after] = memory.points;
  const point = (label: string, at: (typeof memory.points)[number] | undefined) =>
    at ? `${label} ${formatMib(at.rss)} / ${formatMib(at.heapUsed)}` : `${label} n/a`;
  const growth = half && after ? after.heapUsed - half.heapUsed : Number.NaN;
  return {
    measure:
      'server: memory over 10,000 renders, one process (rss / heap used' +
      `${memory.collected ? ' after a full GC' : ', no GC'}: before, after 5,000, after 10,000)`,
    value: [point('before', before), point('5,000', half), point('10,000', after)].join('; '),
    floor: NONE,
    ratio: NONE,
    target: `heap +≤ ${formatMib(SERVER_BUDGET.memoryGrowthBytes)} over the second half`,
    met: memory.collected && Number.isFinite(growth) && growth <= SERVER_BUDGET.memoryGrowthBytes,
    load: formatLoad(memory.load),
  };
}

/** The server bench's rows: every case, the pages' sizes, the memory (when it was measured). */
export const serverRows = (figures: ServerLoadFigures, cores: number): BenchRow[] => [
  ...figures.cases.map((row) => loadRow(row, figures.connections, figures.durationS, cores)),
  ...figures.sizes.map(sizeRow),
  ...(figures.memory ? [memoryRow(figures.memory)] : []),
];
