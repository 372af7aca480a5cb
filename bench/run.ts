/**
 * `npm run bench`: the storefront's benchmark figures beside the floor's (issues 20, 33). Builds the
 * storefront and the floor app (bench/floor, the same libraries and build settings, nothing
 * else) for production into temp folders (BENCH_DIST / BENCH_FLOOR_DIST reuse builds that are
 * there), serves both in-process with the demo shop API, makes each page's HTML floor (its
 * rendered HTML without scripts, bench/htmlFloor.ts), measures in Debian's Chromium, prints
 * ONE table, the machine and the verdict on the budgets, and writes bench/results/latest.md and
 * latest.json. Progress goes to stderr. BENCH_LIGHTHOUSE_ROUNDS (default 3),
 * BENCH_LIGHTHOUSE_RUNS (runs per round, default 5) and BENCH_RENDER_RUNS (default 5) set the
 * repetitions. `npm run bench -- --only=memory` (or a comma-separated list of bytes, lighthouse,
 * commits, burst, bigCategory, memory, recording, server) measures only those and prints their table without
 * writing the results files. Exit code: 0 every budget met, 1 a budget missed (or a measurement
 * failed), 2 the bench could not run.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { loadDemoFixture } from '../server/demoFixture/fixture';
import { startDemoServer, type DemoServer } from '../server/listen';
import { amountBurst } from './amountBurst';
import { answerFloor } from './answerFloor';
import {
  BIG_CATEGORY_PLACEMENTS,
  HUGE_CATEGORY_PLACEMENTS,
  withBigCategory,
} from '../server/demoFixture/bigCategory';
import { bigCategoryRender } from './bigCategoryRender';
import { bigCategoryScroll } from './bigCategoryScroll';
import { programmeCompute } from './programmeCompute';
import { chromiumVersion, launchChromium } from './browser';
import { buildFloor, buildProduction } from './build';
import {
  burstRow,
  bytesRows,
  failedRow,
  memoryRows,
  recordingRow,
  programmeRows,
  renderRows,
  scrollRows,
  tickRows,
} from './figureRows';
import { firstPageBytes, type FirstPageFigures } from './firstPageBytes';
import { writeHtmlFloor } from './htmlFloor';
import { htmlFloorKey, lighthouseTargets } from './lighthouseTargets';
import { lighthouseRounds } from './lighthouseRounds';
import { lighthouseRows } from './lighthouseRows';
import { startLighthouse } from './lighthouseScores';
import { describeMachine, loadAverage, machineLine } from './machine';
import { boundedState } from './memory';
import { BENCH_PAGES, LARGE_SHOP_PAGE, FLOOR_PAGE, settleFloor } from './pages';
import { progress } from './progress';
import { recordingCost } from './recordingCost';
import { serverLoad } from './serverLoad';
import { serverRows } from './serverRows';
import { buildSource } from './source';
import { writeResults } from './results';
import { formatTable, type BenchRow } from './table';
import { tickCommits } from './tickCommits';
import { BENCH_BROKEN_EXIT, verdictOf } from './verdict';

const ROOT = resolve(__dirname, '..');
const RESULTS = join(__dirname, 'results');

const runsFrom = (value: string | undefined, fallback: number): number => {
  const runs = Number(value);
  return Number.isInteger(runs) && runs > 0 ? runs : fallback;
};
const LIGHTHOUSE_ROUNDS = runsFrom(process.env.BENCH_LIGHTHOUSE_ROUNDS, 3);
const LIGHTHOUSE_RUNS = runsFrom(process.env.BENCH_LIGHTHOUSE_RUNS, 5);
const RENDER_RUNS = runsFrom(process.env.BENCH_RENDER_RUNS, 5);
/** the server bench's process counts: one, and one per core (BENCH_SERVER_WORKERS="1,2") */
const SERVER_WORKERS = [
  ...new Set(
    (process.env.BENCH_SERVER_WORKERS ?? `1,${os.availableParallelism()}`)
      .split(',')
      .map((count) => runsFrom(count, 1)),
  ),
];

/** --only's names for the measurements. */
const ONLY_KEYS = [
  'bytes',
  'lighthouse',
  'commits',
  'burst',
  'bigCategory',
  'memory',
  'recording',
  'server',
] as const;
type Part = (typeof ONLY_KEYS)[number];
const ONLY = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const unknown = ONLY?.filter((key) => !(ONLY_KEYS as readonly string[]).includes(key)) ?? [];
const wanted = (part: Part): boolean => !ONLY || ONLY.includes(part);

/** The id webpack published in builds/latest.json, so the freshness poll sees no newer build. */
function buildIdOf(dist: string): string | undefined {
  try {
    return (
      JSON.parse(readFileSync(join(dist, 'builds', 'latest.json'), 'utf8')) as { id?: string }
    ).id;
  } catch {
    return undefined;
  }
}

