/**
 * npx tsx scripts/bundle-report.ts [--dist <dir>] [--top <n>] [--json]
 *
 * Builds the storefront for production (the same webpack config as `npm run build`) into
 * `--dist` (default BILLETT_DIST, else /tmp/billett-bundle-report) and prints what a visitor
 * downloads: every chunk's minified and gzip size, what the first pages (categories home,
 * category, article, in German) load before they render, and the biggest modules in those
 * chunks, by package or source folder. `--json` prints the same as one JSON object.
 *
 * The figures are sizes, not timings; the benchmark (bench/) may import `buildWithStats` and
 * `bundleReport` to print them beside its own.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import webpack, { type StatsCompilation, type StatsModule } from 'webpack';

/** The pages a visitor can land on first, with the chunk group each one's page is in. */
export const FIRST_PAGES = [
  { route: 'categories-home', path: '/de', group: 'page-categories-home' },
  { route: 'category', path: '/de/c/<slug-id>', group: 'page-category' },
  { route: 'article', path: '/de/a/<slug-id>', group: 'page-article' },
] as const;
/** The texts a German first page loads at boot (src/features/locale/textLoader.ts). */
export const FIRST_PAGE_TEXTS = 'texts-de';

export interface ChunkFigure {
  /** the chunk's name (webpackChunkName or a splitChunks group), else its id */
  name: string;
  initial: boolean;
  files: string[];
  jsBytes: number;
  jsGzip: number;
  cssBytes: number;
  cssGzip: number;
}

export interface FirstPageFigure {
  route: string;
  path: string;
  chunks: string[];
  jsBytes: number;
  jsGzip: number;
  cssGzip: number;
}

export interface ModuleFigure {
  /** a package (node_modules/<name>) or a source folder */
  name: string;
  /** bytes after the loaders, before minification */
  bytes: number;
}

export interface BundleReport {
  dist: string;
  chunks: ChunkFigure[];
  firstPages: FirstPageFigure[];
  /** what the first pages' chunks are made of */
  biggestParts: ModuleFigure[];
  biggestModules: ModuleFigure[];
}

/** Runs the production build into `dist` and returns webpack's statistics of it. */
export async function buildWithStats(dist: string): Promise<StatsCompilation> {
  process.env.BILLETT_DIST = dist;
  // the config reads BILLETT_DIST when it is loaded
  const { storefrontBuilds } = await import('../webpack.config');
  // the browser's build: its chunks are what visitors download
  const config = storefrontBuilds({ mode: 'production' }).browser;
  return new Promise((done, fail) => {
    webpack(config, (error, stats) => {
      if (error || !stats) return fail(error ?? new Error('webpack gave no statistics'));
      if (stats.hasErrors()) return fail(new Error(stats.toString('errors-only')));
      done(
        stats.toJson({
          all: false,
          assets: false,
          chunks: true,
          chunkModules: true,
          nestedModules: true,
          cachedModules: true,
          dependentModules: true,
          chunkModulesSpace: Infinity,
          nestedModulesSpace: Infinity,
          groupModulesByType: false,
          groupModulesByPath: false,
          groupModulesByExtension: false,
          groupModulesByCacheStatus: false,
          groupModulesByAttributes: false,
          groupModulesByLayer: false,
          chunkGroups: true,
          entrypoints: true,
          ids: true,
          outputPath: true,
        }),
      );
    });
  });
}

const gzipSize = (file: string): number => gzipSync(readFileSync(file)).length;
const byteSize = (file: string): number => readFileSync(file).length;

