/**
 * The render server under load (issue 33): `npm run serve`'s server (bench/serverProcess.ts, a
 * process of its own) on loopback, autocannon with CONNECTIONS concurrent connections for
 * DURATION_S seconds per page, as a browser asks (Accept text/html, gzip and brotli): the home,
 * the category of 2,000 placements (its own server, DEMO_BIG_CATEGORY) and an article, each with
 * the shop answer kept (as in production) and read for every render; then the memory of one
 * process over MEMORY_RENDERS renders. Every latency is collected, so p95 is exact. A short run:
 * BENCH_SERVER_SHOP=kept (the shop answer kept only) and BENCH_SERVER_MEMORY=0 (no memory step).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { BIG_CATEGORY_ID, BIG_CATEGORY_PLACEMENTS } from '../server/demoFixture/bigCategory';
import { gzipSize } from './gzipSize';
import { loadAverage } from './machine';
import { placementPath } from './pages';
import { progress } from './progress';
import { percentile } from './percentile';

export const CONNECTIONS = 20;
const DURATION_S = Number(process.env.BENCH_SERVER_SECONDS || 10);
export const MEMORY_RENDERS = 10_000;
/** BENCH_SERVER_MEMORY=0 leaves out the memory step (a short run's figures, no memory row) */
const WITH_MEMORY = process.env.BENCH_SERVER_MEMORY !== '0';
/** BENCH_SERVER_SHOP=kept leaves out the "read each time" cases (a short run) */
const SHOP_ANSWERS = process.env.BENCH_SERVER_SHOP === 'kept' ? [false] : [false, true];
const HEADERS = { Accept: 'text/html', 'Accept-Encoding': 'gzip, deflate, br' };

export const SERVER_PAGES = [
  { key: 'home', label: 'categories home', path: '/de', big: false },
  {
    key: 'bigCategory',
    label: `category of ${BIG_CATEGORY_PLACEMENTS.toLocaleString('en-US')} placements`,
    path: `/de/c/${BIG_CATEGORY_ID}`,
    big: true,
  },
  { key: 'article', label: 'article', path: placementPath('pl-jazz-nacht'), big: false },
] as const;

export interface LoadCase {
  page: string;
  label: string;
  workers: number;
  shopAnswer: 'kept' | 'read';
  rendersPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  requests: number;
  /** answers that were not 200, and connection errors and timeouts */
  failures: number;
  /** the server's CPU time (user + system) per render, ms; NaN with more than one process */
  cpuMsPerRender: number;
  load: number;
}

export interface PageSize {
  page: string;
  label: string;
  htmlBytes: number;
  gzipBytes: number;
}

export interface MemoryPoint {
  renders: number;
  rss: number;
  heapUsed: number;
}

export interface ServerLoadFigures {
  cases: LoadCase[];
  sizes: PageSize[];
  /** null: left out (BENCH_SERVER_MEMORY=0) */
  memory: { points: MemoryPoint[]; collected: boolean; load: number } | null;
  connections: number;
  durationS: number;
}

