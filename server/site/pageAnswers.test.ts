/**
 * @jest-environment ./src/test/nodeEnvironment.cjs
 *
 * The storefront's pages as the server answers them, over HTTP: the demo shop and the page
 * render of the source (the same code the build's render bundle is made of), a build folder with
 * the shell only. What a crawler and a link preview read without running a script.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderPage } from '../../src/app/render/renderPage';
import { startDemoServer, type DemoServer, type DemoServerOptions } from '../listen';
import { DEMO } from '../testing/fixtureIds';

const dist = mkdtempSync(join(tmpdir(), 'billett-pages-'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html lang=de><head><meta charset=utf-8><script defer src=/assets/main.js></script></head>' +
    '<body><noscript>Billett braucht JavaScript.</noscript><div id=root><div class=start-shell></div></div></body></html>',
);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const running: DemoServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
});

async function server(options: DemoServerOptions = {}): Promise<DemoServer> {
  const started = await startDemoServer({
    port: 0,
    staticDir: dist,
    render: renderPage,
    ...options,
  });
  running.push(started);
  return started;
}

const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(url, { headers: { Accept: 'text/html', ...headers }, redirect: 'manual' });

const h1Of = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
const metaOf = (html: string, property: string) =>
  new RegExp(`<meta data-page-head="" (?:property|name)="${property}" content="([^"]*)"`).exec(
    html,
  )?.[1];

describe('the pages the server answers', () => {
  it('render the categories home with its head and data block, cacheable for everyone', async () => {
    const { url } = await server();
    const answer = await get(`${url}/de`);
    const html = await answer.text();
    expect(answer.status).toBe(200);
    expect(h1Of(html)).toBe('Kulturhaus Demo');
    expect(html).toContain('<html lang="de"');
    expect(html).toMatch(
      /<title data-page-head="">Alle Veranstaltungen · Kulturhaus Demo · Billett<\/title>/,
    );
    expect(metaOf(html, 'og:site_name')).toBe('Kulturhaus Demo');
    expect(html).toContain(`<link data-page-head="" rel="canonical" href="${url}/de">`);
    expect(html).toContain('hreflang="x-default"');
    expect(html).toContain('<script type="application/json" id="billett-page">');
    expect(html).not.toContain('start-shell');
    // painted only once the page's markup is parsed whole, footer included (a half-parsed page
    // grew in the next frame): the head waits for the data block, which follows it
    const awaited = /<link rel="expect" href="#([\w-]+)" blocking="render">/.exec(
      html.slice(0, html.indexOf('</head>')),
    )?.[1];
    expect(awaited).toBe('billett-page');
    expect(html).toMatch(
      /<div id="root">[\s\S]*<main id="main"[\s\S]*<footer[\s\S]*<\/div><script type="application\/json" id="billett-page">/,
    );
    expect(html).toMatch(/<main id="main"[^>]*>[\s\S]*<h1/);
    // no inline style: the Content-Security-Policy's style-src refuses it
    expect(html).not.toMatch(/\sstyle="/);
    expect(answer.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    );
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(answer.headers.get('vary')).toMatch(/Cookie/);
    expect(answer.headers.get('content-security-policy')).toMatch(/script-src 'self'[;\s]/);
  });

  it('are private for a visitor with cookies', async () => {
    const { url } = await server();
    const answer = await get(`${url}/de`, { Cookie: 'billett_lang=de' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('are private for an order page', async () => {
    const { url } = await server();
    const answer = await get(`${url}/fr/order/checkout`);
    expect(answer.status).toBe(200);
    expect(h1Of(await answer.text())).toBe('Caisse');
    expect(answer.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('render an article with its link preview and its Event JSON-LD', async () => {
    const { url } = await server();
    const answer = await get(`${url}/en/a/sinfoniekonzert-winter-pl-sinfonie-winter`);
    const html = await answer.text();
    expect(answer.status).toBe(200);
    expect(metaOf(html, 'og:title')).toMatch(/^Winter Symphony Concert · Kulturhaus Demo/);
    expect(metaOf(html, 'og:image')).toMatch(new RegExp(`^${url}/media/demo/.+\\.jpg$`));
    expect(Number(metaOf(html, 'og:image:width'))).toBeGreaterThan(0);
    expect(Number(metaOf(html, 'og:image:height'))).toBeGreaterThan(0);
    expect(metaOf(html, 'og:locale')).toBe('en_GB');
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    const jsonLd =
      /<script data-page-head="" type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    const event = JSON.parse(jsonLd ?? 'null') as { '@type': string; offers: unknown[] };
    expect(event['@type']).toMatch(/Event$/);
    expect(event.offers.length).toBeGreaterThan(0);
  });

  it('answer 404 for an unknown category, placement or route, with the page all the same', async () => {
    const { url } = await server();
    for (const path of ['/it/c/nope', '/de/a/nope-pl-nope', '/de/no/such/page', '/xx/a']) {
      const answer = await get(`${url}${path}`);
      expect([path, answer.status]).toEqual([path, 404]);
      expect(await answer.text()).toContain('error-page');
    }
  });

  it('redirect the root to the visitor’s language: the cookie, then the browser’s', async () => {
    const { url } = await server();
    const byBrowser = await get(`${url}/?utm_source=x`, { 'Accept-Language': 'fr-CH,fr;q=0.9' });
    expect(byBrowser.status).toBe(302);
    expect(byBrowser.headers.get('location')).toBe('/fr?utm_source=x');
    const byCookie = await get(`${url}/`, { 'Accept-Language': 'fr', Cookie: 'billett_lang=it' });
    expect(byCookie.headers.get('location')).toBe('/it');
    expect(byCookie.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('redirect the root category to the home, and a wrong slug to the placement’s address', async () => {
    const { url } = await server();
    const root = await get(`${url}/fr/c/root-demo?x=1`);
    expect([root.status, root.headers.get('location')]).toEqual([302, '/fr?x=1']);
    const slug = await get(`${url}/de/a/falsch-pl-sinfonie-winter`);
    expect([slug.status, slug.headers.get('location')]).toEqual([
      302,
      '/de/a/sinfoniekonzert-winter-pl-sinfonie-winter',
    ]);
  });

  it('take ?token= into the token cookie and out of the address; its hidden placement renders', async () => {
    const { url } = await server();
    const hidden = `/de/a/zauberfloete-generalprobe-${DEMO.hiddenPlacement}`;
    expect((await get(`${url}${hidden}`)).status).toBe(404);

    const taken = await get(`${url}${hidden}?token=${DEMO.accessToken}&x=1`);
    expect(taken.status).toBe(302);
    expect(taken.headers.get('location')).toBe(`${hidden}?x=1`);
    expect(taken.headers.get('cache-control')).toBe('no-store');
    const cookie = taken.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^shopAccessToken=${DEMO.accessToken}; Max-Age=2592000;`));
    expect(cookie).toMatch(/SameSite=Lax/);
    // for the whole site, and readable by the storefront, which sends it as X-Auth-Token
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).not.toMatch(/HttpOnly/i);

    const page = await get(`${url}${hidden}?x=1`, {
      Cookie: `shopAccessToken=${DEMO.accessToken}`,
    });
    expect(page.status).toBe(200);
    expect(h1Of(await page.text())).toBe('Die Zauberflöte – Generalprobe');
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('leave out a token that is none, setting nothing', async () => {
    const { url } = await server();
    const answer = await get(`${url}/de?token=%20`);
    expect([answer.status, answer.headers.get('location')]).toEqual([302, '/de']);
    expect(answer.headers.get('set-cookie')).toBeNull();
  });

  it('repair an address with encoded line breaks', async () => {
    const { url } = await server();
    const answer = await get(`${url}/de%0A/c/main-konzerte`);
    expect([answer.status, answer.headers.get('location')]).toEqual([301, '/de/c/main-konzerte']);
  });

  it('answer HEAD with the headers and no body', async () => {
    const { url } = await server();
    const answer = await fetch(`${url}/de/c/main-konzerte`, { method: 'HEAD' });
    expect(answer.status).toBe(200);
    expect(Number(answer.headers.get('content-length'))).toBeGreaterThan(1000);
    expect(await answer.text()).toBe('');
  });

  it('send the empty shell, never kept, when the shop cannot be read', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { url } = await server({ failureRate: 1 });
    const answer = await get(`${url}/de`);
    const html = await answer.text();
    expect(answer.status).toBe(200);
    expect(html).toContain('start-shell');
    expect(html).not.toContain('billett-page');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('the shop could not be read'));
  });

  it('keep the shop answer: many pages, one shop read', async () => {
    const shopReads: string[] = [];
    const { url } = await server({
      onRequest: ({ path }) => {
        if (path.startsWith('/api/shop/v2/shop/')) shopReads.push(path);
      },
    });
    await Promise.all(
      ['/de', '/de/c/main-konzerte', '/de/about/imprint', '/de', '/de/c/main-theater'].map((path) =>
        get(`${url}${path}`).then((answer) => answer.text()),
      ),
    );
    expect(shopReads).toEqual(['/api/shop/v2/shop/demo']);
  });
});

describe('the consent banner without JavaScript', () => {
  const post = (url: string, form: Record<string, string>) =>
    fetch(`${url}/consent`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
      redirect: 'manual',
    });

  it('keeps the choice in the consent cookie and brings the visitor back to the page, bannerless', async () => {
    const { url } = await server();
    expect(await (await get(`${url}/de/c/main-konzerte`)).text()).toContain('consent-banner');
    const chosen = await post(url, { choice: 'reject', return: '/de/c/main-konzerte?x=1' });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get('location')).toBe('/de/c/main-konzerte?x=1');
    const cookie = chosen.headers.get('set-cookie') ?? '';
    expect(decodeURIComponent(cookie)).toMatch(
      /^billett_consent=\{"consentAll":false,"policyVersion":0\}; Max-Age=31536000;/,
    );
    const back = await get(`${url}/de/c/main-konzerte?x=1`, { Cookie: cookie.split(';')[0] });
    expect(await back.text()).not.toContain('consent-banner');
  });

  it('sends a visitor whose page is another site’s home, and refuses what is no choice', async () => {
    const { url } = await server();
    for (const away of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
      const answer = await post(url, { choice: 'accept', return: away });
      expect([away, answer.status, answer.headers.get('location')]).toEqual([away, 303, '/']);
    }
    const refused = await post(url, { choice: 'maybe', return: '/de' });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('set-cookie')).toBeNull();
  });
});
