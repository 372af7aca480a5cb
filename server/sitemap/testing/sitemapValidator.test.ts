/** @jest-environment ./src/test/nodeEnvironment.cjs */
import { MAX_URLS } from '../sitemapXml';
import { checkSitemap, isHreflang, isW3cDatetime, urlProblem } from './sitemapValidator';
import { parseXml } from './xmlParser';
import { hasXmllint, xmllintProblems } from './xmllint';

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET =
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">';
const doc = (...urls: string[]): string => `${HEAD}${URLSET}\n${urls.join('\n')}\n</urlset>\n`;
const link = (hreflang: string, href: string): string =>
  `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`;
const url = (inner: string): string => `<url>${inner}</url>`;
const loc = (value: string): string => `<loc>${value}</loc>`;
const LOC = loc('https://shop.example.ch/de');

const full = doc(
  url(
    `${loc('https://shop.example.ch/de/a/rock-&amp;-roll-pl-1?x=1&amp;y=%C3%BC')}<lastmod>2026-03-01T10:00:00+01:00</lastmod>` +
      `<changefreq>weekly</changefreq><priority>0.8</priority>` +
      link('de', 'https://shop.example.ch/de/a/rock-&amp;-roll-pl-1') +
      link('x-default', 'https://shop.example.ch/de/a/rock-&amp;-roll-pl-1'),
  ),
  url(`${loc('https://shop.example.ch/en')}<lastmod>2026-03-01</lastmod><priority>1.0</priority>`),
  '<!-- a comment --><url><loc><![CDATA[https://shop.example.ch/fr]]></loc></url>',
);

