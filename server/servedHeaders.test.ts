/** @jest-environment node */
import { request, type IncomingHttpHeaders } from 'node:http';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CSRF_COOKIE } from '../src/api/headers';
import { SESSION_COOKIE } from './csrf';
import { securityHeaders } from './securityHeaders';
import { storefrontPolicySources } from './policySources';
import { loadDemoFixture } from './fixture';
import { demoServerPerTest } from './testing/demoServer';

/** A build with a page and a bundle big enough to be worth compressing (over 1 kB). */
const dir = mkdtempSync(join(tmpdir(), 'billett-served-'));
mkdirSync(join(dir, 'assets'));
const BUNDLE = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i};`).join('\n');
const PAGE = `<!doctype html><html lang="de"><head><meta charset="utf-8">${'<meta name="x" content="y">'.repeat(60)}</head><body><div id="root"></div></body></html>`;
writeFileSync(join(dir, 'index.html'), PAGE);
writeFileSync(join(dir, 'assets', 'main.3f2a9c1b.js'), BUNDLE);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** the bytes as sent, still compressed */
  raw: Buffer;
  /** the body after undoing Content-Encoding */
  text: string;
}

/** A GET with exactly these headers (fetch would add its own Accept-Encoding). */
function get(base: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, base), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const body =
          encoding === 'br'
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

  it('sends the bundle brotli-compressed when accepted, else gzip, else as it is; still immutable', async () => {
    const path = '/assets/main.3f2a9c1b.js';
    const br = await get(server.url(), path, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    const gzip = await get(server.url(), path, { 'Accept-Encoding': 'gzip' });
    const plain = await get(server.url(), path);
    expect([br.headers['content-encoding'], gzip.headers['content-encoding']]).toEqual([
      'br',
      'gzip',
    ]);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const answer of [br, gzip, plain]) {
      expect(answer.status).toBe(200);
      expect(answer.text).toBe(BUNDLE);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers['content-type']).toMatch(/javascript/);
      expectSecurityHeaders(answer);
    }
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.raw.length).toBeLessThan(BUNDLE.length / 4);
    expect(gzip.raw.length).toBeLessThan(BUNDLE.length / 4);
  });

  it('compresses the page and keeps it revalidated each time', async () => {
    const page = await get(server.url(), '/fr/a/die-zauberfloete-pl-zauberfloete', {
      Accept: 'text/html',
      'Accept-Encoding': 'br',
    });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.text).toBe(PAGE);
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
