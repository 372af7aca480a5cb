/**
 * `npm start` as the README's first command runs it (webpack's dev server with the demo shop API),
 * started by the journey that needs it rather than before the whole run: its first compile takes
 * half a minute of one core, which then overlaps the other projects' journeys instead of holding
 * every journey back at the start (Playwright starts its configured servers one after another).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
/** the first compile on a busy two-core machine */
const READY_WITHIN_MS = 180_000;

export interface NpmStart {
  /** stops `npm start` and the dev server under it */
  stop(): void;
}

/** Starts `npm start` on `port` and resolves once `/de` answers (the first compile is done). */
export async function startNpmStart(port: number): Promise<NpmStart> {
  const child: ChildProcess = spawn('npm', ['start'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DEMO_RESERVATION_SECONDS: '900' },
    // a process group of its own: npm, webpack and the demo shop stop together
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let stopped = false;
  const stop = () => {
    if (stopped || !child.pid) return;
    stopped = true;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // the group has ended already
    }
  };
  // a worker that ends without its afterAll (a crash, a timeout) takes the dev server with it
  process.once('exit', stop);
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start ended (${child.exitCode}):\n${output}`);
    const answer = await fetch(`http://localhost:${port}/de`).catch(() => null);
    if (answer?.ok) return { stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error(`npm start did not answer within ${READY_WITHIN_MS / 1000} s:\n${output}`);
}