describe('checkSitemap', () => {
  it('accepts a sitemap with every optional part', () => {
    const { problems, urls } = checkSitemap(full, { origin: 'https://shop.example.ch' });
    expect(problems).toEqual([]);
    expect(urls[0]).toEqual({
      loc: 'https://shop.example.ch/de/a/rock-&-roll-pl-1?x=1&y=%C3%BC',
      lastmod: '2026-03-01T10:00:00+01:00',
      changefreq: 'weekly',
      priority: '0.8',
      alternates: {
        de: 'https://shop.example.ch/de/a/rock-&-roll-pl-1',
        'x-default': 'https://shop.example.ch/de/a/rock-&-roll-pl-1',
      },
    });
    expect(urls).toHaveLength(3);
    if (hasXmllint()) expect(xmllintProblems(full)).toEqual([]);
  });

  /** [what is wrong, the document, the problem it must report, whether sitemap.xsd sees it too] */
  const broken: [string, string, RegExp, boolean][] = [
    ['not well-formed', doc(url(LOC)).replace('</urlset>', ''), /not well-formed/, true],
    ['a raw & in loc', doc(url(loc('https://shop.example.ch/a?x=1&y=2'))), /raw '&'/, true],
    ['a raw < in loc', doc(url(loc('https://shop.example.ch/a<b'))), /not well-formed/, true],
    ['a raw > in loc', doc(url(loc('https://shop.example.ch/a>b'))), /not entity-escaped/, false],
    [
      'a raw quote in loc',
      doc(url(loc("https://shop.example.ch/it's"))),
      /not entity-escaped/,
      false,
    ],
    ['an unknown entity', doc(url(loc('https://shop.example.ch/&nbsp;'))), /unknown entity/, true],
    ['a DOCTYPE', doc(url(LOC)).replace(HEAD, `${HEAD}<!DOCTYPE urlset>`), /DOCTYPE/, false],
    ['another encoding', doc(url(LOC)).replace('UTF-8', 'ISO-8859-1'), /UTF-8 required/, false],
    ['no namespace', doc(url(LOC)).replace(/ xmlns="[^"]*"/, ''), /not urlset in/, true],
    [
      'the old Google namespace',
      doc(url(LOC)).replace(
        'www.sitemaps.org/schemas/sitemap/0.9',
        'www.google.com/schemas/sitemap/0.84',
      ),
      /not urlset in/,
      true,
    ],
    ['no url', doc(), /at least one url/, true],
    ['no loc', doc(url('<priority>0.5</priority>')), /loc is missing/, true],
    ['two locs', doc(url(LOC + LOC)), /repeated or out of order/, true],
    ['order', doc(url(`<priority>0.5</priority>${LOC}`)), /out of order/, true],
    ['an unknown element', doc(url(`${LOC}<title>x</title>`)), /not a sitemap element/, true],
    [
      'a relative loc',
      doc(url(loc('/de/c/main-konzerte'))),
      /not an absolute http\(s\) URL|too short/,
      false,
    ],
    ['a short loc', doc(url(loc('http://a.b/'))), /too short/, true],
    [
      'an ftp loc',
      doc(url(loc('ftp://shop.example.ch/de'))),
      /not an absolute http\(s\) URL/,
      false,
    ],
    ['a space in loc', doc(url(loc('https://shop.example.ch/de/a b'))), /percent-encoded/, false],
    [
      'umlauts in loc',
      doc(url(loc('https://shop.example.ch/de/zauberflöte'))),
      /percent-encoded/,
      false,
    ],
    ['a bad escape', doc(url(loc('https://shop.example.ch/de/%zz'))), /malformed %-escape/, false],
    [
      'a loc of 2048 characters',
      doc(url(loc(`https://shop.example.ch/${'a'.repeat(2048 - 24)}`))),
      /fewer than 2048/,
      false,
    ],
    [
      'a loc of 2049 characters',
      doc(url(loc(`https://shop.example.ch/${'a'.repeat(2049 - 24)}`))),
      /fewer than 2048/,
      true,
    ],
    ['white space around loc', doc(url(loc(' https://shop.example.ch/de '))), /white space/, false],
    ['another host', doc(url(loc('https://evil.example.com/de'))), /is not on/, false],
    ['a made-up date', doc(url(`${LOC}<lastmod>2026-02-30</lastmod>`)), /not a W3C datetime/, true],
    [
      'a date in words',
      doc(url(`${LOC}<lastmod>1 March 2026</lastmod>`)),
      /not a W3C datetime/,
      true,
    ],
    [
      'a time without zone',
      doc(url(`${LOC}<lastmod>2026-03-01T10:00:00</lastmod>`)),
      /not a W3C datetime/,
      false,
    ],
    [
      'a changefreq not in the list',
      doc(url(`${LOC}<changefreq>sometimes</changefreq>`)),
      /not one of/,
      true,
    ],
    [
      'a capitalised changefreq',
      doc(url(`${LOC}<changefreq>Daily</changefreq>`)),
      /not one of/,
      true,
    ],
    ['priority 1.5', doc(url(`${LOC}<priority>1.5</priority>`)), /from 0.0 to 1.0/, true],
    ['priority -0.1', doc(url(`${LOC}<priority>-0.1</priority>`)), /from 0.0 to 1.0/, true],
    ['priority high', doc(url(`${LOC}<priority>high</priority>`)), /from 0.0 to 1.0/, true],
    ['text in url', doc(url(`${LOC}stray`)), /text "stray"/, true],
    [
      'an attribute on loc',
      doc(url('<loc id="1">https://shop.example.ch/de</loc>')),
      /attribute id/,
      true,
    ],
    [
      'a link before loc',
      doc(url(link('de', 'https://shop.example.ch/de') + LOC)),
      /before loc/,
      true,
    ],
    [
      'a link in no namespace',
      doc(
        url(
          `${LOC}<link xmlns="" rel="alternate" hreflang="de" href="https://shop.example.ch/de"/>`,
        ),
      ),
      /no namespace/,
      true,
    ],
    [
      'an undeclared prefix',
      doc(
        url(`${LOC}<xhtm:link rel="alternate" hreflang="de" href="https://shop.example.ch/de"/>`),
      ),
      /not declared/,
      true,
    ],
    [
      'a link with rel=canonical',
      doc(
        url(`${LOC}<xhtml:link rel="canonical" hreflang="de" href="https://shop.example.ch/de"/>`),
      ),
      /not alternate/,
      false,
    ],
    [
      'a link without hreflang',
      doc(url(`${LOC}<xhtml:link rel="alternate" href="https://shop.example.ch/de"/>`)),
      /hreflang missing/,
      false,
    ],
    [
      'a bad hreflang',
      doc(url(LOC + link('german', 'https://shop.example.ch/de'))),
      /not a language tag/,
      false,
    ],
    [
      'a repeated hreflang',
      doc(
        url(
          LOC + link('de', 'https://shop.example.ch/de') + link('de', 'https://shop.example.ch/de'),
        ),
      ),
      /appears twice/,
      false,
    ],
    [
      'a link without href',
      doc(url(`${LOC}<xhtml:link rel="alternate" hreflang="de"/>`)),
      /href is missing/,
      false,
    ],
    ['a relative href', doc(url(LOC + link('de', '/de'))), /href/, false],
    [
      'a raw & in href',
      doc(url(LOC + link('de', 'https://shop.example.ch/de?a=1&b=2'))),
      /raw '&'/,
      true,
    ],
    [
      'another xhtml element',
      doc(url(`${LOC}<xhtml:a href="https://shop.example.ch/de"/>`)),
      /only xhtml:link/,
      false,
    ],
    ['a url listed twice', doc(url(LOC), url(LOC)), /listed twice/, false],
    ['content after the root', `${doc(url(LOC))}<url/>`, /may follow the root/, true],
    [
      'a control character',
      doc(url(loc('https://shop.example.ch/\u0001'))),
      /not allowed in XML/,
      true,
    ],
  ];

  it.each(broken)('rejects %s', (_what, xml, expected, schemaSeesIt) => {
    const { problems } = checkSitemap(xml, { origin: 'https://shop.example.ch' });
    expect(problems.join('\n')).toMatch(expected);
    if (schemaSeesIt && hasXmllint()) expect(xmllintProblems(xml)).not.toEqual([]);
  });

  it(`rejects more than ${MAX_URLS} urls`, () => {
    const many = Array.from({ length: MAX_URLS + 1 }, (_, i) =>
      url(loc(`https://shop.example.ch/de/a/p-${i}`)),
    );
    expect(checkSitemap(doc(...many)).problems).toEqual([
      `urlset: ${MAX_URLS + 1} urls (at most ${MAX_URLS})`,
    ]);
    expect(checkSitemap(doc(...many.slice(1))).problems).toEqual([]);
  });
});

describe('the helpers', () => {
  it('knows W3C datetimes', () => {
    for (const ok of [
      '2026-03-01',
      '2024-02-29',
      '2026-03-01T10:00:00Z',
      '2026-03-01T23:59:59.123-05:00',
    ])
      expect(isW3cDatetime(ok)).toBe(true);
    for (const bad of [
      '2026',
      '2026-03',
      '2025-02-29',
      '2026-13-01',
      '2026-03-01T24:00:00Z',
      '2026-03-01T10:00Z',
      '2026-03-01 10:00:00Z',
    ])
      expect(isW3cDatetime(bad)).toBe(false);
  });

  it('knows hreflang values', () => {
    for (const ok of ['de', 'de-CH', 'zh-Hant-TW', 'es-419', 'x-default'])
      expect(isHreflang(ok)).toBe(true);
    for (const bad of ['', 'german', 'de_CH', 'x-defaults', 'de-'])
      expect(isHreflang(bad)).toBe(false);
  });

  it('knows sitemap URLs', () => {
    expect(urlProblem('https://shop.example.ch/de/c/r&b')).toBeNull();
    expect(urlProblem('http://[::1]:8080/de')).toBeNull();
    expect(urlProblem('https://user:pw@shop.example.ch/de')).toMatch(/credentials/);
    expect(urlProblem('https://shop.example.ch/de#top')).toMatch(/fragment/);
  });

  it('parses namespaces, references and attributes', () => {
    const { root, declaration } = parseXml(
      `<?xml version="1.0"?><a:r xmlns:a="urn:a" xmlns="urn:d" x='1 &amp; &#x32;'><c a:y="&lt;">&#252;<![CDATA[<&>]]></c></a:r>`,
    );
    expect(declaration).toEqual({ version: '1.0', encoding: null });
    expect(root).toMatchObject({
      ns: 'urn:a',
      local: 'r',
      attributes: [{ ns: null, local: 'x', value: '1 & 2' }],
    });
    expect(root.children[0]).toMatchObject({
      ns: 'urn:d',
      local: 'c',
      attributes: [{ ns: 'urn:a', local: 'y', value: '<' }],
      children: [{ value: 'ü' }, { value: '<&>' }],
    });
  });

  it.each([
    ['<a><b></a></b>', /does not close/],
    ['<a x="1" x="2"/>', /appears twice/],
    ['<a xmlns:p="urn:x" xmlns:q="urn:x" p:y="1" q:y="2"/>', /appears twice/],
    ['<a x=1/>', /quoted/],
    ['<a>]]></a>', /']]>'/],
    ['<a><!-- x -- y --></a>', /'--'/],
    ['<a>&#0;</a>', /not an XML character/],
    ['<a/><?xml version="1.0"?>', /declaration must come first/],
    ['<a xmlns:p=""/>', /cannot be undeclared/],
    ['text', /root element/],
  ])('refuses %s', (xml, expected) => {
    expect(() => parseXml(xml)).toThrow(expected);
  });
});
