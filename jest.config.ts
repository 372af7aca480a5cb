import type { Config } from 'jest';

/** ESM-only packages that babel-jest must turn into CommonJS for jest. */
const esmPackages = ['@seatsio', 'until-async', 'yaml'];

const config: Config = {
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { url: 'http://localhost/', customExportConditions: [''] },
  roots: [
    '<rootDir>/src',
    '<rootDir>/server',
    '<rootDir>/config',
    '<rootDir>/locales',
    '<rootDir>/bench',
    // the journeys' pure helpers (the fault tally); the journeys themselves run in Playwright
    '<rootDir>/e2e/support',
    // the docs' rules (scripts/docs.test.ts): the README's length, the decisions, the links
    '<rootDir>/scripts',
  ],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setupTests.ts'],
  transform: { '^.+\\.m?[jt]sx?$': 'babel-jest' },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleNameMapper: {
    '\\.(css)$': '<rootDir>/src/test/styleStub.ts',
    // an ESM-only package with an "import" export alone: its file, for the server render's tests
    // in Node's environment too (jsdom's export conditions find it through "main")
    '^@seatsio/seatsio-react$': '<rootDir>/node_modules/@seatsio/seatsio-react/build/index.mjs',
  },
  // above the 5 s that findBy and waitFor wait (setupTests.ts): a test that waits in vain fails
  // with what it waited for, not with jest's timeout
  testTimeout: 15_000,
  // every core: jest's default (one less than the cores) ran on one of the CI machine's two, and
  // the suites mostly wait on their demo servers (measured: 265 s with 1 worker, 144 s with 2)
  maxWorkers: '100%',
  clearMocks: true,
  restoreMocks: true,
};

export default config;
