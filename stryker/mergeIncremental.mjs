/**
 * `node stryker/mergeIncremental.mjs <report.json>...`: one incremental file
 * (stryker/incremental.json) from the reports of runs on one folder each (`npm run mutation --
 * --mutate '<folder>/**' ... --incrementalFile reports/mutation/incremental/<name>.json`, see
 * docs/decisions/mutation-testing.md). A run writes only the files it mutated; merged, a later run
 * of the whole set reuses every result. Test ids are numbered per run, so each report's are
 * prefixed with its own name; a test file in several reports has the tests of each (the source of
 * the report named last).
 *
 * `<report.json>=<file>,<file>` takes only those source files' results from that report: a run
 * that started from the committed file (to reuse its results) carries every other file too, as it
 * was, and would otherwise put back the old results of files another report measured anew.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';

const OUT = 'stryker/incremental.json';
const reports = process.argv.slice(2).map((argument) => {
  const [file, only] = argument.split('=');
  return { file, only: only ? new Set(only.split(',')) : null };
});
if (reports.length === 0) {
  console.error('usage: node stryker/mergeIncremental.mjs <report.json>...');
  process.exit(2);
}

const merged = { files: {}, testFiles: {} };
for (const { file, only } of reports) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const prefix = `${basename(file, '.json')}:`;
  const id = (testId) => `${prefix}${testId}`;
  for (const [key, value] of Object.entries(report)) {
    if (key !== 'files' && key !== 'testFiles') merged[key] = value;
  }
  for (const [name, result] of Object.entries(report.files ?? {})) {
    if (only && ![...only].some((wanted) => name.endsWith(wanted))) continue;
    const mutants = result.mutants.map((mutant) => ({
      ...mutant,
      ...(mutant.coveredBy ? { coveredBy: mutant.coveredBy.map(id) } : {}),
      ...(mutant.killedBy ? { killedBy: mutant.killedBy.map(id) } : {}),
    }));
    merged.files[name] = { ...result, mutants };
  }
  for (const [name, testFile] of Object.entries(report.testFiles ?? {})) {
    const tests = testFile.tests.map((test) => ({ ...test, id: id(test.id) }));
    const before = merged.testFiles[name]?.tests ?? [];
    merged.testFiles[name] = { ...testFile, tests: [...before, ...tests] };
  }
}
writeFileSync(OUT, `${JSON.stringify(merged, null, 2)}\n`);
const mutants = Object.values(merged.files).reduce((sum, file) => sum + file.mutants.length, 0);
console.log(`${OUT}: ${Object.keys(merged.files).length} files, ${mutants} mutants`);
