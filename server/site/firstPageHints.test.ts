/** @jest-environment ./src/test/nodeEnvironment.cjs */
import { request, type IncomingHttpHeaders } from 'node:http';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CSRF_COOKIE } from '../../src/api/headers';
import type { Order } from '../../src/api/types';
import { FIRST_PAGE_MANIFEST, type FirstPageManifest } from '../../config/firstPages';
import { SESSION_COOKIE } from '../demoApi/csrf';
import { renderPage } from '../../src/app/render/renderPage';
import { startDemoServer } from '../listen';
import { demoServerPerTest } from '../testing/demoServer';
import { ShopClient } from '../testing/shopClient';

/** A build as the manifest plugin writes it: texts per language, page chunks with a shared one. */
const MANIFEST: FirstPageManifest = {
  texts: {
    de: { js: ['/assets/texts-de.11111111.js'], css: [] },
    en: { js: ['/assets/texts-en.22222222.js'], css: [] },
    fr: { js: ['/assets/texts-fr.33333333.js'], css: [] },
    it: { js: ['/assets/texts-it.44444444.js'], css: [] },
  },
  pages: {
    'categories-home': {
      js: ['/assets/512.aaaaaaaa.js', '/assets/page-categories-home.bbbbbbbb.js'],
      css: ['/assets/page-categories-home.cccccccc.css'],
    },
    category: {
      js: ['/assets/512.aaaaaaaa.js', '/assets/page-category.dddddddd.js'],
      css: ['/assets/512.eeeeeeee.css'],
    },
    article: { js: ['/assets/page-article.ffffffff.js'], css: [] },
  },
};

