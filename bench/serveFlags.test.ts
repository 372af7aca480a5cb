/** @jest-environment ./src/test/nodeEnvironment.cjs */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveNodeFlags } from './serverLoad';

describe("the server's Node flags, as npm run serve gives them", () => {
  it('are the flags between node and --import', () => {
    expect(serveNodeFlags('node --max-semi-space-size=64 --import tsx server/main.ts')).toEqual([
      '--max-semi-space-size=64',
    ]);
    expect(serveNodeFlags('  node --a --b=2 --import tsx --c server/main.ts')).toEqual([
      '--a',
      '--b=2',
    ]);
    expect(serveNodeFlags('node server/main.js --x')).toEqual([]);
    expect(serveNodeFlags('tsx server/main.ts')).toEqual([]);
  });

  it("are read from the project's own serve script", () => {
    const { scripts } = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as {
      scripts: { serve: string };
    };
    expect(serveNodeFlags(scripts.serve)).toContain('--max-semi-space-size=64');
  });
});
