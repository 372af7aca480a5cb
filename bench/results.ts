import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import prettier from 'prettier';
import { machineLine, type Machine } from './machine';
import { markdownTable, type BenchRow } from './table';

const HOW = [
  'First-page JS/CSS: every script and style sheet of the build a first visit loads in Chromium until the page has settled (lazy chunks of the first render included), each gzipped at level 9 and summed; 1 KB = 1024 bytes; stand-ins of third-party scripts not counted. Measured with data saver on, so the storefront fetches nothing ahead (spec section 9); a second visit without it gives what is fetched ahead 1 s after load for the links on screen.',
  'Lighthouse 12 (Node API) in Debian’s Chromium: default mobile emulation and simulated throttling, performance category only; each figure is the median of its runs.',
  'React commits: a minimal React DevTools hook counts, per tick of the reservation timer, the commits in which a component rendered whose output is not inside the countdown (the element around `role="timer"`); cart panel open (countdown on screen) and closed.',
  'Burst: 10 clicks on "+" of the impro evening’s adult ticket; POST/DELETE calls to the items endpoints, grouped into rounds by pauses of 250 ms or more.',
  '2,000 placements: the demo shop plus a category of 2,000 placements (bench/bigCategory.ts); cold visits; from the shop API’s answer (resource timing) to the frame in which all cards are painted, median; the bench waits for the probe’s call instead of polling the page, so no Playwright script runs in the page meanwhile.',
];

/** The figures as Markdown (for the README) and JSON, formatted as Prettier would. */
export async function writeResults(
  markdownFile: string,
  jsonFile: string,
  rows: readonly BenchRow[],
  machine: Machine,
  /** what the build was made from */
  source: string,
  details: unknown,
): Promise<void> {
  mkdirSync(dirname(markdownFile), { recursive: true });
  const markdown = [
    '# Benchmark figures',
    '',
    `\`npm run bench\` on ${machineLine(machine)}; built from ${source}.`,
    '',
    markdownTable(rows),
    '',
    '## How they are measured',
    '',
    ...HOW.map((line) => `- ${line}`),
    '',
  ].join('\n');
  const options = (await prettier.resolveConfig(markdownFile)) ?? {};
  writeFileSync(markdownFile, await prettier.format(markdown, { ...options, parser: 'markdown' }));
  const json = JSON.stringify({ machine, source, rows, details });
  writeFileSync(jsonFile, await prettier.format(json, { ...options, parser: 'json' }));
}
