/** @jest-environment ./src/test/nodeEnvironment.cjs */
import type { BenchRow } from './table';
import { verdictOf } from './verdict';

const row = (measure: string, met: boolean | null, ratio = '—'): BenchRow => ({
  measure,
  value: 'x',
  floor: '—',
  ratio,
  target: 'budget',
  met,
  load: '—',
});

describe('verdictOf', () => {
  it('passes when every budget is met; rows without a budget do not count', () => {
    const verdict = verdictOf([row('a', true), row('b', null), row('c', true)]);
    expect(verdict).toMatchObject({ budgets: 2, missed: [], exitCode: 0 });
    expect(verdict.text).toBe('Verdict: all 2 budgets met (exit code 0).');
  });

  it('fails with exit code 1 and names each missed budget with its ratio', () => {
    const over = row(
      'LCP, home (Lighthouse mobile, ms; floor: the page as HTML without scripts)',
      false,
      '1.52×',
    );
    const broken = row('Lighthouse rounds', false);
    const verdict = verdictOf([row('a', true), over, broken, row('b', null)]);
    expect(verdict.exitCode).toBe(1);
    expect(verdict.missed).toEqual([over, broken]);
    expect(verdict.text.split('\n')).toEqual([
      'Verdict: 2 of 3 budgets missed (exit code 1):',
      '  - LCP, home (Lighthouse mobile, ms; floor: the page as HTML without scripts): x (1.52× the floor), budget budget',
      '  - Lighthouse rounds: x, budget budget',
    ]);
  });
});
