/**
 * jest's Node environment, for the test files that need no DOM (the demo server, the site server,
 * the build and benchmark scripts): `@jest-environment ./src/test/nodeEnvironment.cjs`.
 *
 * It is jest-environment-node with Stryker's mixin (npm run mutation, stryker.config.mjs): Stryker
 * puts its own environment in place of the configured one, but a file's docblock names its own,
 * which must then tell Stryker which test covers which mutant itself. Outside a Stryker run the
 * mixin does nothing the tests see.
 */
const { TestEnvironment } = require('jest-environment-node');
const { mixinJestEnvironment } = require('@stryker-mutator/jest-runner');

module.exports = mixinJestEnvironment(TestEnvironment);
