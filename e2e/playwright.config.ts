import { defineConfig } from '@playwright/test';

/** Journeys run in Debian's Chromium against `npm start`, exactly as the README starts the storefront. */
const PORT = Number(process.env.E2E_PORT || 8180);
export const baseURL = `http://localhost:${PORT}`;

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
  webServer: {
    command: 'npm start',
    url: `${baseURL}/de`,
    env: { PORT: String(PORT), DEMO_RESERVATION_SECONDS: process.env.DEMO_RESERVATION_SECONDS ?? '900' },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
