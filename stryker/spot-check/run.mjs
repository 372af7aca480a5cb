// The mutation spot-check of issue 36: each hand-written bug of bugs.json planted alone in a
// tree (a worktree of the commit to measure, its node_modules linked), that file's related jest
// tests run (`jest --findRelatedTests <file> --bail`), the file put back. A bug is caught when
// jest fails. Run the related tests once without any bug first: they must pass.
//
//   node stryker/spot-check/run.mjs <tree> <results.json>
//
// Resumable: bugs already in results.json are skipped. docs/decisions/test-run-time.md has the
// figures and how the bugs were chosen.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [tree, out] = process.argv.slice(2);
if (!tree || !out) throw new Error('usage: node stryker/spot-check/run.mjs <tree> <results.json>');
const bugs = JSON.parse(readFileSync(new URL('./bugs.json', import.meta.url), 'utf8'));
const results = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : [];
const done = new Set(results.map((result) => result.i));

bugs.forEach((bug, i) => {
  if (done.has(i)) return;
  const path = join(tree, bug.file);
  const original = readFileSync(path, 'utf8');
  if (original.split(bug.old).length !== 2)
    throw new Error(`${bug.file}: the line is not there once`);
  writeFileSync(path, original.replace(bug.old, bug.new));
  const started = Date.now();
  let run;
  try {
    run = spawnSync(
      'npx',
      ['jest', '--findRelatedTests', bug.file, '--bail', '--maxWorkers=2', '--silent', '--ci'],
      { cwd: tree, encoding: 'utf8', timeout: 30 * 60_000 },
    );
  } finally {
    writeFileSync(path, original);
  }
  const suites = /Test Suites:.*/.exec(run.stderr ?? '')?.[0] ?? '';
  results.push({
    i,
    file: bug.file,
    caught: run.status !== 0 && run.status !== null,
    code: run.status,
    secs: Math.round((Date.now() - started) / 1000),
    suites,
  });
  writeFileSync(out, JSON.stringify(results, null, 1));
  console.log(i, bug.file, run.status === 0 ? 'missed' : 'caught', suites);
});
