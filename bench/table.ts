/** One line of the benchmark's table. */
export interface BenchRow {
  measure: string;
  value: string;
  /** '—' when the issue sets no target for this figure */
  target: string;
  /** whether the target is met; null when there is no target or no figure */
  met: boolean | null;
}

const HEADER = ['measure', 'value', 'target', 'met?'] as const;

export const metText = (met: boolean | null): string => (met === null ? '—' : met ? 'yes' : 'NO');

/** 1 KB = 1024 bytes, one decimal: 161 234 -> '157.5 KB'. */
export const formatKb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

export const formatMs = (ms: number): string =>
  Number.isFinite(ms) ? `${Math.round(ms).toLocaleString('en-US')} ms` : 'n/a';

const cells = (row: BenchRow): string[] => [row.measure, row.value, row.target, metText(row.met)];

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
