/**
 * The server the server bench loads (bench/serverLoad.ts forks it, so the load tool and the
 * server do not share a process): `npm run serve`'s server on the build in BENCH_SERVER_DIST, in
 * BENCH_SERVER_WORKERS processes (server/instances/cluster.ts), the shop answer kept as in
 * production or, with BENCH_SHOP_ANSWER=read, read for every render (shopReads' keepShopAnswer).
 * The demo shop's DEMO_* knobs apply (DEMO_BIG_CATEGORY=2000 for the big category). It tells its
 * parent its address ({ url }) and, when asked 'memory', its memory after a full collection
 * (run with --expose-gc), when asked 'cpu', the CPU time it has used (one process only, both).
 */
import { serveOnCores } from '../server/instances/cluster';
import { demoApiOptionsFromEnv } from '../server/demoApi/demoApi';
import { startDemoServer } from '../server/listen';

const dist = process.env.BENCH_SERVER_DIST;
if (!dist) throw new Error('BENCH_SERVER_DIST names the build to serve');
const workers = Number(process.env.BENCH_SERVER_WORKERS || 1);

void serveOnCores(
  workers,
  () =>
    startDemoServer({
      ...demoApiOptionsFromEnv(),
      staticDir: dist,
      port: Number(process.env.PORT || 0),
      keepShopAnswer: process.env.BENCH_SHOP_ANSWER !== 'read',
    }),
  (url) => process.send?.({ url }),
  () => undefined,
);

process.on('message', (message) => {
  if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
  if (message !== 'memory') return;
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  process.send?.({ memory: { rss, heapUsed, collected: gc !== undefined } });
});
