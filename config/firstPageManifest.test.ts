/** @jest-environment ./src/test/nodeEnvironment.cjs */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import webpack, { type Configuration } from 'webpack';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { FirstPageManifestPlugin } from './firstPageManifest';
import { FIRST_PAGE_MANIFEST, isFirstPageManifest, type FirstPageManifest } from './firstPages';

const NODE_MODULES = resolve(__dirname, '../node_modules');

/**
 * A small app shaped like the storefront: an entry that loads a language's texts and a page,
 * each a named chunk; the categories home and the category share a module big enough to be a
 * split chunk of its own, and have a stylesheet.
 */
function smallApp(pages: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'billett-manifest-'));
  const file = (name: string, text: string) => writeFileSync(join(dir, name), text);
  file('shared.js', `export const shared = ${JSON.stringify('x'.repeat(40_000))};`);
  file('home.css', '.home { color: teal }');
  file('list.css', '.list { color: navy }');
  file('home.js', `import './home.css'; export { shared } from './shared';`);
  file('category.js', `import './list.css'; export { shared } from './shared';`);
  file('article.js', 'export const article = 1;');
  for (const lang of ['de', 'en', 'fr', 'it']) file(`${lang}.js`, `export default '${lang}';`);
  const texts = ['de', 'en', 'fr', 'it']
    .map((lang) => `() => import(/* webpackChunkName: "texts-${lang}" */ './${lang}')`)
    .join(',\n');
  const modules: Record<string, string> = {
    'page-categories-home': './home',
    'page-category': './category',
    'page-article': './article',
  };
  const imports = pages
    .map((page) => `() => import(/* webpackChunkName: "${page}" */ '${modules[page]}')`)
    .join(',\n');
  file('entry.js', `export const texts = [${texts}];\nexport const pages = [${imports}];`);
  return dir;
}

function compile(dir: string): Promise<webpack.Stats> {
  const config: Configuration = {
    mode: 'production',
    context: dir,
    entry: { main: './entry.js' },
    output: {
      path: join(dir, 'dist'),
      publicPath: '/static/',
      filename: 'assets/[name].[contenthash:8].js',
      chunkFilename: 'assets/[name].[contenthash:8].js',
    },
    resolveLoader: { modules: [NODE_MODULES] },
    module: { rules: [{ test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] }] },
    plugins: [
      new MiniCssExtractPlugin({ filename: 'assets/[name].[contenthash:8].css' }),
      new FirstPageManifestPlugin(),
    ],
    devtool: 'source-map',
    stats: 'none',
  };
  return new Promise((done, fail) =>
    webpack(config, (error, stats) => (error || !stats ? fail(error) : done(stats))),
  );
}

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('FirstPageManifestPlugin', () => {
  it("lists each language's texts and each first page's JS and CSS, shared chunks included", async () => {
    const dir = smallApp(['page-categories-home', 'page-category', 'page-article']);
    made.push(dir);
    const stats = await compile(dir);
    expect(stats.toString('errors-only')).toBe('');
    const dist = join(dir, 'dist');
    const manifest = JSON.parse(
      readFileSync(join(dist, FIRST_PAGE_MANIFEST), 'utf8'),
    ) as FirstPageManifest;
    expect(isFirstPageManifest(manifest)).toBe(true);

    const { texts, pages } = manifest;
    for (const lang of ['de', 'en', 'fr', 'it'] as const) {
      expect(texts[lang].js).toEqual([
        expect.stringMatching(new RegExp(`^/static/assets/texts-${lang}\\.[0-9a-f]{8}\\.js$`)),
      ]);
      expect(texts[lang].css).toEqual([]);
    }
    // the module both pages use is a chunk of its own, named by both
    const shared = pages['categories-home'].js.filter((file) => !file.includes('page-'));
    expect(shared).toHaveLength(1);
    expect(pages.category.js).toEqual(expect.arrayContaining(shared));
    expect(pages['categories-home'].js).toContainEqual(
      expect.stringMatching(/^\/static\/assets\/page-categories-home\.[0-9a-f]{8}\.js$/),
    );
    expect(pages['categories-home'].css).toEqual([
      expect.stringMatching(/^\/static\/assets\/page-categories-home\.[0-9a-f]{8}\.css$/),
    ]);
    expect(pages.category.css).toEqual([
      expect.stringMatching(/^\/static\/assets\/page-category\.[0-9a-f]{8}\.css$/),
    ]);
    expect(pages.article).toEqual({
      js: [expect.stringMatching(/^\/static\/assets\/page-article\.[0-9a-f]{8}\.js$/)],
      css: [],
    });

    // every file named is one the build wrote, under its final (hashed) name; the entry's are not named
    const named = [...Object.values(texts), ...Object.values(pages)].flatMap(({ js, css }) => [
      ...js,
      ...css,
    ]);
    for (const file of named)
      expect([file, existsSync(join(dist, file.slice('/static/'.length)))]).toEqual([file, true]);
    const entryFiles = [...(stats.compilation.entrypoints.get('main')?.getFiles() ?? [])];
    expect(entryFiles.length).toBeGreaterThan(0);
    for (const file of entryFiles) expect(named).not.toContain(`/static/${file}`);
  }, 60_000);

  it('fails the build when a first page has no chunk group', async () => {
    const dir = smallApp(['page-categories-home', 'page-article']);
    made.push(dir);
    const stats = await compile(dir);
    expect(stats.hasErrors()).toBe(true);
    expect(stats.toString('errors-only')).toContain('no chunk group named page-category');
    expect(existsSync(join(dir, 'dist', FIRST_PAGE_MANIFEST))).toBe(false);
  }, 60_000);
});
