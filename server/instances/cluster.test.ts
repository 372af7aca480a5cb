/**
 * @jest-environment ./src/test/nodeEnvironment.cjs
 *
 * `npm run serve` against a shop at BILLETT_ORIGIN with BILLETT_WORKERS=2: server/main.ts as it
 * runs, two worker processes on one port. Each worker keeps its own copy of the shop answer
 * (shopReads.ts: one read per key while fresh), so a shop that is read twice within the fresh
 * time has served two processes' renders. A worker that dies is replaced; SIGTERM stops all.
 * The build is a shell and a render bundle that renders the shop's name from the shop answer it
 * reads through the server's reads (the real page render is tested in server/site/).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { API_PREFIX, HEADERS } from '../../src/api/headers';

jest.setTimeout(60_000);

const ROOT = resolve(__dirname, '../..');
const dist = mkdtempSync(join(tmpdir(), 'billett-cluster-'));
mkdirSync(join(dist, 'server'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html lang=de><head><meta charset=utf-8></head>' +
    '<body><div id=root><div class=start-shell></div></div></body></html>',
);
writeFileSync(
  join(dist, 'server', 'render.js'),
  `exports.renderPage = async (request, services) => {
    const lang = request.url.split('/')[1] || 'de';
    const answer = await services.fetchFn(services.apiOrigin + '${API_PREFIX}/shop/demo', {
      headers: { '${HEADERS.locale}': lang },
    });
    const shop = await services.readAnswer(answer);
    return { kind: 'page', status: 200, lang, route: null, namespaces: [], head: '',
      html: '<h1>' + shop.name + '</h1>', data: '', noscript: '' };
  };`,
);

/** The shop API at BILLETT_ORIGIN: answers the shop, counts its reads. */
let shopReads = 0;
const shop = http.createServer((req, res) => {
  if (req.url === `${API_PREFIX}/shop/demo`) shopReads += 1;
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify({ name: 'Kulturhaus Cluster' }));
});

let primary: ChildProcess | null = null;
let output = '';
const waiters: Array<() => void> = [];

afterAll(async () => {
  if (primary?.exitCode === null) primary.kill('SIGKILL');
  await new Promise((done) => shop.close(done));
  rmSync(dist, { recursive: true, force: true });
});

/** The first match of `pattern` in what the server printed from `from` on, once it is there. */
function printed(pattern: RegExp, from = 0): Promise<RegExpMatchArray> {
  return new Promise((found, fail) => {
    const look = () => {
      const match = output.slice(from).match(pattern);
      if (match) return found(match);
      if (primary?.exitCode !== null) return fail(new Error(`the server ended:\n${output}`));
      waiters.push(look);
    };
    look();
  });
}

/** A page over a new connection (the primary hands each connection to the next worker). */
function page(port: number): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    http
      .get({ host: '127.0.0.1', port, path: '/de', agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => done({ status: res.statusCode ?? 0, body }));
      })
      .on('error', fail);
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

it('serves pages from two worker processes on one port, replaces one that dies, stops on SIGTERM', async () => {
  await new Promise<void>((done) => shop.listen(0, '127.0.0.1', done));
  const shopOrigin = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
  primary = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      BILLETT_DIST: dist,
      BILLETT_ORIGIN: shopOrigin,
      BILLETT_WORKERS: '2',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const heard = (chunk: Buffer) => {
    output += chunk.toString();
    waiters.splice(0).forEach((look) => look());
  };
  primary.stdout?.on('data', heard);
  primary.stderr?.on('data', heard);
  const exited = new Promise<number | null>((done) => primary?.once('exit', done));
  primary.once('exit', () => waiters.splice(0).forEach((look) => look()));

  const [, port] = await printed(
    /Billett storefront on http:\/\/localhost:(\d+)\/de \(2 workers\)/,
  );
  const workers = [...output.matchAll(/worker (\d+) listening/g)].map((match) => Number(match[1]));
  expect(new Set(workers).size).toBe(2);
  expect(workers).not.toContain(primary.pid);

  // pages until both workers have read the shop answer once (a single process reads it once)
  const pages = [];
  while (shopReads < 2 && pages.length < 40) pages.push(await page(Number(port)));
  expect(pages.every((answer) => answer.status === 200)).toBe(true);
  expect(pages.every((answer) => answer.body.includes('<h1>Kulturhaus Cluster</h1>'))).toBe(true);
  expect(shopReads).toBe(2);

  const from = output.length;
  process.kill(workers[0], 'SIGKILL');
  await printed(new RegExp(`worker ${workers[0]} ended \\(signal SIGKILL\\); starting another`));
  const [, replacement] = await printed(/worker (\d+) listening/, from);
  expect(workers).not.toContain(Number(replacement));
  expect((await page(Number(port))).status).toBe(200);

  primary.kill('SIGTERM');
  expect(await exited).toBe(0);
  expect([workers[1], Number(replacement)].filter(alive)).toEqual([]);
});
