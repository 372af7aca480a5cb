/** @jest-environment ./src/test/nodeEnvironment.cjs */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isHashedAsset, wantsPage } from './staticSite';
import { demoServerPerTest } from '../testing/demoServer';
import { visitor } from '../testing/shopClient';

const dir = mkdtempSync(join(tmpdir(), 'billett-dist-'));
mkdirSync(join(dir, 'assets'));
writeFileSync(
  join(dir, 'index.html'),
  '<!doctype html><html lang="de"><title>Billett</title><div id="root"></div>',
);
writeFileSync(join(dir, 'assets', 'main.3f2a9c1b.js'), 'console.log("app")');
writeFileSync(join(dir, 'robots.txt'), 'User-agent: *');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('isHashedAsset', () => {
  it('knows content-hashed file names', () => {
    expect(isHashedAsset('/dist/assets/main.3f2a9c1b.js')).toBe(true);
    expect(isHashedAsset('512.a1b2c3d4e5f6a7b8.css')).toBe(true);
    expect(isHashedAsset('index.html')).toBe(false);
    expect(isHashedAsset('favicon.svg')).toBe(false);
    expect(isHashedAsset('main.js')).toBe(false);
  });
});

describe('wantsPage', () => {
  const asked = (method: string, path: string, accept?: string) =>
    wantsPage({
      method,
      path,
      get: ((name: string) => (name === 'Accept' ? accept : undefined)) as never,
    });

  it('is a GET or HEAD of an address without extension, or one that accepts HTML', () => {
    expect(asked('GET', '/de/c/jazz', '*/*')).toBe(true);
    expect(asked('HEAD', '/de')).toBe(true);
    expect(asked('GET', '/de/sitemap.xml', 'text/html,application/xhtml+xml')).toBe(true);
    expect(asked('GET', '/de/sitemap.xml', '*/*')).toBe(false);
    expect(asked('GET', '/robots.txt')).toBe(false);
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS'])
      expect([method, asked(method, '/de', 'text/html')]).toEqual([method, false]);
  });

  it("is never one of the server's own paths, whatever it accepts", () => {
    for (const path of [
      '/api',
      '/api/shop/v2/shop/demo',
      '/sanctum/csrf-cookie',
      '/stand-ins/x.js',
      '/builds',
    ])
      expect([path, asked('GET', path, 'text/html')]).toEqual([path, false]);
    // a path that only starts like one is a page's
    expect(asked('GET', '/apis', 'text/html')).toBe(true);
    expect(asked('GET', '/de/api', '*/*')).toBe(true);
  });
});

describe('startDemoServer with a build', () => {
  const server = demoServerPerTest({ staticDir: dir });
  const get = (path: string, accept = 'text/html') =>
    fetch(server.url() + path, { headers: { Accept: accept } });

  it('serves hashed assets immutable for a year and other files revalidated', async () => {
    const asset = await get('/assets/main.3f2a9c1b.js', '*/*');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const robots = await get('/robots.txt', '*/*');
    expect(robots.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends a file a browser asks for as a page (Accept: text/html) as the file, whole', async () => {
    const robots = await fetch(`${server.url()}/robots.txt`, {
      headers: { Accept: 'text/html,*/*', Range: 'bytes=0-3' },
    });
    expect(robots.status).toBe(200);
    expect(await robots.text()).toBe('User-agent: *');
    expect(robots.headers.get('accept-ranges')).toBeNull();
    expect(robots.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers the pages with index.html (no-cache), the SPA routes them', async () => {
    for (const path of [
      '/de',
      '/de/c/main-konzerte',
      '/fr/a/die-zauberfloete-pl-zauberfloete',
      '/index.html',
    ]) {
      const page = await get(path);
      expect([path, page.status]).toEqual([path, 200]);
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(await page.text()).toContain('<div id="root">');
    }
  });

  it('answers the same page with 404 where the storefront shows its 404 page', async () => {
    for (const path of [
      '/xx/sitemap.xml',
      '/de/nothing-here',
      '/de/c/no-such-category',
      '/fr/a/no-such-placement-pl-nothing',
      '/de/c/cat-sinfonie-winter/no-such-chart',
      '/de/order/ord-unknown/status',
    ]) {
      const page = await get(path);
      expect([path, page.status]).toEqual([path, 404]);
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(await page.text()).toContain('<div id="root">');
    }
    // HEAD says the same, and a conditional request is not answered 304 for a missing page
    const head = await fetch(`${server.url()}/de/c/no-such-category`, { method: 'HEAD' });
    expect(head.status).toBe(404);
    const first = await get('/de/c/no-such-category');
    const etag = first.headers.get('etag');
    if (etag) {
      const again = await fetch(`${server.url()}/de/c/no-such-category`, {
        headers: { Accept: 'text/html', 'If-None-Match': etag },
      });
      expect(again.status).toBe(404);
    }
  });

  it('knows the orders the shop has made: their status pages are 200', async () => {
    const { id } = await (await visitor(server.url())).createOrder();
    expect((await get(`/de/order/${id}/status`)).status).toBe(200);
  });

  it('keeps a missing script a 404, and API paths to the API', async () => {
    expect((await get('/assets/main.00000000.js', '*/*')).status).toBe(404);
    const api = await get('/api/shop/v2/nothing');
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toMatch(/json/);
    expect((await get('/api/shop/v2/shop/demo', 'application/json')).status).toBe(200);
  });
});
