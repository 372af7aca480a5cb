// Mutation testing (`npm run mutation`): how many planted bugs the jest suites catch in the shop's
// core. Not part of `npm test` or CI: a full run takes hours on two cores; the incremental file
// (committed) lets a later run test only the mutants whose code or tests changed.
// docs/decisions/mutation-testing.md says what it covers, how to run one folder, and the scores.

/** The folders measured: the order, checkout, seating, tracking and catalog features, the site server. */
const FOLDERS = [
  'src/features/order',
  'src/features/checkout',
  'src/features/seating',
  'src/features/tracking',
  'src/features/catalog',
  'server/site',
];

/** Test code that lives beside the code it tests: never mutated. */
const TEST_CODE = [
  '**/*.test.{ts,tsx}',
  '**/testing/**',
  '**/*TestKit.{ts,tsx}',
  '**/*TestRoutes.tsx',
  '**/*TestSetup.tsx',
  '**/*.gen.ts',
];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  mutate: [
    ...FOLDERS.map((folder) => `${folder}/**/*.{ts,tsx}`),
    ...TEST_CODE.map((pattern) => `!${pattern}`),
  ],
  testRunner: 'jest',
  jest: {
    projectType: 'custom',
    configFile: 'jest.config.ts',
    enableFindRelatedTests: true,
    // jest.config.ts's, plus what lets a mutant run only the files of the tests covering it
    config: {
      setupFilesAfterEnv: [
        '<rootDir>/src/test/setupTests.ts',
        '<rootDir>/stryker/recordTestFiles.cjs',
      ],
      testSequencer: '<rootDir>/stryker/coveringTestsSequencer.cjs',
    },
  },
  coverageAnalysis: 'perTest',
  // A static mutant (a module-level value, set when a test file imports the module) cannot be
  // tied to the tests that cover it: every related test file runs for it, some 90 for a module
  // the demo server imports (80 s a mutant measured for a catalog helper, 16 files). Stryker
  // reports them as ignored, outside the score (docs/decisions/mutation-testing.md).
  ignoreStatic: true,
  checkers: ['typescript'],
  tsconfigFile: 'tsconfig.json',
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  // two cores shared with others: one test runner, one checker
  concurrency: 1,
  // the suites wait on demo servers and on findBy's 5 s: a mutant that makes a test wait in vain
  // is killed by that test's failure, not by Stryker's timeout
  timeoutMS: 20_000,
  // the initial run is most of the jest suite, one file at a time
  dryRunTimeoutMinutes: 60,
  incremental: true,
  incrementalFile: 'stryker/incremental.json',
  reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  ignorePatterns: [
    'dist',
    'coverage',
    'test-results',
    'playwright-report',
    'e2e/artifacts',
    'bench/results',
    'reports',
    'stryker/incremental.json',
    'stryker/.test-files.ndjson',
  ],
  // not a dot-folder: express's sendFile (the demo server's stand-in scripts) refuses paths through one
  tempDirName: 'stryker-tmp',
  cleanTempDir: 'always',
  thresholds: { high: 85, low: 70, break: null },
};

export default config;
