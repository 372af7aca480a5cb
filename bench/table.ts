/** One line of the benchmark's table: the storefront's figure beside the floor's. */
export interface BenchRow {
  /** what is measured, with its unit */
  measure: string;
  /** the storefront's figure */
  value: string;
  /** the floor app's figure in the same run; '—' when the floor has nothing like it */
  floor: string;
  /** value ÷ floor; '—' when there is no floor figure to divide by */
  ratio: string;
  /** the budget; '—' when there is none for this figure */
  target: string;
  /** whether the budget is met; null when there is no budget or no figure */
  met: boolean | null;
  /**
   * the machine's 1-minute load average when a timing was measured (the floor's beside it);
   * '—' for figures that are not timings (bytes, counts)
   */
  load: string;
}

export const NONE = '—';

const HEADER = ['measure', 'Billett', 'floor', 'ratio', 'budget', 'met?', 'load (1 min)'] as const;

export const metText = (met: boolean | null): string => (met === null ? NONE : met ? 'yes' : 'NO');

/** KiB (1 KiB = 1024 bytes), one decimal: 163 123 -> '159.3 KiB'. */
export const formatKib = (bytes: number): string =>
  Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KiB` : 'n/a';

/** MiB (1 MiB = 1024 KiB), one decimal. */
export const formatMib = (bytes: number): string =>
  Number.isFinite(bytes) ? `${(bytes / 1024 ** 2).toFixed(1)} MiB` : 'n/a';

export const formatMs = (ms: number): string =>
  Number.isFinite(ms) ? `${Math.round(ms).toLocaleString('en-US')} ms` : 'n/a';

/** value ÷ floor with two decimals, '1.54×'; '—' without a floor figure to divide by. */
export function formatRatio(value: number, floor: number): string {
  if (!Number.isFinite(value) || !Number.isFinite(floor) || floor <= 0) return NONE;
  return `${(value / floor).toFixed(2)}×`;
}

/** The 1-minute load average, two decimals, the floor's beside it when given: '2.31 (floor 2.10)'. */
export function formatLoad(load: number, floorLoad?: number): string {
  const text = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : 'n/a');
  return floorLoad === undefined ? text(load) : `${text(load)} (floor ${text(floorLoad)})`;
}

const cells = (row: BenchRow): string[] => [
  row.measure,
  row.value,
  row.floor,
  row.ratio,
  row.target,
  metText(row.met),
  row.load,
];

/** The rows as a plain-text table with aligned columns, for the terminal. */
export function formatTable(rows: readonly BenchRow[]): string {
  const lines = [[...HEADER], ...rows.map(cells)];
  const widths = HEADER.map((_, column) => Math.max(...lines.map((line) => line[column].length)));
  const render = (line: string[]) =>
    line
      .map((cell, column) => cell.padEnd(widths[column]))
      .join(' | ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('-+-');
  return [render(lines[0]), rule, ...lines.slice(1).map(render)].join('\n');
}

const escapeCell = (cell: string): string => cell.replace(/\|/g, '\\|');

/** The rows as a Markdown table (unaligned: Prettier aligns it when the file is written). */
export function markdownTable(rows: readonly BenchRow[]): string {
  const line = (values: readonly string[]) => `| ${values.map(escapeCell).join(' | ')} |`;
  return [line(HEADER), line(HEADER.map(() => '---')), ...rows.map((row) => line(cells(row)))].join(
    '\n',
  );
}