/** A module's package or folder: node_modules/<pkg>, locales/<lang>, src/features/<feature>, ... */
export function partOf(moduleName: string): string {
  const name = moduleName.replace(/^.*!/, '').replace(/ \+ \d+ modules$/, '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(name);
  if (pkg) return pkg[1];
  const folder = /^\.\/((?:src\/features|src|locales)\/[^/]+)\//.exec(name);
  return folder ? folder[1] : name;
}

/** Every plain module inside a chunk (concatenated modules opened up). */
function plainModules(modules: StatsModule[] | undefined): StatsModule[] {
  return (modules ?? []).flatMap((module) =>
    module.modules && module.modules.length > 0 ? plainModules(module.modules) : [module],
  );
}

export function bundleReport(stats: StatsCompilation, dist: string, top = 15): BundleReport {
  const chunks = stats.chunks ?? [];
  const nameOf = (id: string | number) => {
    const chunk = chunks.find((candidate) => candidate.id === id);
    return chunk?.names?.[0] ?? String(id);
  };
  const figures: ChunkFigure[] = chunks.map((chunk) => {
    const files = [...(chunk.files ?? [])];
    const js = files.filter((file) => file.endsWith('.js'));
    const css = files.filter((file) => file.endsWith('.css'));
    const sum = (list: string[], size: (file: string) => number) =>
      list.reduce((total, file) => total + size(join(dist, file)), 0);
    return {
      name: nameOf(chunk.id ?? ''),
      initial: Boolean(chunk.initial),
      files,
      jsBytes: sum(js, byteSize),
      jsGzip: sum(js, gzipSize),
      cssBytes: sum(css, byteSize),
      cssGzip: sum(css, gzipSize),
    };
  });
  const figureOf = (id: string | number) => figures[chunks.findIndex((chunk) => chunk.id === id)];

  const groups = { ...(stats.namedChunkGroups ?? {}) };
  const chunksOfGroup = (name: string): (string | number)[] => groups[name]?.chunks ?? [];
  const entryChunks = Object.values(stats.entrypoints ?? {}).flatMap((entry) => entry.chunks ?? []);
  const firstPageChunkIds = new Set<string | number>(entryChunks);

  const firstPages: FirstPageFigure[] = FIRST_PAGES.map(({ route, path, group }) => {
    const ids = [
      ...new Set([...entryChunks, ...chunksOfGroup(FIRST_PAGE_TEXTS), ...chunksOfGroup(group)]),
    ];
    ids.forEach((id) => firstPageChunkIds.add(id));
    const pageFigures = ids.map(figureOf).filter(Boolean);
    return {
      route,
      path,
      chunks: pageFigures.map((figure) => figure.name),
      jsBytes: pageFigures.reduce((total, figure) => total + figure.jsBytes, 0),
      jsGzip: pageFigures.reduce((total, figure) => total + figure.jsGzip, 0),
      cssGzip: pageFigures.reduce((total, figure) => total + figure.cssGzip, 0),
    };
  });

  const parts = new Map<string, number>();
  const modules = new Map<string, number>();
  for (const chunk of chunks) {
    if (!firstPageChunkIds.has(chunk.id ?? '')) continue;
    for (const module of plainModules(chunk.modules)) {
      const name = module.name ?? String(module.id);
      if (modules.has(name)) continue; // counted once, whichever chunk holds it
      modules.set(name, module.size ?? 0);
      parts.set(partOf(name), (parts.get(partOf(name)) ?? 0) + (module.size ?? 0));
    }
  }
  const biggest = (map: Map<string, number>) =>
    [...map]
      .map(([name, bytes]) => ({ name, bytes }))
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, top);

  return {
    dist,
    chunks: figures.sort((a, b) => b.jsGzip - a.jsGzip),
    firstPages,
    biggestParts: biggest(parts),
    biggestModules: biggest(modules),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function reportLines(report: BundleReport): string[] {
  const lines = [`Build in ${report.dist}`, '', 'Chunks (JS minified / gzip, CSS gzip):'];
  for (const chunk of report.chunks) {
    lines.push(
      `  ${chunk.name.padEnd(34)} ${chunk.initial ? 'initial' : 'async  '} ${kb(chunk.jsBytes).padStart(9)} ${kb(chunk.jsGzip).padStart(9)}   css ${kb(chunk.cssGzip)}`,
    );
  }
  lines.push('', 'First pages (what renders the page; later preloads not counted):');
  for (const page of report.firstPages) {
    lines.push(
      `  ${page.route.padEnd(16)} ${page.path.padEnd(18)} JS ${kb(page.jsBytes)} minified, ${kb(page.jsGzip)} gzip; CSS ${kb(page.cssGzip)} gzip`,
      `  ${''.padEnd(16)} chunks: ${page.chunks.join(', ')}`,
    );
  }
  lines.push('', 'Biggest parts of the first pages (bytes before minification):');
  for (const part of report.biggestParts)
    lines.push(`  ${kb(part.bytes).padStart(9)}  ${part.name}`);
  lines.push('', 'Biggest modules of the first pages:');
  for (const module of report.biggestModules)
    lines.push(`  ${kb(module.bytes).padStart(9)}  ${module.name}`);
  return lines;
}

async function main(argv: string[]): Promise<void> {
  const option = (name: string) => {
    const index = argv.indexOf(name);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const dist = resolve(
    option('--dist') ?? process.env.BILLETT_DIST ?? '/tmp/billett-bundle-report',
  );
  const top = Number(option('--top') ?? 15);
  const stats = await buildWithStats(dist);
  const report = bundleReport(stats, dist, top);
  if (argv.includes('--json')) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  else process.stdout.write(`${reportLines(report).join('\n')}\n`);
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    process.stderr.write(
      `bundle-report: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  });
}
