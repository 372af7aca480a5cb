/**
 * Stryker only (stryker.config.mjs adds it to jest's setupFilesAfterEnv): during the initial test
 * run, notes which test file each test is in, by the full name Stryker knows the test by. The
 * sequencer (coveringTestsSequencer.cjs) reads it to run only the files of the tests that cover a
 * mutant. Nothing is written while a mutant is active, nor outside Stryker's sandbox runs.
 */
/* global afterEach, expect */
const fs = require('node:fs');
const { TEST_FILES_RECORD } = require('./testFilesRecord.cjs');

const ACTIVE_MUTANT = '__STRYKER_ACTIVE_MUTANT__';

afterEach(() => {
  if (process.env[ACTIVE_MUTANT] !== undefined) return;
  const { testPath, currentTestName } = expect.getState();
  if (testPath && currentTestName)
    fs.appendFileSync(TEST_FILES_RECORD, `${JSON.stringify([testPath, currentTestName])}\n`);
});
