/** @jest-environment ./src/test/nodeEnvironment.cjs */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import webpack from 'webpack';
import { ALL_FUNCTIONS_CALLED_ON_LOAD, CompileHintsPlugin } from './compileHints';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A production build of an entry and a lazily loaded page, with source maps. */
async function build(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'billett-hints-'));
  made.push(dir);
  writeFileSync(
    join(dir, 'entry.js'),
    'export function greet(name) {\n  return `Hallo ${name}`;\n}\nconsole.log(greet(document.title));\nimport(/* webpackChunkName: "page" */ "./page");\n',
  );
  writeFileSync(join(dir, 'page.js'), 'export const page = () => document.title.length;\n');
  const stats = await new Promise<webpack.Stats>((done, fail) =>
    webpack(
      {
        mode: 'production',
        context: dir,
        entry: { main: './entry.js' },
        output: { path: join(dir, 'dist'), filename: '[name].[contenthash:8].js' },
        devtool: 'source-map',
        plugins: [new CompileHintsPlugin(['main'])],
        stats: 'none',
      },
      (error, result) => (error || !result ? fail(error) : done(result)),
    ),
  );
  expect(stats.toString('errors-only')).toBe('');
  return join(dir, 'dist');
}

const script = (dist: string, chunk: string) => {
  const file = readdirSync(dist).find(
    (name) => name.startsWith(`${chunk}.`) && name.endsWith('.js'),
  );
  if (!file) throw new Error(`no ${chunk} script in ${dist}`);
  return {
    code: readFileSync(join(dist, file), 'utf8'),
    map: readFileSync(join(dist, `${file}.map`), 'utf8'),
  };
};

describe('CompileHintsPlugin', () => {
  it('starts the named chunks with the hint, and only those', async () => {
    const dist = await build();
    expect(script(dist, 'main').code.startsWith(ALL_FUNCTIONS_CALLED_ON_LOAD)).toBe(true);
    expect(script(dist, 'page').code).not.toContain('allFunctionsCalledOnLoad');
  });

  it('keeps the source map right: the minified code still maps to its original line', async () => {
    const { code, map } = script(await build(), 'main');
    const lines = code.split('\n');
    const line = lines.findIndex((text) => text.includes('Hallo'));
    expect(line).toBeGreaterThan(0); // below the hint
    const original = new SourceMapConsumer(JSON.parse(map) as never).originalPositionFor({
      line: line + 1,
      column: lines[line]!.indexOf('Hallo'),
    });
    expect(original.source).toMatch(/entry\.js$/);
    expect(original.line).toBe(2);
  });
});
