/** @jest-environment ./src/test/nodeEnvironment.cjs */
import type { Lang, Placement, Shop } from '../../src/api/types';
import { loadDemoFixture } from '../demoFixture/fixture';
import { DEMO } from '../testing/fixtureIds';
import { escapeXml, MAX_URLS, pathSegment, sitemapPaths, sitemapXml } from './sitemapXml';
import { checkSitemap, type SitemapUrl } from './testing/sitemapValidator';
import { hasXmllint, xmllintProblems } from './testing/xmllint';
import { LANGUAGES } from '../../src/lib/languages';

const ORIGIN = 'https://shop.example.ch';
const demoShop = (): Shop => loadDemoFixture().shop;

/** Valid for the structural validator and, where installed, for xmllint against sitemap.xsd. */
function validUrls(xml: string, origin = ORIGIN): SitemapUrl[] {
  const { problems, urls } = checkSitemap(xml, { origin });
  expect(problems).toEqual([]);
  if (hasXmllint()) expect(xmllintProblems(xml)).toEqual([]);
  return urls;
}

/** The path after the language prefix, decoded: '/a/slug-id' for https://…/de/a/slug-id. */
const pagePath = (url: string): string =>
  decodeURIComponent(new URL(url).pathname.replace(/^\/[a-z]{2}(?=\/|$)/, ''));

const template = demoShop().placements[0];
const placement = (id: string, slug: string, hidden = false): Placement => ({
  ...template,
  id,
  slug,
  hidden,
});

