/** @jest-environment ./src/test/nodeEnvironment.cjs */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { HEADERS } from '../../src/api/headers';
import { createDemoApi } from '../demoApi/demoApi';
import { DEMO } from '../testing/fixtureIds';
import { demoServerPerTest } from '../testing/demoServer';
import { checkSitemap } from './testing/sitemapValidator';
import { hasXmllint, xmllintProblems } from './testing/xmllint';
import { LANGUAGES } from '../../src/lib/languages';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A GET with any headers, Host included (fetch may not set that one). */
function get(
  base: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL(path, base), { method, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

function expectValid(body: string, origin: string): string[] {
  const { problems, urls } = checkSitemap(body, { origin });
  expect(problems).toEqual([]);
  if (hasXmllint()) expect(xmllintProblems(body)).toEqual([]);
  return urls.map((url) => url.loc);
}

describe('GET /{lang}/sitemap.xml', () => {
  const server = demoServerPerTest();

  it.each(LANGUAGES)('answers the %s sitemap as XML, cached for an hour', async (lang) => {
    const answer = await get(server.url(), `/${lang}/sitemap.xml`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=3600');
    const locs = expectValid(answer.body, server.url());
    expect(locs).toHaveLength(32);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${server.url()}/${lang}`,
        `${server.url()}/${lang}/c/cat-kammermusik`,
        `${server.url()}/${lang}/a/kammermusik-am-sonntag-pl-kammermusik`,
        `${server.url()}/${lang}/c/cat-sinfonie-winter/grosser-saal-chart-grosser-saal`,
        `${server.url()}/${lang}/about/imprint`,
        `${server.url()}/${lang}/about/privacy-policy`,
      ]),
    );
    expect(locs.every((loc) => loc.startsWith(`${server.url()}/${lang}`))).toBe(true);
  });

  it('answers HEAD too', async () => {
    const answer = await get(server.url(), '/de/sitemap.xml', {}, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
  });

  it.each([
    '/xx/sitemap.xml',
    '/DE/sitemap.xml',
    '/de-ch/sitemap.xml',
    '/sitemap.xml',
    '/de/c/sitemap.xml',
  ])('leaves %s alone (404)', async (path) => {
    const answer = await get(server.url(), path);
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).not.toMatch(/xml/);
  });

  it('never lists hidden placements, not even for the access token', async () => {
    const answer = await get(server.url(), '/de/sitemap.xml', {
      [HEADERS.accessToken]: DEMO.accessToken,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).not.toContain(DEMO.hiddenPlacement);
  });

  it('builds the URLs from the Host header', async () => {
    const answer = await get(server.url(), '/fr/sitemap.xml', { Host: 'Shop.Example.ch:8443' });
    expect(expectValid(answer.body, 'http://shop.example.ch:8443')[0]).toBe(
      'http://shop.example.ch:8443/fr',
    );
  });

  it('ignores X-Forwarded-* unless the app trusts the proxy', async () => {
    const answer = await get(server.url(), '/it/sitemap.xml', {
      'X-Forwarded-Proto': 'https',
      'X-Forwarded-Host': 'evil.example.com',
    });
    expect(answer.body).not.toContain('evil.example.com');
    expect(expectValid(answer.body, server.url())[0]).toBe(`${server.url()}/it`);
  });

  it('refuses a malformed Host header', async () => {
    const answer = await get(server.url(), '/de/sitemap.xml', { Host: 'shop.example.ch/"><x' });
    expect(answer.status).toBe(400);
  });
});

describe('GET /{lang}/sitemap.xml behind a trusted proxy', () => {
  let listening: Server;
  let base = '';
  beforeAll(async () => {
    const app = express();
    app.set('trust proxy', 'loopback');
    app.use(createDemoApi());
    listening = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => listening.once('listening', resolve));
    base = `http://127.0.0.1:${(listening.address() as { port: number }).port}`;
  });
  afterAll(() => {
    listening.close();
    listening.closeAllConnections();
  });

  it('takes the origin from X-Forwarded-Proto and X-Forwarded-Host', async () => {
    const answer = await get(base, '/en/sitemap.xml', {
      'X-Forwarded-Proto': 'https',
      'X-Forwarded-Host': 'tickets.example.ch, proxy.internal',
    });
    const locs = expectValid(answer.body, 'https://tickets.example.ch');
    expect(locs[0]).toBe('https://tickets.example.ch/en');
  });
});

describe('GET /{lang}/sitemap.xml with a build and its SPA fallback', () => {
  const dir = mkdtempSync(join(tmpdir(), 'billett-sitemap-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html lang="de"><title>Billett</title>');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  // failureRate 1: the sitemap is not part of the shop API and never fails with it
  const server = demoServerPerTest({ staticDir: dir, failureRate: 1 });

  it('answers the sitemap, not the SPA shell, even to a browser', async () => {
    const answer = await get(server.url(), '/de/sitemap.xml', {
      Accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    expectValid(answer.body, server.url());
  });

  it('leaves other languages to the static site (the 404 page)', async () => {
    expect((await get(server.url(), '/xx/sitemap.xml', { Accept: '*/*' })).status).toBe(404);
    const page = await get(server.url(), '/xx/sitemap.xml', { Accept: 'text/html' });
    expect(page.status).toBe(404);
    expect(page.body).toContain('<title>Billett</title>');
  });
});

describe('the sitemap with a build', () => {
  const dir = mkdtempSync(join(tmpdir(), 'billett-sitemap-pages-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html lang="de"><title>Billett</title>');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const server = demoServerPerTest({ staticDir: dir });

  it.each(LANGUAGES)('lists only pages the server answers with 200 (%s)', async (lang) => {
    const answer = await get(server.url(), `/${lang}/sitemap.xml`);
    const locs = expectValid(answer.body, server.url());
    expect(locs.length).toBeGreaterThan(0);
    for (const loc of locs) {
      const page = await get(server.url(), new URL(loc).pathname, { Accept: 'text/html' });
      expect([loc, page.status]).toEqual([loc, 200]);
    }
  });
});
