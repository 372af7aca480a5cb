import { NONE, type BenchRow } from './table';

/** What the run says of the budgets, and how the bench exits. */
export interface Verdict {
  /** rows with a budget */
  budgets: number;
  /** rows whose budget is missed (a failed measurement misses its budget too) */
  missed: BenchRow[];
  /** 0 when every budget is met, 1 when one is missed */
  exitCode: 0 | 1;
  /** 'Verdict: …', the line printed under the table */
  summary: string;
  /** one line per missed budget */
  missedLines: string[];
  /** the summary and the missed budgets, for the terminal */
  text: string;
}

/** Exit code of a bench that could not run at all (a build failed, a crash): not a verdict. */
export const BENCH_BROKEN_EXIT = 2;

const missedLine = (row: BenchRow): string =>
  `${row.measure}: ${row.value}` +
  (row.ratio !== NONE ? ` (${row.ratio} the floor)` : '') +
  `, budget ${row.target}`;

export function verdictOf(rows: readonly BenchRow[]): Verdict {
  const judged = rows.filter((row) => row.met !== null);
  const missed = judged.filter((row) => row.met === false);
  const summary =
    missed.length === 0
      ? `Verdict: all ${judged.length} budgets met (exit code 0).`
      : `Verdict: ${missed.length} of ${judged.length} budgets missed (exit code 1):`;
  const missedLines = missed.map(missedLine);
  return {
    budgets: judged.length,
    missed,
    exitCode: missed.length === 0 ? 0 : 1,
    summary,
    missedLines,
    text: [summary, ...missedLines.map((line) => `  - ${line}`)].join('\n'),
  };
}
