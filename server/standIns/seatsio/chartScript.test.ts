/** @jest-environment ./src/test/nodeEnvironment.cjs */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Script } from 'node:vm';
import { CHART_SCRIPT_PARTS, chartScript } from './chartScript';

describe("the stand-in's chart script", () => {
  it('is made of every part in chart/, each once', () => {
    const files = readdirSync(join(__dirname, 'chart')).filter((file) => file.endsWith('.js'));
    expect([...CHART_SCRIPT_PARTS].sort()).toEqual(files.sort());
  });

  it('parses as one classic script that sets window.seatsio', () => {
    const text = chartScript();
    expect(() => new Script(text, { filename: 'chart.js' })).not.toThrow();
    const window: { location: { href: string }; seatsio?: { SeatingChart: unknown } } = {
      location: { href: 'http://localhost/stand-ins/seatsio/chart.js' },
    };
    new Script(text).runInNewContext({ window, document: { currentScript: null }, URL });
    expect(typeof window.seatsio?.SeatingChart).toBe('function');
  });

  it('keeps the names of its parts off the global scope', () => {
    const context: Record<string, unknown> = {
      window: { location: { href: 'http://localhost/stand-ins/seatsio/chart.js' } },
      document: { currentScript: null },
      URL,
    };
    new Script(chartScript()).runInNewContext(context);
    expect(Object.keys(context).sort()).toEqual(['URL', 'document', 'window']);
  });
});