/** A build folder: the one given (when it holds a build) or a fresh temp folder to build into. */
function buildFolder(given: string | undefined, prefix: string) {
  const folder = given ? resolve(given) : mkdtempSync(join(os.tmpdir(), prefix));
  return {
    folder,
    reused: given !== undefined && existsSync(join(folder, 'index.html')),
    temporary: !given,
  };
}

interface Run {
  rows: BenchRow[];
  details: Record<string, unknown>;
}

/** One measurement: its rows, or one row saying it failed (the others still run). */
async function measure<T>(
  run: Run,
  name: string,
  measurement: () => Promise<T>,
  rowsOf: (result: T) => BenchRow[],
): Promise<T | null> {
  progress(name);
  try {
    const result = await measurement();
    run.rows.push(...rowsOf(result));
    run.details[name] = result;
    return result;
  } catch (error) {
    progress(`${name} failed: ${error instanceof Error ? error.stack : String(error)}`);
    run.rows.push(failedRow(name, error));
    return null;
  }
}

/** Totals of nothing: a floor that could not be measured leaves every ratio without a figure. */
const NO_BYTES = {
  jsGzip: Number.NaN,
  cssGzip: Number.NaN,
  jsRaw: Number.NaN,
  cssRaw: Number.NaN,
  jsSent: Number.NaN,
  cssSent: Number.NaN,
  jsFiles: 0,
  cssFiles: 0,
};