function buildDir(manifest: string | null): string {
  const dir = mkdtempSync(join(tmpdir(), 'billett-hints-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'builds'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Billett</title><div id="root">');
  writeFileSync(join(dir, 'assets', 'main.3f2a9c1b.js'), 'console.log("app")');
  if (manifest !== null) writeFileSync(join(dir, FIRST_PAGE_MANIFEST), manifest);
  return dir;
}
const dir = buildDir(JSON.stringify(MANIFEST));
// the same build with a page template the render fills in
const rendering = buildDir(JSON.stringify(MANIFEST));
writeFileSync(
  join(rendering, 'index.html'),
  '<!doctype html><html lang=de><head><script defer src=/assets/main.3f2a9c1b.js></script></head>' +
    '<body><div id=root></div></body></html>',
);
const withoutList = buildDir(null);
const brokenList = buildDir('{"texts": {"de": {"js": ["/a.js>; rel=x"], "css": []}}, "pages": {}}');
afterAll(() => {
  for (const each of [dir, rendering, withoutList, brokenList])
    rmSync(each, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A GET of exactly `path` (fetch would normalise it), wanting a page unless told otherwise. */
function get(base: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const req = request({ hostname, port, path, headers: { Accept: 'text/html', ...headers } });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const script = (file: string) => `<${file}>; rel=preload; as=script`;
const style = (file: string) => `<${file}>; rel=preload; as=style`;
const TEXTS_DE = script('/assets/texts-de.11111111.js');
const HOME = [
  script('/assets/512.aaaaaaaa.js'),
  script('/assets/page-categories-home.bbbbbbbb.js'),
  style('/assets/page-categories-home.cccccccc.css'),
];
const firstLink = (answer: Answer) => String(answer.headers.link ?? '').split(', ')[0];
const cookieNames = (answer: Answer) =>
  (answer.headers['set-cookie'] ?? []).map((line) => line.split('=')[0]).sort();

describe('the page answer of a build with a first-page list', () => {
  const server = demoServerPerTest({ staticDir: dir });

  it("names the texts of the address's language and the page it shows", async () => {
    // [address, its status (404 where the storefront shows its 404 page), the hints]
    const cases: [string, number, string[]][] = [
      ['/de', 200, [TEXTS_DE, ...HOME]],
      [
        '/fr/c/main-konzerte-7',
        404,
        [
          script('/assets/texts-fr.33333333.js'),
          script('/assets/512.aaaaaaaa.js'),
          script('/assets/page-category.dddddddd.js'),
          style('/assets/512.eeeeeeee.css'),
        ],
      ],
      [
        // the token goes into a cookie first (302 to the address without it)
        '/it/a/zauberfloete-pl-3?token=x',
        302,
        [script('/assets/texts-it.44444444.js'), script('/assets/page-article.ffffffff.js')],
      ],
      [
        '/it/a/die-zauberfloete-pl-zauberfloete',
        200,
        [script('/assets/texts-it.44444444.js'), script('/assets/page-article.ffffffff.js')],
      ],
      ['/en/about/imprint', 200, [script('/assets/texts-en.22222222.js')]],
      ['/en/c/main-konzerte-7/saalplan', 404, [script('/assets/texts-en.22222222.js')]],
    ];
    for (const [path, status, links] of cases) {
      const answer = await get(server.url(), path);
      expect([path, answer.status, answer.headers.link]).toEqual([path, status, links.join(', ')]);
      if (status !== 302) expect(answer.body).toContain('<div id="root">');
      expect(answer.headers.link).not.toMatch(/crossorigin/i);
      expect(answer.headers.vary ?? '').not.toMatch(/Accept-Language/);
    }
  });

  it("names the root's texts and home in the visitor's language, varying by it", async () => {
    // detectLanguage: an exact tag first (none here), then the base of each in order
    const byBrowser = await get(server.url(), '/', { 'Accept-Language': 'it-CH, en-GB;q=0.8' });
    expect(firstLink(byBrowser)).toBe(script('/assets/texts-it.44444444.js'));
    expect(byBrowser.headers.link).toContain('page-categories-home');
    expect(byBrowser.headers.vary).toMatch(/Accept-Language/);
    expect(byBrowser.headers.vary).toMatch(/Cookie/);
    const byCookie = await get(server.url(), '/?presaleToken=P', {
      'Accept-Language': 'it',
      Cookie: 'billett_lang=en',
    });
    expect(firstLink(byCookie)).toBe(script('/assets/texts-en.22222222.js'));
    const nothing = await get(server.url(), '/');
    expect(nothing.headers.link).toBe([TEXTS_DE, ...HOME].join(', '));
  });

  it('answers odd addresses with the (404) page and German texts only, never failing', async () => {
    for (const path of [
      '/xx',
      '/DE',
      '/de/c/',
      '/de//c/x',
      '/%E0%A4%A',
      '/%ZZ/c/x',
      '/de%00',
      `/${'x'.repeat(4000)}`,
    ]) {
      const answer = await get(server.url(), path);
      expect([path, answer.status, answer.headers.link]).toEqual([path, 404, TEXTS_DE]);
    }
    // nothing of the address goes into the header: a category whatever its id
    const probe = await get(server.url(), '/de/c/%3E%3B%20rel%3Dx,%20%3C%2Fevil.js%3E');
    expect(probe.headers.link).toMatch(/page-category\.dddddddd\.js/);
    expect(probe.headers.link).not.toMatch(/evil|rel=x/);
    // encoded line breaks are dropped, as the storefront drops them: the address repaired (301),
    // the root, then /de
    const repaired = await get(server.url(), '/%0D%0Axx');
    expect([repaired.status, repaired.headers.location]).toEqual([301, '/xx']);
    expect((await get(server.url(), '/%0A')).headers.link).toBe([TEXTS_DE, ...HOME].join(', '));
    expect((await get(server.url(), '/%0Ade/')).headers.link).toBe([TEXTS_DE, ...HOME].join(', '));
    expect((await get(server.url(), '//')).headers.link).toBe([TEXTS_DE, ...HOME].join(', '));
  });

  it('sends no hints with files, the API or the server paths', async () => {
    for (const [path, accept] of [
      ['/assets/main.3f2a9c1b.js', '*/*'],
      ['/builds/first-pages.json', '*/*'],
      ['/api/shop/v2/shop/demo', 'application/json'],
      ['/sanctum/csrf-cookie', 'text/html'],
    ]) {
      const answer = await get(server.url(), path, { Accept: accept });
      expect([path, answer.headers.link]).toEqual([path, undefined]);
    }
    const list = await get(server.url(), '/builds/first-pages.json', { Accept: '*/*' });
    expect(list.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(list.body)).toEqual(MANIFEST);
  });
});

describe('a page rendered on the server', () => {
  const server = demoServerPerTest({ staticDir: rendering, render: renderPage });

  it('carries no hints: its HTML names its scripts, run after its first paint', async () => {
    const page = await get(server.url(), '/de');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<script type="application/json" id="billett-scripts">');
    expect(page.headers.link).toBeUndefined();
    // the answers that are no page still do: a redirect, the root
    const token = await get(server.url(), '/it/a/die-zauberfloete-pl-zauberfloete?token=x');
    expect(token.status).toBe(302);
    expect(firstLink(token)).toBe(script('/assets/texts-it.44444444.js'));
    expect(firstLink(await get(server.url(), '/'))).toBe(TEXTS_DE);
  });
});

describe('the CSRF cookie comes with the shop API, never with a page', () => {
  const server = demoServerPerTest({ staticDir: dir });

  it('sets no cookie on a page, new visitor or known, and the cookie call sets both', async () => {
    const visitor = new ShopClient(server.url());
    for (const path of ['/de', '/fr/c/x']) {
      const page = await visitor.jar.fetch(`${server.url()}${path}`, {
        headers: { Accept: 'text/html' },
      });
      expect([path, page.headers.getSetCookie()]).toEqual([path, []]);
    }
    const token = await visitor.csrf();
    expect(token?.length).toBeGreaterThanOrEqual(32);
    const lines = await get(server.url(), '/sanctum/csrf-cookie', { Accept: 'application/json' });
    expect(cookieNames(lines)).toEqual([CSRF_COOKIE, SESSION_COOKIE].sort());
    for (const line of lines.headers['set-cookie'] ?? []) {
      expect(line).toMatch(/; Path=\/(;|$)/);
      expect(line).toMatch(/; SameSite=Lax(;|$)/);
      expect(line).not.toMatch(/; Secure(;|$)/);
    }
    // a page with the visitor's cookies sets none either, and the session's token holds
    const again = await visitor.jar.fetch(`${server.url()}/de`, {
      headers: { Accept: 'text/html' },
    });
    expect(again.headers.getSetCookie()).toEqual([]);
    const order = await visitor.api<Order>('POST', 'order', { body: { shop: 'demo' } });
    expect(order.status).toBe(201);
    expect(await visitor.csrf()).toBe(token);
  });

  it('sets no cookie on files and the API', async () => {
    const file = await get(server.url(), '/assets/main.3f2a9c1b.js', { Accept: '*/*' });
    const shop = await get(server.url(), '/api/shop/v2/shop/demo', { Accept: 'application/json' });
    expect([cookieNames(file), cookieNames(shop)]).toEqual([[], []]);
  });
});

describe('the CSRF cookie behind a trusted TLS proxy', () => {
  const server = demoServerPerTest({ staticDir: dir, trustProxy: 'loopback' });

  it('is Secure on https', async () => {
    const answer = await get(server.url(), '/sanctum/csrf-cookie', {
      Accept: 'application/json',
      'X-Forwarded-Proto': 'https',
    });
    expect(answer.headers['set-cookie']).toHaveLength(2);
    for (const line of answer.headers['set-cookie'] ?? []) expect(line).toMatch(/; Secure(;|$)/);
  });
});

describe('a build without a first-page list, or with a broken one', () => {
  const plain = demoServerPerTest({ staticDir: withoutList });

  it('serves its pages without hints', async () => {
    const answer = await get(plain.url(), '/de/c/main-konzerte');
    expect([answer.status, answer.headers.link]).toEqual([200, undefined]);
  });

  it('says at start that a broken list is not one, and serves no hints', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const server = await startDemoServer({ staticDir: brokenList });
    try {
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('is not a first-page list'));
      const answer = await get(server.url, '/de');
      expect([answer.status, answer.headers.link]).toEqual([200, undefined]);
    } finally {
      await server.close();
    }
  });
});
