import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './browser';
import { median } from './median';
import { progress } from './progress';

/** One Lighthouse run's figures. */
export interface RunFigures {
  /** 0..100 */
  performance: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
}

/** One page's Lighthouse figures: each the median of its runs. */
export interface LighthouseFigures extends RunFigures {
  runs: number;
}

/**
 * Lighthouse 12 (its Node API; v13 needs Node 22) in Debian's Chromium, started by
 * chrome-launcher: the default mobile emulation and simulated throttling, performance only.
 */
export async function startLighthouse(): Promise<{
  run(url: string): Promise<RunFigures>;
  close(): Promise<void>;
}> {
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    logLevel: 'silent',
  });
  return {
    async run(url) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableFullPageScreenshot: true,
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      return {
        performance: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
        lcpMs: numeric('largest-contentful-paint'),
        fcpMs: numeric('first-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
      };
    },
    async close() {
      chrome.kill();
    },
  };
}

/** `runs` Lighthouse runs of `url`; each figure is the median of the runs that succeeded. */
export async function lighthouseFigures(
  lighthouse: Awaited<ReturnType<typeof startLighthouse>>,
  url: string,
  runs: number,
): Promise<LighthouseFigures> {
  const results: RunFigures[] = [];
  let lastError: unknown = null;
  // a failed run (Lighthouse sometimes misses the trace: NO_NAVSTART) is tried again, twice at most
  for (let attempt = 1; results.length < runs && attempt <= runs + 2; attempt += 1) {
    progress(`  Lighthouse ${results.length + 1}/${runs} ${url}`);
    try {
      results.push(await lighthouse.run(url));
    } catch (error) {
      lastError = error;
      progress(`  Lighthouse run failed: ${String(error)}`);
    }
  }
  if (results.length === 0) throw lastError ?? new Error(`no Lighthouse run of ${url}`);
  return {
    performance: median(results.map((r) => r.performance)),
    lcpMs: median(results.map((r) => r.lcpMs)),
    fcpMs: median(results.map((r) => r.fcpMs)),
    tbtMs: median(results.map((r) => r.tbtMs)),
    cls: median(results.map((r) => r.cls)),
    runs: results.length,
  };
}