async function main(): Promise<number> {
  if (unknown.length > 0) {
    progress(`--only: unknown ${unknown.join(', ')}; known: ${ONLY_KEYS.join(', ')}`);
    return BENCH_BROKEN_EXIT;
  }
  const loadAtStart = os.loadavg();
  const browserParts = (['bytes', 'commits', 'burst', 'bigCategory'] as const).filter(wanted);
  const servesStorefront = browserParts.length > 0 || wanted('lighthouse');
  const needsStorefront = servesStorefront || wanted('server');
  const needsFloor = wanted('bytes') || wanted('lighthouse');
  const storefront = buildFolder(process.env.BENCH_DIST, 'billett-bench-');
  const floor = buildFolder(process.env.BENCH_FLOOR_DIST, 'billett-floor-');
  const servers: DemoServer[] = [];
  const run: Run = { rows: [], details: {} };
  try {
    const source = buildSource(ROOT, storefront.reused ? storefront.folder : null);
    if (needsStorefront) {
      if (storefront.reused) progress(`using the build in ${storefront.folder}`);
      else {
        progress(`building production into ${storefront.folder}`);
        await buildProduction(storefront.folder, ROOT);
      }
    }
    if (needsFloor) {
      if (floor.reused) progress(`using the floor's build in ${floor.folder}`);
      else {
        progress(`building the floor app into ${floor.folder}`);
        await buildFloor(floor.folder, ROOT);
      }
    }
    const start = async (options: Parameters<typeof startDemoServer>[0]) => {
      const server = await startDemoServer(options);
      servers.push(server);
      return server;
    };
    const buildId = buildIdOf(storefront.folder);
    const shop = servesStorefront ? await start({ staticDir: storefront.folder, buildId }) : null;
    const floorShop = needsFloor ? await start({ staticDir: floor.folder }) : null;
    if (shop) progress(`serving ${shop.url} (storefront)`);
    if (floorShop) progress(`serving ${floorShop.url} (floor)`);

    if (shop && browserParts.length > 0) {
      const browser = await launchChromium();
      try {
        if (wanted('bytes')) {
          const floorBytes: FirstPageFigures = (floorShop &&
            (await measure(
              run,
              'first-page bytes, floor',
              () => firstPageBytes(browser, floorShop.url, FLOOR_PAGE, settleFloor),
              () => [],
            ))) ?? { firstPage: NO_BYTES, withPreloads: NO_BYTES };
          for (const page of BENCH_PAGES) {
            await measure(
              run,
              `first-page bytes, ${page.label}`,
              () => firstPageBytes(browser, shop.url, page),
              (totals) => bytesRows(page, totals, floorBytes),
            );
          }
        }
        if (wanted('burst'))
          await measure(
            run,
            'amount burst',
            () => amountBurst(browser, shop.url, 10),
            (figures) => [burstRow(figures, loadAverage())],
          );
        if (wanted('commits'))
          await measure(
            run,
            'React commits per tick',
            () => tickCommits(browser, shop.url),
            (figures) => tickRows(figures.cartOpen, figures.cartClosed),
          );
        if (wanted('bigCategory')) {
          for (const count of [BIG_CATEGORY_PLACEMENTS, HUGE_CATEGORY_PLACEMENTS]) {
            const fixture = withBigCategory(loadDemoFixture(), count);
            const bigShop = await start({ staticDir: storefront.folder, buildId, fixture });
            // the floor of "API answer → painted": the browser's own time for the same answer
            progress(`the shop's answer in a bare page (${count})`);
            const answer = await answerFloor(browser, bigShop.url, RENDER_RUNS).catch(
              (error: unknown) => {
                progress(`the shop's answer in a bare page failed: ${String(error)}`);
                return undefined;
              },
            );
            if (answer) run.details[`shop answer in a bare page (${count})`] = answer;
            await measure(
              run,
              `big category render (${count})`,
              () => bigCategoryRender(browser, bigShop.url, count, RENDER_RUNS),
              (figures) => renderRows(count, figures, loadAverage(), answer),
            );
            await measure(
              run,
              `big category scroll (${count})`,
              () => bigCategoryScroll(browser, bigShop.url, count),
              (figures) => scrollRows(count, figures, loadAverage()),
            );
            await measure(
              run,
              `programme compute (${count})`,
              () => programmeCompute(fixture, RENDER_RUNS),
              (figures) => programmeRows(count, figures, loadAverage()),
            );
          }
        }
      } finally {
        await browser.close();
      }
    }

    if (shop && floorShop && wanted('lighthouse')) {
      const pages = BENCH_PAGES.filter((page) => page.lighthouse);
      // a large shop's page, on a server of its own: its answer is left out of the page
      const largeShop = await start({
        staticDir: storefront.folder,
        buildId,
        fixture: withBigCategory(loadDemoFixture(), BIG_CATEGORY_PLACEMENTS),
      });
      // each page's HTML floor, made from its server-rendered HTML in this run (issue 33)
      const htmlFloor = await measure(
        run,
        'HTML floor',
        () => writeHtmlFloor(shop.url, storefront.folder, pages),
        () => [],
      );
      const largeFloor = await measure(
        run,
        'HTML floor, large shop',
        () => writeHtmlFloor(largeShop.url, storefront.folder, [LARGE_SHOP_PAGE]),
        () => [],
      );
      const lighthouse = await startLighthouse().catch((error: unknown) => {
        htmlFloor?.remove();
        throw error;
      });
      try {
        const targets = [
          ...lighthouseTargets(shop.url, floorShop.url, pages, htmlFloor?.pages ?? {}),
          // the floor app comes once, first in each round
          ...lighthouseTargets(largeShop.url, floorShop.url, [LARGE_SHOP_PAGE], {
            ...largeFloor?.pages,
          }).slice(1),
        ];
        const figures = await measure(
          run,
          'Lighthouse rounds',
          () => lighthouseRounds(lighthouse, targets, LIGHTHOUSE_ROUNDS, LIGHTHOUSE_RUNS),
          () => [],
        );
        for (const page of figures ? [...pages, LARGE_SHOP_PAGE] : [])
          run.rows.push(
            ...lighthouseRows(
              page.label,
              figures?.[page.key] ?? [],
              {
                html: figures?.[htmlFloorKey(page.key)] ?? [],
                app: figures?.floor ?? [],
              },
              { scoreBudget: page !== LARGE_SHOP_PAGE },
            ),
          );
      } finally {
        await lighthouse.close();
        htmlFloor?.remove();
        largeFloor?.remove();
      }
    }

    if (wanted('recording'))
      await measure(
        run,
        'action recorder',
        () => Promise.resolve(recordingCost()),
        (figures) => [recordingRow(figures, loadAverage())],
      );

    if (wanted('memory'))
      await measure(
        run,
        'memory',
        () => boundedState(),
        (figures) => memoryRows(figures),
      );

    if (wanted('server'))
      await measure(
        run,
        'server under load',
        () => serverLoad(storefront.folder, SERVER_WORKERS),
        (figures) => serverRows(figures, os.availableParallelism()),
      );

    const machine = describeMachine(chromiumVersion(), loadAtStart);
    const ordered = [...run.rows].sort((a, b) => order(a) - order(b));
    const verdict = verdictOf(ordered);
    process.stdout.write(
      `${formatTable(ordered)}\n\nUnits: 1 KiB = 1024 bytes, 1 MiB = 1024 KiB. ` +
        `Machine: ${machineLine(machine)}\nBuilt from ${source}\n\n${verdict.text}\n`,
    );
    if (ONLY) progress('--only: the results files are left as they are');
    else {
      await writeResults(
        join(RESULTS, 'latest.md'),
        join(RESULTS, 'latest.json'),
        ordered,
        machine,
        source,
        verdict,
        run.details,
      );
      progress('wrote bench/results/latest.md and latest.json');
    }
    return verdict.exitCode;
  } finally {
    await Promise.all(servers.map((server) => server.close()));
    for (const build of [storefront, floor])
      if (build.temporary) rmSync(build.folder, { recursive: true, force: true });
  }
}

/** The table's order: bytes, Lighthouse, commits, burst, render (as the issues list them), memory. */
function order(row: BenchRow): number {
  const groups = [
    /^first-page|^JS fetched/,
    /^Lighthouse|^LCP|^FCP|^TBT|^CLS/,
    /^React/,
    /^API|^amount/,
    /^render|^big/,
    /^action recorder/,
    /^demo shop|^memory/,
    /^server/,
  ];
  const index = groups.findIndex((pattern) => pattern.test(row.measure));
  return index === -1 ? groups.length : index;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = BENCH_BROKEN_EXIT;
  },
);
