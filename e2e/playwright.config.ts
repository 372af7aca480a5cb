import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './support/chromium';
import { LONG_LIST_PLACEMENTS } from './support/longList';

/**
 * Journeys run in Debian's Chromium against the production build served by `npm run serve` (what
 * a shop deploys; e2e/run.sh builds it first), on servers with the demo shop's knobs per project;
 * the 'npm-start' project opens the storefront on `npm start`, exactly as the README starts it.
 */
const PORT = Number(process.env.E2E_PORT || 8180);
export const baseURL = `http://localhost:${PORT}`;
/**
 * A second storefront whose reservations last a few seconds (so every reservation is below the
 * last warning's 30 seconds at once), and may be extended once: the expiry journeys.
 */
const SHORT_PORT = PORT + 1;
const shortReservationURL = `http://localhost:${SHORT_PORT}`;
const SHORT_RESERVATION_SECONDS = 6;
const SHORT_RESERVATION_EXTENSIONS = 1;
const SHORT_RESERVATION_SPECS = /(order|checkout)-expiry.*\.spec\.ts$/;
/**
 * Three more: 'production' on the demo shop (what only a deployment shows: security headers,
 * compression, code splitting, preloading, route fuzzing), 'faults' with the demo server's fault
 * knobs turned up, and 'hostile' on a shop whose every text is an XSS payload.
 */
const PRODUCTION_PORT = PORT + 2;
const FAULTS_PORT = PORT + 3;
const HOSTILE_PORT = PORT + 4;
const PRODUCTION_SPECS = /production-.*\.spec\.ts$/;
const FAULTS_SPECS = /faults-.*\.spec\.ts$/;
const HOSTILE_SPECS = /hostile-.*\.spec\.ts$/;
/**
 * `npm start` (webpack's dev server with the demo shop API), as the README's first command: started
 * by its journey (e2e/support/npmStart.ts), so its first compile overlaps the other journeys.
 */
const NPM_START_PORT = PORT + 5;
const NPM_START_SPECS = /spine\.spec\.ts$/;
/** The demo shop with a category of 2,000 placements (DEMO_BIG_CATEGORY): the long lists. */
const LONG_LIST_PORT = PORT + 6;
const LONG_LIST_SPECS = /catalog-long-list\.spec\.ts$/;
/**
 * The browsing journeys on a demo shop of their own: they read pages and buy little, so they need
 * no stock of the storefront's, and with their own shop they run beside the storefront project
 * (the longest one, the run's critical path) instead of after it.
 */
const BROWSING_PORT = PORT + 7;
const BROWSING_SPECS =
  /(browse-.*|catalog-programme|catalog-article-picture|head-tags|server-pages|buyer-texts)\.spec\.ts$/;

/** A project's demo shop: `npm run serve` of the production build on `port`, with the knobs in `env`. */
interface ServedShop {
  port: number;
  env: Record<string, string>;
}
const servedBuild = (port: number, env: Record<string, string> = {}): ServedShop => ({
  port,
  env: { DEMO_RESERVATION_SECONDS: '900', ...env },
});
/** Where the shops' launcher says that every shop answers (e2e/support/servedShops.ts). */
const SHOPS_READY_PORT = PORT + 9;

/** The projects named by --project on the command line (none named: all of them). */
function selectedProjects(argv: string[]): Set<string> | null {
  const named = argv.flatMap((arg, index) => {
    if (arg.startsWith('--project=')) return [arg.slice('--project='.length)];
    if (arg === '--project' && argv[index + 1]) return [argv[index + 1]];
    return [];
  });
  return named.length > 0 ? new Set(named) : null;
}
const selected = selectedProjects(process.argv);

