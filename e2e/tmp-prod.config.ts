import base from './playwright.config';
const PORT = Number(process.env.E2E_PORT || 8180);
export default {
  ...base,
  testDir: './journeys',
  projects: [{ name: 'storefront', testIgnore: [/production-|faults-|hostile-|expiry/], use: { baseURL: `http://localhost:${PORT}` } }],
  webServer: [{ command: 'npm run serve', url: `http://localhost:${PORT}/de`, env: { PORT: String(PORT), DEMO_RESERVATION_SECONDS: '900' }, reuseExistingServer: false, timeout: 60000 }],
};