describe('sitemapXml with the demo shop', () => {
  const shop = demoShop();
  const root = shop.categories.find((category) => category.parent === null)!;
  const expectedPaths = [
    '',
    ...shop.categories.filter((c) => c !== root).map((c) => `/c/${c.id}`),
    '/about/imprint',
    '/about/privacy-policy',
    ...shop.placements.filter((p) => !p.hidden).map((p) => `/a/${p.slug}-${p.id}`),
    ...shop.seatingCharts.map((c) => `/c/${c.categoryId}/${c.slug}-${c.seatingChartId}`),
  ];

  it.each(LANGUAGES)('lists every public page in %s with its alternates', (lang) => {
    const urls = validUrls(sitemapXml(shop, ORIGIN, lang));
    expect(urls.map((url) => url.loc)).toEqual(
      expectedPaths.map((path) => `${ORIGIN}/${lang}${path}`),
    );
    for (const url of urls) {
      const path = url.loc.slice(`${ORIGIN}/${lang}`.length);
      expect(url.alternates).toEqual({
        de: `${ORIGIN}/de${path}`,
        en: `${ORIGIN}/en${path}`,
        fr: `${ORIGIN}/fr${path}`,
        it: `${ORIGIN}/it${path}`,
        'x-default': `${ORIGIN}/de${path}`,
      });
      expect(url.alternates[lang]).toBe(url.loc);
      expect(url.lastmod).toBeUndefined();
    }
  });

  it('has the home, the categories, the articles, the seating chart and the legal pages', () => {
    const locs = validUrls(sitemapXml(shop, ORIGIN, 'en')).map((url) => url.loc);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/en`,
        `${ORIGIN}/en/c/main-konzerte`,
        `${ORIGIN}/en/c/cat-sinfonie-winter`,
        `${ORIGIN}/en/a/sinfoniekonzert-winter-pl-sinfonie-winter`,
        `${ORIGIN}/en/c/cat-sinfonie-winter/grosser-saal-chart-grosser-saal`,
        `${ORIGIN}/en/about/imprint`,
        `${ORIGIN}/en/about/privacy-policy`,
      ]),
    );
    expect(locs).toHaveLength(32);
    // the root category's page redirects to the home page
    expect(locs).not.toContain(`${ORIGIN}/en/c/${root.id}`);
  });

  it('leaves hidden placements out', () => {
    const xml = sitemapXml(shop, ORIGIN, 'de');
    expect(shop.placements.find((p) => p.id === DEMO.hiddenPlacement)?.hidden).toBe(true);
    expect(xml).not.toContain(DEMO.hiddenPlacement);
    expect(xml).not.toContain('zauberfloete-generalprobe');
  });

  it('leaves out the seating charts of hidden placements', () => {
    const withChart = demoShop();
    withChart.placements.find((p) => p.id === 'pl-sinfonie-winter')!.hidden = true;
    const paths = validUrls(sitemapXml(withChart, ORIGIN, 'de')).map((url) => pagePath(url.loc));
    expect(paths).not.toContain('/a/sinfoniekonzert-winter-pl-sinfonie-winter');
    expect(paths.filter((path) => path.includes('grosser-saal'))).toEqual([]);
  });

  it('says the same each time: no dates, a fixed order', () => {
    expect(sitemapXml(demoShop(), ORIGIN, 'it')).toBe(sitemapXml(shop, ORIGIN, 'it'));
  });

  it('takes the origin with or without a trailing slash', () => {
    expect(sitemapXml(shop, `${ORIGIN}/`, 'fr')).toBe(sitemapXml(shop, ORIGIN, 'fr'));
    const local = 'http://127.0.0.1:8080';
    expect(validUrls(sitemapXml(shop, local, 'fr'), local)[0].loc).toBe(`${local}/fr`);
  });
});

describe('sitemapXml escaping', () => {
  const tricky = (): Shop => {
    const shop = demoShop();
    shop.categories.push({
      id: 'cat-r&b',
      parent: 'main-konzerte',
      eventId: null,
      name: { de: 'R&B' },
    });
    shop.placements.push(
      placement('pl-rock&roll', "rock-&-roll's-<best>"),
      placement('pl-quote', 'say-"hi"-über 100%'),
    );
    return shop;
  };

  it('entity-escapes & in URLs and percent-encodes < > " and spaces', () => {
    const xml = sitemapXml(tricky(), ORIGIN, 'de');
    expect(xml).toContain(`<loc>${ORIGIN}/de/c/cat-r&amp;b</loc>`);
    expect(xml).toContain(
      `<loc>${ORIGIN}/de/a/rock-&amp;-roll&apos;s-%3Cbest%3E-pl-rock&amp;roll</loc>`,
    );
    expect(xml).toContain(`href="${ORIGIN}/en/c/cat-r&amp;b"`);
    expect(xml).toContain(`/a/say-%22hi%22-%C3%BCber%20100%25-pl-quote</loc>`);
    // no raw & outside an entity, no < or > outside the markup
    expect(xml).not.toMatch(/&(?!(?:amp|lt|gt|quot|apos);)/);
    const markup = /<\/?[a-z:]+(?:\s+[a-z:]+="[^"<>]*")*\s*\/?>|<\?xml[^>]*\?>/gi;
    expect(xml.replace(markup, '')).not.toMatch(/[<>]/);
  });

  it('keeps the slugs and ids readable back from the URLs', () => {
    const urls = validUrls(sitemapXml(tricky(), ORIGIN, 'en'));
    const paths = urls.map((url) => pagePath(url.loc));
    expect(paths).toEqual(
      expect.arrayContaining([
        '/c/cat-r&b',
        "/a/rock-&-roll's-<best>-pl-rock&roll",
        '/a/say-"hi"-über 100%-pl-quote',
      ]),
    );
    for (const url of urls) {
      for (const href of Object.values(url.alternates))
        expect(pagePath(href)).toBe(pagePath(url.loc));
    }
  });

  it('escapes the five XML specials', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
    expect(escapeXml('&amp;')).toBe('&amp;amp;');
  });

  it('percent-encodes what a path segment may not hold', () => {
    expect(pathSegment('a&b=c+d;e,f:g@h$i')).toBe('a&b=c+d;e,f:g@h$i');
    expect(pathSegment('a/b?c#d%e f<g>')).toBe('a%2Fb%3Fc%23d%25e%20f%3Cg%3E');
    expect(pathSegment('zauberflöte')).toBe('zauberfl%C3%B6te');
  });
});

describe('sitemapXml and the shop languages', () => {
  const withLanguages = (languages: Lang[]): Shop => ({ ...demoShop(), languages });

  it('links only the languages the shop has', () => {
    const [home] = validUrls(sitemapXml(withLanguages(['fr', 'de']), ORIGIN, 'fr'));
    expect(home.alternates).toEqual({
      de: `${ORIGIN}/de`,
      fr: `${ORIGIN}/fr`,
      'x-default': `${ORIGIN}/de`,
    });
  });

  it('points x-default to the first language when the shop has no German', () => {
    const [home] = validUrls(sitemapXml(withLanguages(['it', 'en']), ORIGIN, 'en'));
    expect(home.alternates).toEqual({
      en: `${ORIGIN}/en`,
      it: `${ORIGIN}/it`,
      'x-default': `${ORIGIN}/en`,
    });
  });

  it('falls back to German when the shop names no language', () => {
    const [home] = validUrls(sitemapXml(withLanguages([]), ORIGIN, 'de'));
    expect(home.alternates).toEqual({ de: `${ORIGIN}/de`, 'x-default': `${ORIGIN}/de` });
  });
});

describe('sitemapXml limits', () => {
  it(`lists at most ${MAX_URLS} pages, the general ones first`, () => {
    const shop = { ...demoShop(), languages: ['de'] as Lang[] }; // fewer alternates: a smaller file to check
    const extra = Array.from({ length: MAX_URLS }, (_, i) => placement(`pl-x${i}`, `x${i}`));
    shop.placements = [...shop.placements, ...extra];
    expect(sitemapPaths(shop).length).toBeGreaterThan(MAX_URLS);
    const { problems, urls } = checkSitemap(sitemapXml(shop, ORIGIN, 'de'), { origin: ORIGIN });
    expect(problems).toEqual([]);
    expect(urls).toHaveLength(MAX_URLS);
    expect(urls[0].loc).toBe(`${ORIGIN}/de`);
    expect(urls[1].loc).toBe(`${ORIGIN}/de/c/main-konzerte`);
    expect(urls.map((url) => url.loc)).toContain(`${ORIGIN}/de/about/privacy-policy`);
  });
});
