/**
 * @jest-environment ./src/test/nodeEnvironment.cjs
 *
 * The server render in Node (no window, no document: a render that reads them throws here), on
 * the demo shop: every route of spec section 2 with its status, language and head; two visitors
 * rendered at the same time share nothing; what the page hands to the browser.
 */
import { startDemoServer, type DemoServer } from '../../../server/listen';
import { loadFixture } from '../../../server/demoFixture/fixture';
import { DEMO } from '../../../server/testing/fixtureIds';
import { PAGE_DATA_ID, pieceText, type PageData } from './pageData';
import { shopReads } from '../../../server/site/shopReads';
import { renderPage, type PageRequest, type PageServices, type RenderedPage } from './renderPage';

let server: DemoServer;
let hostile: DemoServer;
beforeAll(async () => {
  // answers that take a while, so that concurrent renders interleave
  server = await startDemoServer({ port: 0, latencyMs: [5, 40] });
  hostile = await startDemoServer({ port: 0, fixture: loadFixture('hostile', process.cwd()) });
});
afterAll(() => Promise.all([server.close(), hostile.close()]));

const NOW = Date.parse('2026-11-28T10:00:00Z');

const request = (url: string, cookies: Record<string, string> = {}): PageRequest => ({
  url,
  origin: 'https://shop.example',
  cookies,
  userAgent: 'Mozilla/5.0',
  now: NOW,
});

type Reads = Pick<PageServices, 'fetchFn' | 'readAnswer'>;

async function render(
  url: string,
  cookies: Record<string, string> = {},
  on = server,
  reads: Reads = { fetchFn: fetch },
) {
  return renderPage(request(url, cookies), {
    apiOrigin: on.url,
    retryBackoff: () => Promise.resolve(),
    ...reads,
  });
}

type Page = Extract<RenderedPage, { kind: 'page' }>;

function asPage(rendered: RenderedPage): Page {
  if (rendered.kind !== 'page') throw new Error(`not a page: ${JSON.stringify(rendered)}`);
  return rendered;
}

const h1Of = (page: Page) =>
  /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(page.html)?.[1]?.replace(/<[^>]+>/g, '');
/** The data block's HTML as one text (the server gets it in pieces). */
const dataText = (page: Page): string =>
  typeof page.data === 'string' ? page.data : pieceText(page.data);
const dataOf = (page: Page): PageData =>
  JSON.parse(
    new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}">([\\s\\S]*)</script>`).exec(
      dataText(page),
    )?.[1] ?? 'null',
  ) as PageData;

