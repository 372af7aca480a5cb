import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The folder of the chart script's parts (plain browser JavaScript, no build step). */
const PARTS_DIR = join(__dirname, 'chart');

/**
 * The parts of the stand-in's chart.js, in the order they run: the chart object first (what the
 * others add to), its texts, then what it does in seats.io's terms, and last the methods and
 * window.seatsio. Every .js file in chart/ is one of them (chartScript.test.ts holds that).
 */
export const CHART_SCRIPT_PARTS = [
  'seatingChart.js',
  'texts.js',
  'pricing.js',
  'selection.js',
  'session.js',
  'rendering.js',
  'keyboard.js',
  'fitAndZoom.js',
  'renderAndRerender.js',
  'chartMethods.js',
] as const;

let joined: string | undefined;

/**
 * The one classic script the browser receives at the address of seats.io's chart.js: the parts
 * in one function scope, in strict mode, so that their names stay off the page's globals (the
 * script sets window.seatsio alone). Each part is marked with its file name for a reader in
 * DevTools. Read once, on the first request: a changed part needs a restart of the server.
 */
export function chartScript(): string {
  joined ??= [
    '(function () {',
    "'use strict';",
    ...CHART_SCRIPT_PARTS.map(
      (part) => `\n// ---- chart/${part}\n${readFileSync(join(PARTS_DIR, part), 'utf8')}`,
    ),
    '})();',
    '',
  ].join('\n');
  return joined;
}
