/** @jest-environment ./src/test/nodeEnvironment.cjs */
import { request, type IncomingHttpHeaders } from 'node:http';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { COPY_SUFFIX, compressedCopies } from '../../config/precompress';
import { CSRF_COOKIE } from '../../src/api/headers';
import { SESSION_COOKIE } from '../demoApi/csrf';
import { securityHeaders } from './securityHeaders';
import { storefrontPolicySources } from './policySources';
import { loadDemoFixture } from '../demoFixture/fixture';
import { demoServerPerTest } from '../testing/demoServer';

/**
 * A build as `npm run build` writes it: a page and a bundle big enough to be worth compressing,
 * each with its brotli and gzip copies (config/precompress.ts), and a source map, which has none.
 */
const dir = mkdtempSync(join(tmpdir(), 'billett-served-'));
mkdirSync(join(dir, 'assets'));
const BUNDLE = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i};`).join('\n');
const PAGE = `<!doctype html><html lang="de"><head><meta charset="utf-8">${'<meta name="x" content="y">'.repeat(60)}</head><body><div id="root"></div></body></html>`;
const MAP = JSON.stringify({ version: 3, mappings: 'AAAA;'.repeat(2000) });
const BUNDLE_FILE = join(dir, 'assets', 'main.3f2a9c1b.js');
const PAGE_FILE = join(dir, 'index.html');
writeFileSync(PAGE_FILE, PAGE);
writeFileSync(BUNDLE_FILE, BUNDLE);
writeFileSync(`${BUNDLE_FILE}.map`, MAP);
beforeAll(async () => {
  for (const file of [PAGE_FILE, BUNDLE_FILE]) {
    const copies = await compressedCopies(readFileSync(file));
    writeFileSync(file + COPY_SUFFIX.br, copies.br ?? '');
    writeFileSync(file + COPY_SUFFIX.gzip, copies.gzip ?? '');
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The bytes of a copy on disk, e.g. onDisk(BUNDLE_FILE, 'br'). */
const onDisk = (file: string, encoding: keyof typeof COPY_SUFFIX): Buffer =>
  readFileSync(file + COPY_SUFFIX[encoding]);

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** the bytes as sent, still compressed */
  raw: Buffer;
  /** the body after undoing Content-Encoding */
  text: string;
}

/** A GET with exactly these headers (fetch would add its own Accept-Encoding). */
function get(
  base: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, base), { headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const body =
          raw.length === 0
            ? raw
            : encoding === 'br'
              ? brotliDecompressSync(raw)
              : encoding === 'gzip'
                ? gunzipSync(raw)
                : raw;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, text: body.toString() });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const EXPECTED = securityHeaders(
  storefrontPolicySources(loadDemoFixture().shop.userTrackingConfiguration),
);

/** Express's own 404 page (a missing file) tightens the policy to default-src 'none'. */
function expectSecurityHeaders(answer: Answer, expressNotFound = false): void {
  const expected = expressNotFound
    ? { ...EXPECTED, 'Content-Security-Policy': "default-src 'none'" }
    : EXPECTED;
  for (const [name, value] of Object.entries(expected))
    expect([name, answer.headers[name.toLowerCase()]]).toEqual([name, value]);
  expect(answer.headers['strict-transport-security']).toBeUndefined();
}

describe('startDemoServer: security headers, compression, cache headers', () => {
  const server = demoServerPerTest({ staticDir: dir });

  it('puts the security headers on pages, bundles, API answers, errors and stand-ins', async () => {
    const policy = EXPECTED['Content-Security-Policy'];
    expect(policy).toMatch(/^default-src 'self'; script-src 'self'; /);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    for (const [path, accept, status] of [
      ['/de/c/main-konzerte', 'text/html', 200],
      ['/assets/main.3f2a9c1b.js', '*/*', 200],
      ['/api/shop/v2/shop/demo', 'application/json', 200],
      ['/api/shop/v2/order/nothing', 'application/json', 404],
      ['/assets/main.00000000.js', '*/*', 404],
      ['/stand-ins/seatsio/chart.js', '*/*', 200],
      ['/stand-ins/payment/pay?order=nothing', 'text/html', 404],
      ['/sanctum/csrf-cookie', '*/*', 204],
    ] as const) {
      const answer = await get(server.url(), path, { Accept: accept });
      expect([path, answer.status]).toEqual([path, status]);
      expectSecurityHeaders(answer, path === '/assets/main.00000000.js');
    }
  });

  it('sends the bundle as the build compressed it: brotli when accepted, else gzip, else as it is; still immutable', async () => {
    const path = '/assets/main.3f2a9c1b.js';
    const br = await get(server.url(), path, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    const gzip = await get(server.url(), path, { 'Accept-Encoding': 'gzip' });
    const plain = await get(server.url(), path);
    expect([br.headers['content-encoding'], gzip.headers['content-encoding']]).toEqual([
      'br',
      'gzip',
    ]);
    expect(plain.headers['content-encoding']).toBeUndefined();
    // the very bytes of the copies on disk: nothing is compressed per request
    expect(br.raw.equals(onDisk(BUNDLE_FILE, 'br'))).toBe(true);
    expect(gzip.raw.equals(onDisk(BUNDLE_FILE, 'gzip'))).toBe(true);
    expect(plain.raw.toString()).toBe(BUNDLE);
    for (const answer of [br, gzip, plain]) {
      expect(answer.status).toBe(200);
      expect(answer.text).toBe(BUNDLE);
      expect(answer.headers['content-length']).toBe(String(answer.raw.length));
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers['content-type']).toMatch(/javascript/);
      expect(answer.headers.vary).toMatch(/Accept-Encoding/);
      expectSecurityHeaders(answer);
    }
    expect(br.raw.length).toBeLessThan(BUNDLE.length / 4);
    expect(gzip.raw.length).toBeLessThan(BUNDLE.length / 4);
    // each representation has its own validator
    expect(new Set([br, gzip, plain].map((answer) => answer.headers.etag)).size).toBe(3);
  });

  it('prefers what the request weighs higher, and never sends an encoding it refused', async () => {
    const path = '/assets/main.3f2a9c1b.js';
    const encodingFor = async (acceptEncoding: string) =>
      (await get(server.url(), path, { 'Accept-Encoding': acceptEncoding })).headers[
        'content-encoding'
      ] ?? 'identity';
    expect(await encodingFor('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(await encodingFor('br;q=0, *')).toBe('gzip');
    expect(await encodingFor('*')).toBe('br');
    expect(await encodingFor('br;q=0, gzip;q=0')).toBe('identity');
    expect(await encodingFor('deflate')).toBe('identity');
  });

  it('answers a conditional request for the copy it has with 304, and HEAD with the headers alone', async () => {
    const path = '/assets/main.3f2a9c1b.js';
    const first = await get(server.url(), path, { 'Accept-Encoding': 'br' });
    const again = await get(server.url(), path, {
      'Accept-Encoding': 'br',
      'If-None-Match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.raw.length).toBe(0);
    expect(again.headers.vary).toMatch(/Accept-Encoding/);
    // the brotli validator does not make a gzip answer fresh
    const gzip = await get(server.url(), path, {
      'Accept-Encoding': 'gzip',
      'If-None-Match': String(first.headers.etag),
    });
    expect(gzip.status).toBe(200);
    expect(gzip.raw.equals(onDisk(BUNDLE_FILE, 'gzip'))).toBe(true);

    const head = await get(server.url(), path, { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.raw.length).toBe(0);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(String(onDisk(BUNDLE_FILE, 'br').length));
  });

  it('never compresses a file of the build per request: one without copies goes out as it is', async () => {
    const map = await get(server.url(), '/assets/main.3f2a9c1b.js.map', {
      'Accept-Encoding': 'gzip, deflate, br',
    });
    expect(map.status).toBe(200);
    expect(map.headers['content-encoding']).toBeUndefined();
    expect(map.raw.toString()).toBe(MAP);
    expect(map.headers['content-length']).toBe(String(MAP.length));
  });

  it('sends the page compressed, revalidated each time, with no cookie', async () => {
    // a build without a render bundle: the page is the build's index.html, as a static host's
    const page = await get(server.url(), '/fr/a/die-zauberfloete-pl-zauberfloete', {
      Accept: 'text/html',
      'Accept-Encoding': 'br',
    });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers.vary).toMatch(/Accept-Encoding/);
    // the CSRF and session cookies come with the shop API's calls, not with pages
    expect(page.headers['set-cookie']).toBeUndefined();
    expect(page.text).toBe(PAGE);
    const gzip = await get(server.url(), '/de', { Accept: 'text/html', 'Accept-Encoding': 'gzip' });
    expect([gzip.headers['content-encoding'], gzip.text]).toEqual(['gzip', PAGE]);
  });

  it('compresses API JSON', async () => {
    const shop = await get(server.url(), '/api/shop/v2/shop/demo', {
      Accept: 'application/json',
      'Accept-Encoding': 'gzip',
    });
    expect(shop.status).toBe(200);
    expect(shop.headers['content-encoding']).toBe('gzip');
    expect(shop.headers.vary).toMatch(/Accept-Encoding/);
    expect((JSON.parse(shop.text) as { slug?: string }).slug).toBe('demo');
    expect(shop.raw.length).toBeLessThan(shop.text.length / 3);
  });

  it('answers a byte range with the whole file, so no compressed answer is a broken range', async () => {
    const answer = await get(server.url(), '/assets/main.3f2a9c1b.js', {
      Range: 'bytes=0-99',
      'Accept-Encoding': 'gzip',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-range']).toBeUndefined();
    expect(answer.text).toBe(BUNDLE);
  });

  it('sets its cookies SameSite=Lax, not Secure over http, and ignores an untrusted X-Forwarded-Proto', async () => {
    const answer = await get(server.url(), '/sanctum/csrf-cookie', {
      'X-Forwarded-Proto': 'https',
    });
    const cookies = answer.headers['set-cookie'] ?? [];
    expect(cookies.map((cookie) => cookie.split('=')[0]).sort()).toEqual(
      [CSRF_COOKIE, SESSION_COOKIE].sort(),
    );
    for (const cookie of cookies) {
      expect(cookie).toMatch(/; SameSite=Lax(;|$)/);
      expect(cookie).not.toMatch(/; Secure(;|$)/);
    }
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('startDemoServer behind a trusted TLS proxy', () => {
  const server = demoServerPerTest({ staticDir: dir, trustProxy: 'loopback' });

  it('makes its cookies Secure and adds HSTS and upgrade-insecure-requests on https', async () => {
    const https = await get(server.url(), '/sanctum/csrf-cookie', { 'X-Forwarded-Proto': 'https' });
    for (const cookie of https.headers['set-cookie'] ?? []) {
      expect(cookie).toMatch(/; SameSite=Lax(;|$)/);
      expect(cookie).toMatch(/; Secure(;|$)/);
    }
    expect(https.headers['set-cookie']).toHaveLength(2);
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(https.headers['content-security-policy']).toMatch(/; upgrade-insecure-requests$/);

    const http = await get(server.url(), '/de', { Accept: 'text/html' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    expect(http.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});
