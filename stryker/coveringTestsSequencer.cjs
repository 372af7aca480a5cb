/**
 * Stryker only (stryker.config.mjs sets it as jest's testSequencer). For a mutant, Stryker's jest
 * runner asks for the test files related to the mutated file (--findRelatedTests) and the tests
 * that cover the mutant by name (--testNamePattern). A module the demo server imports is related
 * to some 90 test files, each loaded to run none of its tests: this keeps only the files that hold
 * a covering test, as the initial run noted them (recordTestFiles.cjs). A file the initial run
 * did not run (--testFiles left it out) holds no covering test. Without a name filter (the initial
 * run) or without a record (the setup file did not run), every file is kept; so is every file
 * when none holds a covering test by the record.
 */
const fs = require('node:fs');
const Sequencer = require('@jest/test-sequencer').default;
const { TEST_FILES_RECORD } = require('./testFilesRecord.cjs');

/** test file -> the full names of its tests, as noted in the initial run */
function readRecord() {
  const names = new Map();
  let text = '';
  try {
    text = fs.readFileSync(TEST_FILES_RECORD, 'utf8');
  } catch {
    return names;
  }
  for (const line of text.split('\n')) {
    if (!line) continue;
    const [file, name] = JSON.parse(line);
    if (!names.has(file)) names.set(file, []);
    names.get(file).push(name);
  }
  return names;
}

class CoveringTestsSequencer extends Sequencer {
  constructor(options) {
    super(options);
    const pattern = options.globalConfig.testNamePattern;
    this.pattern = pattern ? new RegExp(pattern, 'i') : null;
  }

  sort(tests) {
    const sorted = super.sort(tests);
    if (!this.pattern) return sorted;
    const record = readRecord();
    if (record.size === 0) return sorted;
    return Promise.resolve(sorted).then((list) => {
      const covering = list.filter((test) =>
        (record.get(test.path) ?? []).some((name) => this.pattern.test(name)),
      );
      // none found by the record: every related file, rather than none (with none, jest runs
      // no test and the mutant counts as survived, untested). This does not make the static
      // tables' mutants killable: Stryker still runs those with runtime activation, after the
      // module read the value (docs/decisions/mutation-testing.md)
      return covering.length > 0 ? covering : list;
    });
  }
}

module.exports = CoveringTestsSequencer;
