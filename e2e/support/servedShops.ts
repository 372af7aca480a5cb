/**
 * The journeys' demo shops, each `npm run serve` of the production build with its project's knobs,
 * started side by side (Playwright starts its configured servers one after another: seven in a
 * row held every journey back by half a minute). Run by the Playwright config as one server:
 * `E2E_SHOPS` lists `{ port, env }` per shop; once every shop answers `/de`, this process answers
 * on `E2E_SHOPS_READY_PORT`, which is what Playwright waits for. Stopped, it stops them all.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import path from 'node:path';

interface Shop {
  port: number;
  env: Record<string, string>;
}

const shops = JSON.parse(process.env.E2E_SHOPS ?? '[]') as Shop[];
const readyPort = Number(process.env.E2E_SHOPS_READY_PORT);
const root = path.resolve(__dirname, '../..');

const children: ChildProcess[] = shops.map(({ port, env }) => {
  const child = spawn('npm', ['run', 'serve', '--silent'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.once('exit', (code) => {
    if (!stopping) {
      console.error(`the demo shop on port ${port} ended (${code}): the journeys have no shop`);
      stopAll(1);
    }
  });
  return child;
});

let stopping = false;
function stopAll(code: number): void {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}
process.once('SIGTERM', () => stopAll(0));
process.once('SIGINT', () => stopAll(0));

async function answers(port: number): Promise<void> {
  for (;;) {
    const answer = await fetch(`http://localhost:${port}/de`).catch(() => null);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

void Promise.all(shops.map(({ port }) => answers(port))).then(() => {
  createServer((_request, response) => response.end('every demo shop answers')).listen(readyPort);
});
