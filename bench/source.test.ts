import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSource } from './source';

const git = (root: string, ...args: string[]) =>
  execFileSync('git', args, { cwd: root, stdio: 'ignore' });

describe('what the bench says it measured', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'bench-source-'));
    git(root, 'init', '-q');
    mkdirSync(join(root, 'bench', 'results'), { recursive: true });
    mkdirSync(join(root, 'src'));
    writeFileSync(join(root, 'bench', 'results', 'latest.md'), 'old figures\n');
    writeFileSync(join(root, 'src', 'index.ts'), 'export {};\n');
    git(root, 'add', '.');
    git(
      root,
      '-c',
      'user.name=Bench',
      '-c',
      'user.email=bench@example.org',
      'commit',
      '-qm',
      'start',
    );
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const commit = () =>
    execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();

  it('names a given build folder', () => {
    expect(buildSource(root, '/tmp/dist')).toBe('the build in /tmp/dist');
  });

  it('names the commit of a clean working tree, and of one where only its own results changed', () => {
    expect(buildSource(root, null)).toBe(`the working tree at ${commit()}`);
    writeFileSync(join(root, 'bench', 'results', 'latest.md'), 'new figures\n');
    expect(buildSource(root, null)).toBe(`the working tree at ${commit()}`);
  });

  it('says so when the code has uncommitted changes', () => {
    writeFileSync(join(root, 'src', 'index.ts'), 'export const changed = true;\n');
    expect(buildSource(root, null)).toBe(
      `the working tree at ${commit()} with uncommitted changes`,
    );
  });
});
