import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { demoApiOptionsFromEnv } from './demoApi/demoApi';
import { startDemoServer } from './listen';
import { productionConfigFromEnv } from './site/productionConfig';

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

/**
 * `tsx server/main.ts`: the built storefront (BILLETT_DIST, default ./dist) and the demo shop API
 * on PORT (default 8080). Behind a TLS proxy, BILLETT_TRUST_PROXY (e.g. 'loopback') lets its
 * X-Forwarded-Proto count: Secure cookies and HSTS on https.
 */
async function main(): Promise<void> {
  const port = Number(process.env.PORT || 8080);
  const dist = resolve(process.cwd(), process.env.BILLETT_DIST || 'dist');
  const hasBuild = existsSync(join(dist, 'index.html'));
  if (!hasBuild)
    console.warn(`No build in ${dist}: serving the demo shop API only (run npm run build first).`);
  const server = await startDemoServer({
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
  console.log(`Billett storefront on http://localhost:${port}/de`);
  const stop = (): void => {
    void server.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
