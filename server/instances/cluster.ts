/**
 * `npm run serve` on more than one core (docs/decisions/many-instances.md): node:cluster forks
 * the workers, each a whole server on the same port (the primary hands the connections out in
 * turn). The primary serves nothing itself; it restarts a worker that ends unasked, and on
 * SIGTERM or SIGINT lets each worker close its server and then exits. One worker: this process
 * serves, with no primary.
 */
import cluster, { type Worker } from 'node:cluster';
import type { AddressInfo } from 'node:net';

export interface Serving {
  close(): Promise<void>;
}

type Log = (line: string) => void;

/** A worker (or the one process): serves, and closes on the signals. */
async function serveHere(serve: () => Promise<Serving>): Promise<void> {
  const server = await serve();
  const stop = (): void => {
    void server.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/**
 * Runs `serve` in `workers` processes sharing its port, or here when `workers` is 1. `ready` is
 * told the port once every first worker listens (cluster) or right after `serve` (one process).
 */
export async function serveOnCores(
  workers: number,
  serve: () => Promise<Serving & { url: string }>,
  ready: (url: string) => void,
  log: Log = console.log,
): Promise<void> {
  if (workers <= 1 || cluster.isWorker) {
    let url = '';
    await serveHere(async () => {
      const server = await serve();
      url = server.url;
      return server;
    });
    if (cluster.isPrimary) ready(url);
    return;
  }
  primary(workers, ready, log);
}

function primary(workers: number, ready: (url: string) => void, log: Log): void {
  let stopping = false;
  const alive = new Set<Worker>();
  const listening = new Set<Worker>();
  let announced = false;
  const fork = () => alive.add(cluster.fork());
  const stopAll = () => {
    stopping = true;
    if (alive.size === 0) process.exit();
    for (const worker of alive) worker.process.kill('SIGTERM');
  };
  cluster.on('listening', (worker, address: AddressInfo | { port: number }) => {
    listening.add(worker);
    log(`worker ${worker.process.pid} listening on port ${address.port}`);
    if (!announced && listening.size === workers) {
      announced = true;
      ready(`http://127.0.0.1:${address.port}`);
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    alive.delete(worker);
    const served = listening.delete(worker);
    if (stopping) {
      if (alive.size === 0) process.exit();
      return;
    }
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (!served) {
      // it never served (a port in use, a broken build): forking again would only loop
      log(`worker ${worker.process.pid} ended (${how}) before it listened; stopping`);
      process.exitCode = 1;
      stopAll();
      return;
    }
    log(`worker ${worker.process.pid} ended (${how}); starting another`);
    fork();
  });
  const stop = (): void => {
    if (!stopping) stopAll();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  for (let index = 0; index < workers; index += 1) fork();
}
