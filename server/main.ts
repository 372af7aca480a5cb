import cluster from 'node:cluster';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { serveOnCores } from './instances/cluster';
import { instancesFromEnv } from './instances/workerCount';

/** The id of the build in `dir` (webpack publishes it as builds/latest.json), if there is one. */
function builtId(dir: string): string | undefined {
  try {
    const { id } = JSON.parse(readFileSync(join(dir, 'builds', 'latest.json'), 'utf8')) as {
      id?: unknown;
    };
    return typeof id === 'string' && id !== '' ? id : undefined;
  } catch {
    return undefined;
  }
}

/** One server: the build's pages and files, and the demo shop API. */
async function startServer(port: number, dist: string, hasBuild: boolean) {
  // loaded here, not in a cluster's primary, which serves nothing
  const { demoApiOptionsFromEnv } = await import('./demoApi/demoApi');
  const { startDemoServer } = await import('./listen');
  const { productionConfigFromEnv } = await import('./site/productionConfig');
  return startDemoServer({
    ...demoApiOptionsFromEnv(),
    buildId: process.env.BILLETT_BUILD_ID || (hasBuild ? builtId(dist) : undefined),
    port,
    staticDir: hasBuild ? dist : undefined,
    trustProxy: process.env.BILLETT_TRUST_PROXY || undefined,
    production: productionConfigFromEnv(),
    // the renders read the shop where the browser does, else the demo shop served here
    apiOrigin: process.env.BILLETT_ORIGIN || undefined,
    publicOrigin: process.env.BILLETT_PUBLIC_ORIGIN || undefined,
  });
}

/**
 * `npm run serve` (`node --max-semi-space-size=64 --import tsx server/main.ts`; the larger young
 * generation: docs/bench.md, the server): the built storefront (BILLETT_DIST, default ./dist) and the demo shop API
 * on PORT (default 8080), in BILLETT_WORKERS processes (instances/workerCount.ts: one per core
 * against a real shop at BILLETT_ORIGIN, one with the demo shop). Behind a TLS proxy,
 * BILLETT_TRUST_PROXY (e.g. 'loopback') lets its X-Forwarded-Proto count: Secure cookies and
 * HSTS on https.
 */
async function main(): Promise<void> {
  const port = Number(process.env.PORT || 8080);
  const dist = resolve(process.cwd(), process.env.BILLETT_DIST || 'dist');
  const hasBuild = existsSync(join(dist, 'index.html'));
  const { workers, warning } = instancesFromEnv(process.env, os.availableParallelism());
  if (cluster.isPrimary) {
    if (!hasBuild)
      console.warn(
        `No build in ${dist}: serving the demo shop API only (run npm run build first).`,
      );
    if (warning) console.warn(warning);
  }
  await serveOnCores(
    workers,
    () => startServer(port, dist, hasBuild),
    (url) => {
      const where = `http://localhost:${new URL(url).port}/de`;
      console.log(`Billett storefront on ${where}${workers > 1 ? ` (${workers} workers)` : ''}`);
    },
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
