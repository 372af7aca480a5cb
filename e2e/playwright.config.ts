import { defineConfig } from '@playwright/test';

/** Journeys run in Debian's Chromium against `npm start`, exactly as the README starts the storefront. */
const PORT = Number(process.env.E2E_PORT || 8180);
export const baseURL = `http://localhost:${PORT}`;
/** A second storefront whose reservations last a few seconds, for the order-expiry journey. */
const SHORT_PORT = PORT + 1;
const shortReservationURL = `http://localhost:${SHORT_PORT}`;
const SHORT_RESERVATION_SECONDS = 6;
const SHORT_RESERVATION_SPECS = /(order|checkout)-expiry.*\.spec\.ts$/;

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
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'storefront', testIgnore: SHORT_RESERVATION_SPECS },
    {
      name: 'short-reservation',
      testMatch: SHORT_RESERVATION_SPECS,
      use: { baseURL: shortReservationURL },
    },
  ],
  webServer: [
    {
      command: 'npm start',
      url: `${baseURL}/de`,
      env: {
        PORT: String(PORT),
        DEMO_RESERVATION_SECONDS: process.env.DEMO_RESERVATION_SECONDS ?? '900',
      },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: 'npm start',
      url: `${shortReservationURL}/de`,
      env: {
        PORT: String(SHORT_PORT),
        DEMO_RESERVATION_SECONDS: String(SHORT_RESERVATION_SECONDS),
      },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
