import type { Browser } from '@playwright/test';
import { shopPath } from '../src/api/headers';
import { siteConfig } from '../config/site';
import { median } from './median';

/** A page of the shop's origin with nothing in it: no script of ours, no style, no other call. */
const BARE_PATH = '/bench-bare-page';
const BARE_PAGE = '<!doctype html><html lang="en"><title>bare</title><body></body></html>';

/** One read of the shop's answer in the bare page, ms since navigation start. */
interface AnswerTimes {
  /** the answer's last byte (resource timing's responseEnd, as the render probe takes it) */
  endMs: number;
  /** `response.text()` resolved: the body handed to the page and decoded */
  textMs: number;
  /** `JSON.parse` done */
  parsedMs: number;
  /** the frame with one line from the answer painted */
  paintedMs: number;
  /** the answer's length in characters */
  chars: number;
}

export interface AnswerFloorFigures {
  /** median: from the last byte to the text in the page's hands */
  textMs: number;
  /** median: JSON.parse of that text */
  parseMs: number;
  /** median: from the last byte to a frame painted with one line from the answer */
  paintedMs: number;
  /** the answer's size (characters of JSON) */
  chars: number;
  runs: number;
}

/**
 * The floor of "API answer → painted" (issue 19): what the browser alone spends on the shop's
 * answer before any script of ours could show a card. A bare page of the shop's origin asks for
 * the shop as the storefront's base query reads it (RTK Query's json handler: `response.text()`,
 * then `JSON.parse`), writes one line from it and waits for the frame that shows it (the render
 * probe's way: a task queued from the next animation frame). `runs` cold pages, medians.
 */
export async function answerFloor(
  browser: Browser,
  baseUrl: string,
  runs: number,
): Promise<AnswerFloorFigures> {
  const times: AnswerTimes[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ baseURL: baseUrl });
    try {
      await context.route(`**${BARE_PATH}`, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: BARE_PAGE }),
      );
      const page = await context.newPage();
      await page.goto(BARE_PATH);
      times.push(await page.evaluate(readAnswer, shopPath(siteConfig.shopSlug ?? 'demo')));
    } finally {
      await context.close();
    }
  }
  return {
    textMs: median(times.map((time) => time.textMs - time.endMs)),
    parseMs: median(times.map((time) => time.parsedMs - time.textMs)),
    paintedMs: median(times.map((time) => time.paintedMs - time.endMs)),
    chars: Math.max(...times.map((time) => time.chars)),
    runs,
  };
}

/** Runs in the bare page (serialised by Playwright: it uses nothing from outside). */
async function readAnswer(path: string): Promise<AnswerTimes> {
  const response = await fetch(path, { headers: { Accept: 'application/json' } });
  const text = await response.text();
  const textMs = performance.now();
  const shop = JSON.parse(text) as { placements?: unknown[] };
  const parsedMs = performance.now();
  document.body.textContent = `${shop.placements?.length ?? 0} placements`;
  const paintedMs = await new Promise<number>((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    }),
  );
  const entry = performance
    .getEntriesByType('resource')
    .find((resource) => resource.name.includes(path)) as PerformanceResourceTiming | undefined;
  return {
    endMs: entry?.responseEnd ?? Number.NaN,
    textMs,
    parsedMs,
    paintedMs,
    chars: text.length,
  };
}
