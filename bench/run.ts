/**
 * `npm run bench`: the storefront's benchmark figures (issue 9). Builds production into a temp
 * folder (BENCH_DIST=<folder> uses a build that is already there), serves it in-process with the
 * demo shop API, measures in Debian's Chromium, prints ONE table and the machine, and writes
 * bench/results/latest.md and latest.json. Progress goes to stderr. BENCH_LIGHTHOUSE_RUNS and
 * BENCH_RENDER_RUNS (default 5) set the number of runs. `npm run bench -- --only=bigCategory`
 * (or a comma-separated list of bytes, lighthouse, commits, burst, bigCategory) measures only
 * those and prints their table without writing the results files.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { loadDemoFixture } from '../server/fixture';
import { startDemoServer, type DemoServer } from '../server/listen';
import { amountBurst } from './amountBurst';
import { BIG_CATEGORY_PLACEMENTS, withBigCategory } from './bigCategory';
import { bigCategoryRender } from './bigCategoryRender';
import { launchChromium } from './browser';
import { buildProduction } from './build';
import { burstRow, bytesRows, failedRow, lighthouseRows, renderRows, tickRows } from './figureRows';
import { firstPageBytes } from './firstPageBytes';
import { lighthouseFigures, startLighthouse } from './lighthouseScores';
import { describeMachine, machineLine } from './machine';
import { BENCH_PAGES } from './pages';
import { progress } from './progress';
import { buildSource } from './source';
import { writeResults } from './results';
import { formatTable, type BenchRow } from './table';
import { tickCommits } from './tickCommits';

const ROOT = resolve(__dirname, '..');
const RESULTS = join(__dirname, 'results');

const runsFrom = (value: string | undefined, fallback: number): number => {
  const runs = Number(value);
  return Number.isInteger(runs) && runs > 0 ? runs : fallback;
};
const LIGHTHOUSE_RUNS = runsFrom(process.env.BENCH_LIGHTHOUSE_RUNS, 5);
const RENDER_RUNS = runsFrom(process.env.BENCH_RENDER_RUNS, 5);

/** --only's names for the measurements (the start of their names). */
const ONLY_KEYS: Record<string, string> = {
  bytes: 'first-page bytes',
  lighthouse: 'Lighthouse',
  commits: 'React commits',
  burst: 'amount burst',
  bigCategory: 'big category',
};
const ONLY = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
  .map((key) => ONLY_KEYS[key] ?? key);
const wanted = (name: string): boolean => !ONLY || ONLY.some((start) => name.startsWith(start));

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

/** The rows of one measurement, or one row saying it failed (the others still run). */
async function measure(
  name: string,
  rows: BenchRow[],
  details: Record<string, unknown>,
  run: () => Promise<{ rows: BenchRow[]; detail: unknown }>,
): Promise<void> {
  if (!wanted(name)) return;
  progress(name);
  try {
    const result = await run();
    rows.push(...result.rows);
    details[name] = result.detail;
  } catch (error) {
    progress(`${name} failed: ${error instanceof Error ? error.stack : String(error)}`);
    rows.push(failedRow(name, error));
  }
}

async function main(): Promise<void> {
  const given = process.env.BENCH_DIST ? resolve(process.env.BENCH_DIST) : null;
  const dist = given ?? mkdtempSync(join(os.tmpdir(), 'billett-bench-'));
  const servers: DemoServer[] = [];
  const rows: BenchRow[] = [];
  const details: Record<string, unknown> = {};
  try {
    const reused = given !== null && existsSync(join(given, 'index.html'));
    const source = buildSource(ROOT, reused ? given : null);
    if (reused) progress(`using the build in ${given}`);
    else {
      progress(`building production into ${dist}`);
      await buildProduction(dist, ROOT);
    }
    const buildId = buildIdOf(dist);
    const shop = await startDemoServer({ staticDir: dist, buildId });
    const bigShop = await startDemoServer({
      staticDir: dist,
      buildId,
      fixture: withBigCategory(loadDemoFixture(), BIG_CATEGORY_PLACEMENTS),
    });
    servers.push(shop, bigShop);
    progress(`serving ${shop.url} (demo shop) and ${bigShop.url} (big category)`);

    const browser = await launchChromium();
    const chromium = browser.version();
    try {
      for (const page of BENCH_PAGES) {
        await measure(`first-page bytes, ${page.label}`, rows, details, async () => {
          const totals = await firstPageBytes(browser, shop.url, page);
          return { rows: bytesRows(page.label, totals), detail: totals };
        });
      }
      await measure('amount burst', rows, details, async () => {
        const figures = await amountBurst(browser, shop.url, 10);
        return { rows: [burstRow(figures)], detail: figures };
      });
      await measure('React commits per tick', rows, details, async () => {
        const figures = await tickCommits(browser, shop.url);
        return { rows: tickRows(figures.cartOpen, figures.cartClosed), detail: figures };
      });
      await measure('big category render', rows, details, async () => {
        const figures = await bigCategoryRender(
          browser,
          bigShop.url,
          BIG_CATEGORY_PLACEMENTS,
          RENDER_RUNS,
        );
        return { rows: renderRows(BIG_CATEGORY_PLACEMENTS, figures), detail: figures };
      });
    } finally {
      await browser.close();
    }

    const lighthouse = wanted('Lighthouse') ? await startLighthouse() : null;
    try {
      for (const page of BENCH_PAGES.filter((candidate) => candidate.lighthouse)) {
        if (!lighthouse) break;
        await measure(`Lighthouse, ${page.label}`, rows, details, async () => {
          const figures = await lighthouseFigures(
            lighthouse,
            shop.url + page.path,
            LIGHTHOUSE_RUNS,
          );
          return { rows: lighthouseRows(page.label, figures), detail: figures };
        });
      }
    } finally {
      await lighthouse?.close();
    }

    const machine = describeMachine(chromium);
    const ordered = [...rows].sort((a, b) => order(a) - order(b));
    process.stdout.write(
      `${formatTable(ordered)}\n\nMachine: ${machineLine(machine)}\nBuilt from ${source}\n`,
    );
    if (ONLY) return progress('--only: the results files are left as they are');
    await writeResults(
      join(RESULTS, 'latest.md'),
      join(RESULTS, 'latest.json'),
      ordered,
      machine,
      source,
      details,
    );
    progress('wrote bench/results/latest.md and latest.json');
  } finally {
    await Promise.all(servers.map((server) => server.close()));
    if (!given) rmSync(dist, { recursive: true, force: true });
  }
}

/** The table's order: bundle, Lighthouse, commits, burst, render (as the issue lists them). */
function order(row: BenchRow): number {
  const groups = [/^first-page/, /^Lighthouse/, /^React/, /^API|^amount/, /^render|^big/];
  const index = groups.findIndex((pattern) => pattern.test(row.measure));
  return index === -1 ? groups.length : index;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