interface Served {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** What the server process answers to `question` (serverProcess.ts). */
function ask<T>(child: ChildProcess, question: 'memory' | 'cpu'): Promise<T> {
  return new Promise((done) => {
    const heard = (message: Record<string, unknown>) => {
      if (!(question in message)) return;
      child.off('message', heard);
      done(message[question] as T);
    };
    child.on('message', heard);
    child.send(question);
  });
}

const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;

/**
 * The Node flags `npm run serve` gives its server (package.json: `node <flags> --import tsx …`),
 * so the bench measures the server as it runs.
 */
export function serveNodeFlags(serveScript: string): string[] {
  const words = serveScript.trim().split(/\s+/);
  if (words[0] !== 'node') return [];
  const flags: string[] = [];
  for (const word of words.slice(1)) {
    if (!word.startsWith('--') || word === '--import') break;
    flags.push(word);
  }
  return flags;
}

const SERVE_FLAGS = serveNodeFlags(
  (
    JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as {
      scripts: { serve: string };
    }
  ).scripts.serve,
);

async function serve(dist: string, workers: number, read: boolean, big: boolean): Promise<Served> {
  const child = fork(join(__dirname, 'serverProcess.ts'), {
    execArgv: [...SERVE_FLAGS, '--import', 'tsx', '--expose-gc'],
    env: {
      ...process.env,
      BENCH_SERVER_DIST: dist,
      BENCH_SERVER_WORKERS: String(workers),
      BENCH_SHOP_ANSWER: read ? 'read' : 'kept',
      DEMO_BIG_CATEGORY: big ? String(BIG_CATEGORY_PLACEMENTS) : '',
      PORT: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const ended = new Promise<void>((done) => child.once('exit', () => done()));
  const url = await new Promise<string>((done, fail) => {
    child.on('message', (message: { url?: string }) => message.url && done(message.url));
    child.once('exit', (code) => fail(new Error(`the bench's server ended (${code})`)));
  });
  return {
    url,
    child,
    stop: () => {
      child.kill('SIGTERM');
      return ended;
    },
  };
}

/** autocannon on `paths` in turn: the answers' latencies, renders per second, failures. */
async function load(
  url: string,
  paths: readonly string[],
  how: { duration?: number; amount?: number },
) {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((done, fail) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        ...how,
        requests: paths.map((path) => ({ method: 'GET' as const, path, headers: HEADERS })),
      },
      (error, finished) => (error ? fail(error) : done(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) =>
      latencies.push(responseTime),
    );
  });
  return {
    latencies,
    rendersPerSecond: result.requests.total / (result.duration || 1),
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

async function sizeOf(url: string, page: (typeof SERVER_PAGES)[number]): Promise<PageSize> {
  const answer = await fetch(url + page.path, { headers: { Accept: 'text/html' } });
  if (answer.status !== 200) throw new Error(`${page.path} answered ${answer.status}`);
  const html = await answer.text();
  return {
    page: page.key,
    label: page.label,
    htmlBytes: Buffer.byteLength(html),
    gzipBytes: gzipSize(html),
  };
}

/** The memory of one process (the shop answer kept) before, half-way and after the renders. */
async function memoryOver(dist: string): Promise<ServerLoadFigures['memory']> {
  const server = await serve(dist, 1, false, false);
  const paths = ['/de', '/en', '/fr/c/cat-jazz-nacht', placementPath('pl-jazz-nacht'), '/it'];
  try {
    await load(server.url, paths, { amount: 200 });
    const points: MemoryPoint[] = [];
    let collected = true;
    for (const renders of [0, MEMORY_RENDERS / 2, MEMORY_RENDERS]) {
      if (renders > 0) await load(server.url, paths, { amount: MEMORY_RENDERS / 2 });
      const memory = await ask<{ rss: number; heapUsed: number; collected: boolean }>(
        server.child,
        'memory',
      );
      collected &&= memory.collected;
      points.push({ renders, rss: memory.rss, heapUsed: memory.heapUsed });
      progress(`  server memory after ${renders} renders: ${JSON.stringify(points.at(-1))}`);
    }
    return { points, collected, load: loadAverage() };
  } finally {
    await server.stop();
  }
}

/** Every page, the shop answer kept and read, in `workers` processes each; then the memory. */
export async function serverLoad(
  dist: string,
  workerCounts: readonly number[],
): Promise<ServerLoadFigures> {
  const cases: LoadCase[] = [];
  const sizes: PageSize[] = [];
  for (const workers of workerCounts)
    for (const read of SHOP_ANSWERS)
      for (const big of [false, true]) {
        const server = await serve(dist, workers, read, big);
        try {
          for (const page of SERVER_PAGES.filter((one) => one.big === big)) {
            if (!read && workers === workerCounts[0]) sizes.push(await sizeOf(server.url, page));
            // warm: the code compiled, the answer kept (when it is)
            await load(server.url, [page.path], { amount: 100 });
            const cpuBefore =
              workers === 1 ? await ask<NodeJS.CpuUsage>(server.child, 'cpu') : null;
            const figures = await load(server.url, [page.path], { duration: DURATION_S });
            const cpuAfter = cpuBefore && (await ask<NodeJS.CpuUsage>(server.child, 'cpu'));
            const shopAnswer = read ? 'read' : 'kept';
            cases.push({
              page: page.key,
              label: page.label,
              workers,
              shopAnswer,
              rendersPerSecond: figures.rendersPerSecond,
              p50Ms: percentile(figures.latencies, 50),
              p95Ms: percentile(figures.latencies, 95),
              requests: figures.requests,
              failures: figures.failures,
              cpuMsPerRender:
                cpuBefore && cpuAfter
                  ? (cpuMs(cpuAfter) - cpuMs(cpuBefore)) / Math.max(1, figures.requests)
                  : Number.NaN,
              load: loadAverage(),
            });
            progress(
              `  ${page.label}, ${workers} worker(s), shop answer ${shopAnswer}: ${JSON.stringify(cases.at(-1))}`,
            );
          }
        } finally {
          await server.stop();
        }
      }
  return {
    cases,
    sizes,
    memory: WITH_MEMORY ? await memoryOver(dist) : null,
    connections: CONNECTIONS,
    durationS: DURATION_S,
  };
}
