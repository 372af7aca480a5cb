/** @jest-environment ./src/test/nodeEnvironment.cjs */
import {
  formatKib,
  formatLoad,
  formatMib,
  formatMs,
  formatRatio,
  formatTable,
  markdownTable,
  metText,
  type BenchRow,
} from './table';

const row = (fields: Partial<BenchRow> & Pick<BenchRow, 'measure' | 'value'>): BenchRow => ({
  floor: '—',
  ratio: '—',
  target: '—',
  met: null,
  load: '—',
  ...fields,
});

const rows: BenchRow[] = [
  row({
    measure: 'first-page JS, article (KiB, gzip -9)',
    value: '150.2 KiB',
    floor: '119.8 KiB',
    ratio: '1.25×',
    target: '≤ 1.15× floor',
    met: false,
  }),
  row({
    measure: 'LCP, home (Lighthouse mobile, ms)',
    value: '2,205 ms',
    floor: '1,519 ms',
    ratio: '1.45×',
    load: '2.31 (floor 2.10)',
  }),
  row({ measure: 'first-page CSS, home (KiB, gzip -9)', value: '9.0 KiB', floor: '0.0 KiB' }),
];

describe('formatTable', () => {
  it('prints a header, a rule and one aligned line per row, the floor and its ratio beside each figure', () => {
    const lines = formatTable(rows).split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[0].split(' | ').map((cell) => cell.trim())).toEqual([
      'measure',
      'Billett',
      'floor',
      'ratio',
      'budget',
      'met?',
      'load (1 min)',
    ]);
    expect(lines[1]).toMatch(/^-+(-\+-+)+$/);
    // every column starts at the same place on every line
    const starts = (line: string) => [...line.matchAll(/ \| /g)].map((match) => match.index);
    for (const line of [lines[2], lines[3], lines[4]])
      expect(starts(line)).toEqual(starts(lines[0]));
    expect(lines[2]).toContain('150.2 KiB | 119.8 KiB | 1.25×');
    expect(lines[2]).toContain('| NO ');
    expect(lines[3].trimEnd().endsWith('2.31 (floor 2.10)')).toBe(true);
  });
});

describe('markdownTable', () => {
  it('writes a header, a rule and one line per row', () => {
    expect(markdownTable(rows).split('\n').slice(0, 3)).toEqual([
      '| measure | Billett | floor | ratio | budget | met? | load (1 min) |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      '| first-page JS, article (KiB, gzip -9) | 150.2 KiB | 119.8 KiB | 1.25× | ≤ 1.15× floor | NO | — |',
    ]);
  });

  it('escapes bars inside cells', () => {
    const line = markdownTable([row({ measure: 'calls | rounds', value: '1 | 1' })]).split('\n')[2];
    expect(line).toBe('| calls \\| rounds | 1 \\| 1 | — | — | — | — | — |');
  });
});

describe('figures', () => {
  it('writes KiB and MiB of 1024 with one decimal', () => {
    expect(formatKib(163_840)).toBe('160.0 KiB');
    expect(formatKib(1536)).toBe('1.5 KiB');
    expect(formatKib(Number.NaN)).toBe('n/a');
    expect(formatMib(3 * 1024 ** 2 + 104_858)).toBe('3.1 MiB');
  });

  it('writes whole milliseconds, n/a for no figure', () => {
    expect(formatMs(1234.4)).toBe('1,234 ms');
    expect(formatMs(Number.NaN)).toBe('n/a');
  });

  it('divides by the floor with two decimals, and not by nothing', () => {
    expect(formatRatio(159.3, 103.6)).toBe('1.54×');
    expect(formatRatio(100, 100)).toBe('1.00×');
    expect(formatRatio(4.2, 0)).toBe('—');
    expect(formatRatio(Number.NaN, 100)).toBe('—');
    expect(formatRatio(100, Number.NaN)).toBe('—');
  });

  it('writes the load average with the floor’s beside it', () => {
    expect(formatLoad(2.314)).toBe('2.31');
    expect(formatLoad(2.314, 1.9)).toBe('2.31 (floor 1.90)');
    expect(formatLoad(Number.NaN, 1)).toBe('n/a (floor 1.00)');
  });

  it('says yes, NO or — for the budget', () => {
    expect([metText(true), metText(false), metText(null)]).toEqual(['yes', 'NO', '—']);
  });
});
