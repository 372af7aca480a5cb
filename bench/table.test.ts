/** @jest-environment node */
import { formatKb, formatMs, formatTable, markdownTable, metText, type BenchRow } from './table';

const rows: BenchRow[] = [
  { measure: 'first-page JS, article (gzip)', value: '150.2 KB', target: '≤ 160 KB', met: true },
  { measure: 'Lighthouse mobile, home', value: '91', target: '≥ 98', met: false },
  { measure: 'first-page CSS, home (gzip)', value: '9.0 KB', target: '—', met: null },
];

describe('formatTable', () => {
  it('prints a header, a rule and one aligned line per row', () => {
    const lines = formatTable(rows).split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[0].split(' | ').map((cell) => cell.trim())).toEqual([
      'measure',
      'value',
      'target',
      'met?',
    ]);
    expect(lines[1]).toMatch(/^-+-\+-+-+-\+-+-+-\+-+$/);
    const bars = lines.map((line) => line.indexOf(' | '));
    expect(new Set([bars[0], bars[2], bars[3], bars[4]]).size).toBe(1);
    expect(lines[2]).toContain('150.2 KB');
    expect(lines[3].trimEnd().endsWith('NO')).toBe(true);
    expect(lines[4].trimEnd().endsWith('—')).toBe(true);
  });
});

describe('markdownTable', () => {
  it('writes a header, a rule and one line per row', () => {
    expect(markdownTable(rows).split('\n')).toEqual([
      '| measure | value | target | met? |',
      '| --- | --- | --- | --- |',
      '| first-page JS, article (gzip) | 150.2 KB | ≤ 160 KB | yes |',
      '| Lighthouse mobile, home | 91 | ≥ 98 | NO |',
      '| first-page CSS, home (gzip) | 9.0 KB | — | — |',
    ]);
  });

  it('escapes bars inside cells', () => {
    const row: BenchRow = { measure: 'calls | rounds', value: '1 | 1', target: '1', met: true };
    expect(markdownTable([row]).split('\n')[2]).toBe('| calls \\| rounds | 1 \\| 1 | 1 | yes |');
  });
});

describe('figures', () => {
  it('writes kilobytes of 1024 bytes with one decimal', () => {
    expect(formatKb(163_840)).toBe('160.0 KB');
    expect(formatKb(1536)).toBe('1.5 KB');
  });

  it('writes whole milliseconds, n/a for no figure', () => {
    expect(formatMs(1234.4)).toBe('1,234 ms');
    expect(formatMs(Number.NaN)).toBe('n/a');
  });

  it('says yes, NO or — for the target', () => {
    expect([metText(true), metText(false), metText(null)]).toEqual(['yes', 'NO', '—']);
  });
});