describe('renderPage', () => {
  it.each([
    ['/de', 200, 'categories-home', 'Kulturhaus Demo'],
    ['/en/c/main-konzerte', 200, 'category', 'Concerts'],
    [
      '/fr/a/sinfoniekonzert-winter-pl-sinfonie-winter',
      200,
      'article',
      'Concert symphonique d&#x27;hiver',
    ],
    ['/it/about/imprint', 200, 'imprint', 'Note legali'],
    ['/de/about/privacy-policy', 200, 'privacy-policy', 'Datenschutzerklärung'],
    ['/en/order/checkout', 200, 'checkout', 'Checkout'],
    ['/de/order/presale', 200, 'order-presale', 'Vorverkauf'],
    ['/de/order/ord-none/status', 404, 'order-status', 'Seite nicht gefunden'],
    ['/it/c/nope', 404, 'category', 'Pagina non trovata'],
    ['/de/nothing/here', 404, 'not-found', 'Seite nicht gefunden'],
  ])('renders %s with status %i (%s): %s', async (url, status, route, heading) => {
    const page = asPage(await render(url));
    expect([page.status, page.route, h1Of(page)]).toEqual([status, route, heading]);
    expect(page.lang).toBe(url.split('/')[1]);
    // no inline style (the CSP refuses it), nothing to fill in from a script first
    expect(page.html).not.toMatch(/\sstyle="/);
    expect(page.head).toMatch(
      /<title data-page-head="">[^<]+ · Kulturhaus Demo · Billett<\/title>/,
    );
  });

  it('renders the seating chart page with its free seats and the chart’s place', async () => {
    const page = asPage(await render('/de/c/cat-sinfonie-winter/grosser-saal-chart-grosser-saal'));
    expect(page.status).toBe(200);
    expect(page.html).toContain('seat-map seat-map--waiting');
    expect(page.html).toMatch(/seat-list/);
    const data = dataOf(page);
    expect(Object.keys(data.shopApi.queries)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^getEventSeats/)]),
    );
  });

  it('redirects the root category to the home and a wrong slug to the placement', async () => {
    expect(await render('/fr/c/root-demo?x=1')).toEqual({ kind: 'redirect', location: '/fr?x=1' });
    expect(await render('/de/a/falsch-pl-sinfonie-winter#tickets')).toEqual({
      kind: 'redirect',
      location: '/de/a/sinfoniekonzert-winter-pl-sinfonie-winter',
    });
  });

  it('renders a hidden placement with the access token (cookie or presale address) only', async () => {
    const hidden = `/de/a/zauberfloete-generalprobe-${DEMO.hiddenPlacement}`;
    expect(asPage(await render(hidden)).status).toBe(404);
    const withCookie = asPage(await render(hidden, { shopAccessToken: DEMO.accessToken }));
    expect([withCookie.status, h1Of(withCookie)]).toEqual([200, 'Die Zauberflöte – Generalprobe']);
    const presale = asPage(await render(`${hidden}?presaleToken=${DEMO.presaleToken}`));
    expect(presale.status).toBe(200);
    expect(dataOf(presale).state.session?.accessToken).toBe(DEMO.presaleToken);
  });

  it('renders the programme as the address filters it (the search form works without JavaScript)', async () => {
    const page = asPage(await render('/en?q=jazz&category=main-konzerte'));
    const cards = page.html.match(/class="catalog-card__link"[^>]*>([^<]*)</g) ?? [];
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatch(/Jazz/);
    expect(page.html).toMatch(/<p class="programme__count" role="status">1 offer found<\/p>/);
    expect(page.html).toMatch(
      /<form class="programme-finder" role="search"[^>]* method="get" action="\/en"/,
    );
    expect(page.html).toContain('value="jazz"');
  });

  it('renders the consent banner for an undecided visitor only', async () => {
    const undecided = asPage(await render('/de'));
    expect(undecided.html).toContain('consent-banner');
    const decided = asPage(
      await render('/de', { billett_consent: '{"consentAll":false,"policyVersion":0}' }),
    );
    expect(decided.html).not.toContain('consent-banner');
    expect(dataOf(decided).state.consent?.status).toBe('rejected');
  });

  // read each time, and as the server reads it: one answer per language and token, parsed once
  // and shared (frozen) by the renders of that answer (server/site/shopReads.ts)
  it.each<[string, () => Reads]>([
    ['each render reading the shop', () => ({ fetchFn: fetch })],
    [
      'the shop answer kept and shared',
      () => {
        const reads = shopReads();
        return { fetchFn: reads.fetch, readAnswer: reads.readAnswer };
      },
    ],
  ])(
    'renders two visitors at the same time, each in their own language, with nothing crossing (%s)',
    async (_how, readsOf) => {
      const reads = readsOf();
      const hidden = `a/zauberfloete-generalprobe-${DEMO.hiddenPlacement}`;
      const consent = { billett_consent: '{"consentAll":true,"policyVersion":0}' };
      const visitors = Array.from({ length: 12 }, (_, index) =>
        index % 2 === 0
          ? { url: `/de/${hidden}`, cookies: { shopAccessToken: DEMO.accessToken, ...consent } }
          : { url: `/en/${hidden}`, cookies: {} },
      );
      const pages = (
        await Promise.all(visitors.map(({ url, cookies }) => render(url, cookies, server, reads)))
      ).map(asPage);
      pages.forEach((page, index) => {
        const data = dataOf(page);
        if (index % 2 === 0) {
          expect([page.status, page.lang, h1Of(page)]).toEqual([
            200,
            'de',
            'Die Zauberflöte – Generalprobe',
          ]);
          expect(data.state.session?.accessToken).toBe(DEMO.accessToken);
          expect(page.html).toContain('>Warenkorb<');
          expect(page.html).not.toContain('consent-banner');
          expect(page.head).toContain('hreflang="x-default"');
        } else {
          expect([page.status, page.lang, h1Of(page)]).toEqual([404, 'en', 'Page not found']);
          expect(data.state.session?.accessToken).toBeNull();
          expect(dataText(page)).not.toContain(DEMO.accessToken);
          expect(page.html).toContain('consent-banner');
          expect(page.html).toContain('>Basket<');
          expect(page.html).not.toMatch(/Seite|Generalprobe|Warenkorb/);
        }
      });
    },
  );

  it("hands the browser the server's time, origin, language, texts and state", async () => {
    const page = asPage(await render('/en/order/checkout'));
    const data = dataOf(page);
    expect(data).toMatchObject({
      version: 1,
      lang: 'en',
      renderedAt: NOW,
      origin: 'https://shop.example',
      route: 'checkout',
      namespaces: ['checkout', 'forms', 'cart'],
    });
    expect(data.state.locale).toEqual({ lang: 'en' });
    expect(Object.keys(data.shopApi.queries)).toEqual(['getShop("demo")']);
    expect(page.noscript).toMatch(/JavaScript/);
  });

  it("keeps the hostile shop's texts as text, and the data block unbroken", async () => {
    const page = asPage(await render('/de', {}, hostile));
    // the data block closes only where it ends: no '<' of the shop's texts inside it
    const block = dataText(page).slice(0, -'</script>'.length);
    expect(block.indexOf('<', 1)).toBe(-1);
    expect(() => dataOf(page)).not.toThrow();
    // every payload is text: no element of its own, no handler, no script address
    const tags = page.html.match(/<[a-z][^>]*>/gi) ?? [];
    expect(tags.length).toBeGreaterThan(100);
    for (const tag of tags) {
      expect(tag).not.toMatch(/^<(script|iframe|embed|object|base|style|svg\b(?! class="icon))/i);
      // attribute names (their values, such as an alt text, may say anything)
      expect(tag.replace(/="[^"]*"/g, '=""')).not.toMatch(/\son[a-z]+=/i);
      expect(tag).not.toMatch(/\s(href|src|action)="\s*(javascript|data):/i);
    }
    expect(page.head).not.toMatch(/<script(?! data-page-head="" type="application\/ld\+json")/);
  });
});
