import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** A build command run in `root`, its output kept for the error when it fails. */
function runBuild(
  command: string,
  args: string[],
  root: string,
  env: Record<string, string>,
  dist: string,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0 && existsSync(join(dist, 'index.html'))) resolve();
      else
        reject(
          new Error(`${command} ${args.join(' ')} failed (exit ${code}):\n${output.slice(-4000)}`),
        );
    });
  });
}

/** `npm run build` (production) into `dist`. */
export const buildProduction = (dist: string, root: string): Promise<void> =>
  runBuild('npm', ['run', 'build'], root, { BILLETT_DIST: dist }, dist);

/** The floor app (bench/floor) into `dist`, with the storefront's shared build settings. */
export const buildFloor = (dist: string, root: string): Promise<void> =>
  runBuild(
    join(root, 'node_modules', '.bin', 'webpack'),
    ['--config', 'bench/floor/webpack.config.ts'],
    root,
    { BENCH_FLOOR_DIST: dist },
    dist,
  );
