import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './support/chromium';

/** Journeys run in Debian's Chromium against `npm start`, exactly as the README starts the storefront. */
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
 * Three storefronts on the production build (`npm run build`, which e2e/run.sh does first) served
 * by `npm run serve`, as a real deployment answers: 'production' on the demo shop (security
 * headers, compression, code splitting), 'faults' with the demo server's fault knobs turned up,
 * and 'hostile' on a shop whose every text is an XSS payload.
 */
const PRODUCTION_PORT = PORT + 2;
const FAULTS_PORT = PORT + 3;
const HOSTILE_PORT = PORT + 4;
const PRODUCTION_SPECS = /production-.*\.spec\.ts$/;
const FAULTS_SPECS = /faults-.*\.spec\.ts$/;
const HOSTILE_SPECS = /hostile-.*\.spec\.ts$/;

/** `npm run serve` of the production build on `port`, with the demo server's knobs in `env`. */
const servedBuild = (port: number, env: Record<string, string> = {}) => ({
  command: 'npm run serve',
  url: `http://localhost:${port}/de`,
  env: { PORT: String(port), DEMO_RESERVATION_SECONDS: '900', ...env },
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
});

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
/** Starts a project's server only when that project runs. */
const forProjects = <T>(names: string[], server: T): T[] =>
  selected === null || names.some((name) => selected.has(name)) ? [server] : [];

export default defineConfig({
  testDir: './journeys',
  outputDir: './artifacts/results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
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
      testIgnore: [SHORT_RESERVATION_SPECS, PRODUCTION_SPECS, FAULTS_SPECS, HOSTILE_SPECS],
    },
    {
      name: 'short-reservation',
      testMatch: SHORT_RESERVATION_SPECS,
      use: { baseURL: shortReservationURL },
    },
    {
      name: 'production',
      testMatch: PRODUCTION_SPECS,
      use: { baseURL: `http://localhost:${PRODUCTION_PORT}` },
    },
    {
      name: 'faults',
      testMatch: FAULTS_SPECS,
      use: { baseURL: `http://localhost:${FAULTS_PORT}` },
    },
    {
      name: 'hostile',
      testMatch: HOSTILE_SPECS,
      use: { baseURL: `http://localhost:${HOSTILE_PORT}` },
    },
  ],
  webServer: [
    ...forProjects(['storefront'], {
      command: 'npm start',
      url: `${baseURL}/de`,
      env: {
        PORT: String(PORT),
        DEMO_RESERVATION_SECONDS: process.env.DEMO_RESERVATION_SECONDS ?? '900',
      },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe' as const,
      stderr: 'pipe' as const,
    }),
    ...forProjects(['short-reservation'], {
      command: 'npm start',
      url: `${shortReservationURL}/de`,
      env: {
        PORT: String(SHORT_PORT),
        DEMO_RESERVATION_SECONDS: String(SHORT_RESERVATION_SECONDS),
        DEMO_RESERVATION_EXTENSIONS: String(SHORT_RESERVATION_EXTENSIONS),
      },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe' as const,
      stderr: 'pipe' as const,
    }),
    ...forProjects(['production'], servedBuild(PRODUCTION_PORT)),
    ...forProjects(
      ['faults'],
      servedBuild(FAULTS_PORT, { DEMO_FAILURE_RATE: '0.2', DEMO_LATENCY_MS: '0-800' }),
    ),
    ...forProjects(['hostile'], servedBuild(HOSTILE_PORT, { DEMO_FIXTURE: 'hostile' })),
  ],
});