/** The selected projects' shops, started side by side by one launcher that Playwright waits for. */
function shopsStartedTogether(shops: ServedShop[]) {
  return shops.length === 0
    ? []
    : [
        {
          command: 'npx tsx e2e/support/servedShops.ts',
          cwd: path.resolve(__dirname, '..'),
          url: `http://localhost:${SHOPS_READY_PORT}/`,
          env: {
            E2E_SHOPS: JSON.stringify(shops),
            E2E_SHOPS_READY_PORT: String(SHOPS_READY_PORT),
          },
          reuseExistingServer: false,
          timeout: 120_000,
          stdout: 'pipe' as const,
          stderr: 'pipe' as const,
        },
      ];
}
/** Starts a project's server only when that project runs. */
const forProjects = <T>(names: string[], server: T): T[] =>
  selected === null || names.some((name) => selected.has(name)) ? [server] : [];

export default defineConfig({
  testDir: './journeys',
  outputDir: './artifacts/results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Each project has its own demo shop, and a shop serves one journey at a time (journeys share its
  // stock and seats): one worker per project, two projects side by side. Measured on the two-core
  // runner: 20.3 min against 23.5 min for the journeys on one worker.
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    {
      name: 'storefront',
      workers: 1,
      testIgnore: [
        SHORT_RESERVATION_SPECS,
        PRODUCTION_SPECS,
        FAULTS_SPECS,
        HOSTILE_SPECS,
        NPM_START_SPECS,
        LONG_LIST_SPECS,
        BROWSING_SPECS,
      ],
    },
    {
      name: 'browsing',
      workers: 1,
      testMatch: BROWSING_SPECS,
      use: { baseURL: `http://localhost:${BROWSING_PORT}` },
    },
    {
      name: 'long-list',
      workers: 1,
      testMatch: LONG_LIST_SPECS,
      use: { baseURL: `http://localhost:${LONG_LIST_PORT}` },
    },
    {
      name: 'npm-start',
      workers: 1,
      testMatch: NPM_START_SPECS,
      use: { baseURL: `http://localhost:${NPM_START_PORT}` },
    },
    {
      name: 'short-reservation',
      workers: 1,
      testMatch: SHORT_RESERVATION_SPECS,
      use: { baseURL: shortReservationURL },
    },
    {
      name: 'production',
      workers: 1,
      testMatch: PRODUCTION_SPECS,
      use: { baseURL: `http://localhost:${PRODUCTION_PORT}` },
    },
    {
      name: 'faults',
      workers: 1,
      testMatch: FAULTS_SPECS,
      use: { baseURL: `http://localhost:${FAULTS_PORT}` },
    },
    {
      name: 'hostile',
      workers: 1,
      testMatch: HOSTILE_SPECS,
      use: { baseURL: `http://localhost:${HOSTILE_PORT}` },
    },
  ],
  webServer: shopsStartedTogether([
    ...forProjects(
      ['storefront'],
      servedBuild(
        PORT,
        process.env.DEMO_RESERVATION_SECONDS
          ? { DEMO_RESERVATION_SECONDS: process.env.DEMO_RESERVATION_SECONDS }
          : {},
      ),
    ),
    ...forProjects(
      ['short-reservation'],
      servedBuild(SHORT_PORT, {
        DEMO_RESERVATION_SECONDS: String(SHORT_RESERVATION_SECONDS),
        DEMO_RESERVATION_EXTENSIONS: String(SHORT_RESERVATION_EXTENSIONS),
      }),
    ),
    ...forProjects(['production'], servedBuild(PRODUCTION_PORT)),
    ...forProjects(
      ['faults'],
      servedBuild(FAULTS_PORT, { DEMO_FAILURE_RATE: '0.2', DEMO_LATENCY_MS: '0-800' }),
    ),
    ...forProjects(['hostile'], servedBuild(HOSTILE_PORT, { DEMO_FIXTURE: 'hostile' })),
    ...forProjects(['browsing'], servedBuild(BROWSING_PORT)),
    ...forProjects(
      ['long-list'],
      servedBuild(LONG_LIST_PORT, { DEMO_BIG_CATEGORY: String(LONG_LIST_PLACEMENTS) }),
    ),
  ]),
});
