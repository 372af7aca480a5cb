/** @jest-environment ./src/test/nodeEnvironment.cjs */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import webpack from 'webpack';
import { compressedCopies, PrecompressPlugin, PRECOMPRESSED_FILE } from './precompress';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('compressedCopies', () => {
  it('makes a brotli and a gzip copy that give the file back', async () => {
    const body = Buffer.from('const ticket = "Kulturhaus";\n'.repeat(200));
    const copies = await compressedCopies(body);
    expect(brotliDecompressSync(copies.br!).equals(body)).toBe(true);
    expect(gunzipSync(copies.gzip!).equals(body)).toBe(true);
    expect(copies.br!.length).toBeLessThan(copies.gzip!.length);
  });

  it('makes no copy that is not smaller than the file', async () => {
    expect(await compressedCopies(Buffer.from('{}'))).toEqual({ br: null, gzip: null });
  });

  it('covers the text files of a build, not its source maps or images', () => {
    for (const name of ['a.js', 'a.css', 'index.html', 'b.json', 'icon.svg', 'x.LICENSE.txt'])
      expect([name, PRECOMPRESSED_FILE.test(name)]).toEqual([name, true]);
    for (const name of ['a.js.map', 'favicon.ico', 'a.png', 'a.js.br', 'a.js.gz'])
      expect([name, PRECOMPRESSED_FILE.test(name)]).toEqual([name, false]);
  });
});

describe('PrecompressPlugin', () => {
  it('writes the copies next to each text file of the build, after its last change', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'billett-precompress-'));
    made.push(dir);
    writeFileSync(
      join(dir, 'entry.js'),
      `console.log(${JSON.stringify(Array.from({ length: 300 }, (_, i) => `seat-${i}`))});`,
    );
    /** a file too small to gain from compression, added as the build's other plugins do */
    const tinyFile = {
      apply(compiler: webpack.Compiler) {
        compiler.hooks.thisCompilation.tap('Tiny', (compilation) =>
          compilation.hooks.processAssets.tap(
            { name: 'Tiny', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
            () => compilation.emitAsset('tiny.json', new webpack.sources.RawSource('{}')),
          ),
        );
      },
    };
    const stats = await new Promise<webpack.Stats>((done, fail) =>
      webpack(
        {
          mode: 'production',
          context: dir,
          entry: { main: './entry.js' },
          output: { path: join(dir, 'dist'), filename: '[name].[contenthash:8].js' },
          devtool: 'source-map',
          plugins: [tinyFile, new PrecompressPlugin()],
          stats: 'none',
        },
        (error, result) => (error || !result ? fail(error) : done(result)),
      ),
    );
    expect(stats.toString('errors-only')).toBe('');
    const dist = join(dir, 'dist');
    const main = stats.toJson({ assets: true }).assets!.find((a) => /^main\..*\.js$/.test(a.name))!;
    const file = join(dist, main.name);
    const body = readFileSync(file);
    // the copies are of the final file: minified, with its source map comment
    expect(body.toString()).toContain('sourceMappingURL=');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(body)).toBe(true);
    expect(gunzipSync(readFileSync(`${file}.gz`)).equals(body)).toBe(true);
    expect(existsSync(`${file}.map`)).toBe(true);
    expect(existsSync(`${file}.map.br`) || existsSync(`${file}.map.gz`)).toBe(false);
    expect(existsSync(join(dist, 'tiny.json'))).toBe(true);
    expect(existsSync(join(dist, 'tiny.json.br')) || existsSync(join(dist, 'tiny.json.gz'))).toBe(
      false,
    );
  });
});
