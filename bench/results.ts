import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import prettier from 'prettier';
import { machineLine, type Machine } from './machine';
import { markdownTable, type BenchRow } from './table';
import type { Verdict } from './verdict';

const HOW = [
  'The floor: a minimal app (bench/floor) using the storefront’s libraries as the storefront uses them (React 18 with createRoot, Redux Toolkit with RTK Query and one query for the demo shop, react-redux, react-router-dom in its declarative mode, i18next with react-i18next and one namespace, redux-saga with one saga) and rendering the shop’s name as the h1; built in the same run with the storefront’s webpack and babel settings (config/buildSettings.ts, babel.config.js, .browserslistrc) and served by the same server. Ratio: the storefront’s figure ÷ the floor’s.',
  'First-page JS/CSS: every script and style sheet of the build a first visit loads in Chromium until the page has settled (lazy chunks of the first render included), each gzipped at level 9 and summed; KiB, 1 KiB = 1024 bytes; stand-ins of third-party scripts not counted. Measured with data saver on, so the storefront fetches nothing ahead (spec section 9); a second visit without it gives the JS fetched ahead 1 s after load for the links on screen (its own line). "As sent": the bytes on the wire, as npm run serve sends its precompressed brotli 11 copies.',
  'The HTML floor (issue 33): each page’s HTML as the server renders it for a first visit, every script (the JSON data block and JSON-LD too) and every link downloading a script ahead taken out, the style sheets and images kept; made in the run, written into the served build with brotli 11 and gzip 9 copies and sent by the same server from the same origin (bench/htmlFloor.ts).',
  'Lighthouse 12 (Node API) in Debian’s Chromium: default mobile emulation and simulated throttling, performance category only. Rounds (default 3); in each the floor app, then each page right after its HTML floor, each the median of its runs (default 5). Each row shows the page’s worst round with its floor’s figure of that round: the score beside the floor app’s (the lowest margin), LCP and FCP beside the HTML floor’s (the highest ratio), TBT beside the floor app’s and CLS beside the HTML floor’s (the highest); the load column is the machine’s 1-minute load average after the page’s runs and after the floor’s.',
  'React commits: a minimal React DevTools hook counts, per tick of the reservation timer, the commits in which a component rendered whose output is not inside the countdown (the element around `role="timer"`); cart panel open (countdown on screen) and closed.',
  'Burst: 10 clicks on "+" of the impro evening’s adult ticket; POST/DELETE calls to the items endpoints, grouped into rounds by pauses of 250 ms or more.',
  '2,000 placements: the demo shop plus a category of 2,000 placements (bench/bigCategory.ts); cold visits; from the shop API’s answer (resource timing) to the frame in which all cards are painted, median; the bench waits for the probe’s call instead of polling the page, so no Playwright script runs in the page meanwhile.',
  'Memory: a demo server on 127.0.0.1 whose clock moves on 30 s per visitor; 10,000 anonymous visitors, 8 at a time, each with a new session and an order with one ticket, one in five paid; heap used after a full garbage collection before the loop and every 1,000 visitors; the counts must stay within what the eviction rules (server/demoApi/eviction.ts) allow, the heap flat over the loop’s second half.',
  'Budgets: first-page JS not above 144.7 / 139.8 / 141.9 / 156.8 KiB (home, category, article, seating chart: the figures before server rendering), LCP ≤ 1.15× the HTML floor, the Lighthouse score not below the floor app’s and CLS 0 in every round (home, category, article), 0 commits outside the countdown, 1 round per burst, 2,000 placements < 200 ms, memory within the rules and flat. The bench exits with 1 when one is missed.',
];

/** The figures as Markdown (for the README) and JSON, formatted as Prettier would. */
export async function writeResults(
  markdownFile: string,
  jsonFile: string,
  rows: readonly BenchRow[],
  machine: Machine,
  /** what the build was made from */
  source: string,
  verdict: Verdict,
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
    'Units: 1 KiB = 1024 bytes, 1 MiB = 1024 KiB.',
    '',
    verdict.summary,
    '',
    ...verdict.missedLines.map((line) => `- ${line}`),
    '',
    '## How they are measured',
    '',
    ...HOW.map((line) => `- ${line}`),
    '',
  ].join('\n');
  const options = (await prettier.resolveConfig(markdownFile)) ?? {};
  writeFileSync(markdownFile, await prettier.format(markdown, { ...options, parser: 'markdown' }));
  const json = JSON.stringify({
    machine,
    source,
    rows,
    verdict: {
      budgets: verdict.budgets,
      missed: verdict.missed.length,
      exitCode: verdict.exitCode,
    },
    details,
  });
  writeFileSync(jsonFile, await prettier.format(json, { ...options, parser: 'json' }));
}
