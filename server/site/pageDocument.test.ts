/** @jest-environment ./src/test/nodeEnvironment.cjs */
import { pieceText } from '../../src/app/render/pageData';
import { assertPageTemplate, pageDocument, type RenderedDocumentParts } from './pageDocument';

// the build's index.html as html-webpack-plugin writes it, minified (production) and not (dev)
const MINIFIED =
  '<!doctype html><html lang=de><head><meta charset=utf-8>' +
  '<script defer src=/assets/after-paint.9048ec21.js></script>' +
  '<script defer src=/assets/main.1d5d21cc.js></script>' +
  '<link href=/assets/main.a8e73e5e.css rel=stylesheet></head>' +
  '<body><noscript>x</noscript><div id=root><div class=start-shell></div></div></body></html>';
const DEV =
  '<!doctype html><html lang="de"><head><meta charset="utf-8">' +
  '<script defer="defer" src="/assets/after-paint.js"></script>' +
  '<script defer="defer" src="/assets/main.js"></script></head>' +
  '<body><noscript>x</noscript><div id="root"></div></body></html>';

const PARTS: RenderedDocumentParts = {
  lang: 'fr',
  head: '<title>Jazz</title>',
  html: '<main id="main"><h1>Jazz</h1></main>',
  data: '<script type="application/json" id="billett-page">{}</script>',
  files: {
    js: ['/assets/texts-fr.33333333.js', '/assets/page-category.dddddddd.js'],
    css: ['/assets/page-category.eeeeeeee.css'],
  },
  noscript: 'Billett a besoin de JavaScript.',
};

const preload = (file: string) =>
  `<link rel="preload" as="script" fetchpriority="low" href="${file}" data-after-paint>`;
const scriptsOf = (html: string) => [...html.matchAll(/<script[^>]*>/g)].map(([tag]) => tag);
const preloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="script"[^>]*>/g)].map(([tag]) => tag);

describe('a rendered page as a document', () => {
  it("names main and the page's scripts as preloads the after-paint script runs, in order", () => {
    const html = pieceText(pageDocument(MINIFIED, PARTS));
    // the only script that runs by itself is the after-paint one (and the data block, never run)
    expect(scriptsOf(html)).toEqual([
      '<script defer src=/assets/after-paint.9048ec21.js>',
      '<script type="application/json" id="billett-page">',
    ]);
    expect(preloadsOf(html)).toEqual([
      preload('/assets/main.1d5d21cc.js'),
      preload('/assets/texts-fr.33333333.js'),
      preload('/assets/page-category.dddddddd.js'),
    ]);
    // all in the head, the page's style sheet too, so the markup paints styled
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(preload('/assets/page-category.dddddddd.js'));
    expect(head).toContain('<link href="/assets/page-category.eeeeeeee.css" rel="stylesheet">');
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain('<div id="root"><main id="main"><h1>Jazz</h1></main></div>');
    expect(html).toContain('<noscript>Billett a besoin de JavaScript.</noscript>');
  });

  it('does the same with a development build’s unminified template', () => {
    const html = pieceText(pageDocument(DEV, { ...PARTS, files: { js: [], css: [] } }));
    expect(scriptsOf(html)[0]).toBe('<script defer="defer" src="/assets/after-paint.js">');
    expect(preloadsOf(html)).toEqual([preload('/assets/main.js')]);
  });

  it('keeps a script whose name only ends like the after-paint entry a preload', () => {
    const template = MINIFIED.replace('/assets/main.1d5d21cc.js', '/assets/no-after-paint.1.js');
    const html = pieceText(pageDocument(template, PARTS));
    expect(preloadsOf(html)[0]).toBe(preload('/assets/no-after-paint.1.js'));
  });

  it('refuses a template that is not the build’s index.html', () => {
    expect(() => pageDocument('<html><body></body></html>', PARTS)).toThrow(/no <html lang>/);
    // each of the three it needs, missing alone
    for (const broken of [
      MINIFIED.replace('</head>', ''),
      MINIFIED.replace('<html lang=de>', '<html>'),
      MINIFIED.replace('<div id=root>', '<div id=app>'),
      MINIFIED.replace('</body>', ''),
    ])
      expect(() => pageDocument(broken, PARTS)).toThrow(/no <html lang>, <\/head> or #root/);
    expect(() => assertPageTemplate(MINIFIED)).not.toThrow();
  });
});
