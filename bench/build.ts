import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** `npm run build` (production) into `dist`, its output kept for the error when it fails. */
export function buildProduction(dist: string, root: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], {
      cwd: root,
      env: { ...process.env, BILLETT_DIST: dist },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0 && existsSync(join(dist, 'index.html'))) resolve();
      else reject(new Error(`npm run build failed (exit ${code}):\n${output.slice(-4000)}`));
    });
  });
}
