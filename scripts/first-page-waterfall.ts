/**
 * npx tsx scripts/first-page-waterfall.ts [--runs <n>] [--path /de] <label>=<origin> ...
 *
 * The first page's downloads as a phone on a slow network sees them (Lighthouse's mobile figures:
 * 150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU 4x slower), in Debian's Chromium, a new
 * visitor each run (no cache, no cookie): when each request of the page started and ended
 * (Resource Timing, ms after navigation start), the median of `--runs` (default 3) per server.
 * Figures only. Start the servers yourself (npm run serve, one per build or server version),
 * e.g. `... before=http://127.0.0.1:8905 after=http://127.0.0.1:8906`.
 */
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/chromium';

const RTT_MS = 150;
const DOWN_BYTES_PER_S = (1.6 * 1024 * 1024) / 8;
const UP_BYTES_PER_S = (750 * 1024) / 8;
const CPU_SLOWDOWN = 4;

interface Row {
  /** the request's path, hashes left out: /assets/texts-de.js */
  name: string;
  start: number;
  end: number;
}

interface Run {
  rows: Row[];
  /** largest contentful paint, ms after navigation start */
  lcp: number;
}

const shortName = (url: string): string => {
  const { pathname } = new URL(url);
  return pathname.replace(/\.[0-9a-f]{8}\.(js|css)$/, '.$1');
};

async function oneRun(browser: Browser, url: string): Promise<Run> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: RTT_MS,
    downloadThroughput: DOWN_BYTES_PER_S,
    uploadThroughput: UP_BYTES_PER_S,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 120_000 });
  await page.waitForTimeout(500);
  const run = await page.evaluate(
    () =>
      new Promise<{ rows: { name: string; start: number; end: number }[]; lcp: number }>((done) => {
        let lcp = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) lcp = Math.max(lcp, entry.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => {
          const [navigation] = performance.getEntriesByType(
            'navigation',
          ) as PerformanceNavigationTiming[];
          const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
          done({
            lcp,
            rows: [
              { name: location.href, start: 0, end: navigation.responseEnd },
              ...resources.map((entry) => ({
                name: entry.name,
                start: entry.startTime,
                end: entry.responseEnd,
              })),
            ],
          });
        }, 100);
      }),
  );
  await context.close();
  return { lcp: run.lcp, rows: run.rows.map((row) => ({ ...row, name: shortName(row.name) })) };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Per request name (first occurrence in each run), the median start and end over the runs. */
function medianRows(runs: Run[]): Row[] {
  const names = [...new Set(runs.flatMap((run) => run.rows.map((row) => row.name)))];
  return names
    .map((name) => {
      const found = runs.flatMap((run) => run.rows.filter((row) => row.name === name).slice(0, 1));
      return {
        name: found.length < runs.length ? `${name} (${found.length}/${runs.length} runs)` : name,
        start: median(found.map((row) => row.start)),
        end: median(found.map((row) => row.end)),
      };
    })
    .sort((a, b) => a.start - b.start);
}

async function main(argv: string[]): Promise<void> {
  const option = (name: string): string | undefined => {
    const index = argv.indexOf(name);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const runs = Number(option('--runs') ?? 3);
  const path = option('--path') ?? '/de';
  const servers = argv
    .filter((arg, index) => arg.includes('=') && !argv[index - 1]?.startsWith('--'))
    .map((arg) => arg.split(/=(.*)/s).slice(0, 2) as [string, string]);
  if (servers.length === 0) throw new Error('name at least one server: <label>=<origin>');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    for (const [label, origin] of servers) {
      const measured: Run[] = [];
      for (let run = 0; run < runs; run += 1) measured.push(await oneRun(browser, origin + path));
      const ms = (value: number) => `${Math.round(value)}`.padStart(6);
      const lines = [
        `${label} (${origin}${path}), median of ${runs}:`,
        '   start     end  request',
      ];
      for (const row of medianRows(measured))
        lines.push(`  ${ms(row.start)}  ${ms(row.end)}  ${row.name}`);
      lines.push(`  LCP ${Math.round(median(measured.map((run) => run.lcp)))} ms`, '');
      process.stdout.write(`${lines.join('\n')}\n`);
    }
  } finally {
    await browser.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`first-page-waterfall: ${String(error)}\n`);
  process.exit(1);
});
