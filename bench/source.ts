import { execFileSync } from 'node:child_process';

const git = (root: string, args: string[]): string =>
  execFileSync('git', args, {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();

/** What the measured build was made from: the working tree at a commit, or a given build folder. */
export function buildSource(root: string, givenBuild: string | null): string {
  if (givenBuild) return `the build in ${givenBuild}`;
  try {
    const commit = git(root, ['rev-parse', '--short', 'HEAD']);
    // the bench's own results (bench/results) are what it writes, not what it measured
    const changed =
      git(root, [
        'status',
        '--porcelain',
        '--untracked-files=no',
        '--',
        '.',
        ':(exclude)bench/results',
      ]) !== '';
    return `the working tree at ${commit}${changed ? ' with uncommitted changes' : ''}`;
  } catch {
    return 'the working tree';
  }
}
