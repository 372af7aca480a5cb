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
  ],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setupTests.ts'],
  transform: { '^.+\\.[jt]sx?$': 'babel-jest' },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleNameMapper: { '\\.(css)$': '<rootDir>/src/test/styleStub.ts' },
  clearMocks: true,
  restoreMocks: true,
};

export default config;
