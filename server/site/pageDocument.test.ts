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

const scriptsOf = (html: string) => [...html.matchAll(/<script[^>]*>/g)].map(([tag]) => tag);
const LIST = '<script type="application/json" id="billett-scripts">';
/** the files the page's script list names (the after-paint script runs them) */
const listedScripts = (html: string): unknown => {
  const start = html.indexOf(LIST);
  if (start < 0) return null;
  const text = html.slice(start + LIST.length, html.indexOf('</script>', start));
  return JSON.parse(text);
};

describe('a rendered page as a document', () => {
  it("names main and the page's scripts in the list the after-paint script runs, in order", () => {
    const html = pieceText(pageDocument(MINIFIED, PARTS));
    // the only script that runs by itself is the after-paint one (the list and the data block
    // are JSON, never run), and nothing downloads a script ahead
    expect(scriptsOf(html)).toEqual([
      '<script defer src=/assets/after-paint.9048ec21.js>',
      LIST,
      '<script type="application/json" id="billett-page">',
    ]);
    expect(html).not.toMatch(/rel="?(pre|module)load/);
    expect(listedScripts(html)).toEqual([
      '/assets/main.1d5d21cc.js',
      '/assets/texts-fr.33333333.js',
      '/assets/page-category.dddddddd.js',
    ]);
    // the list and the page's style sheet in the head, so the markup paints styled
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(LIST);
    expect(head).toContain('<link href="/assets/page-category.eeeeeeee.css" rel="stylesheet">');
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain('<div id="root"><main id="main"><h1>Jazz</h1></main></div>');
    expect(html).toContain('<noscript>Billett a besoin de JavaScript.</noscript>');
  });

  it('does the same with a development build’s unminified template', () => {
    const html = pieceText(pageDocument(DEV, { ...PARTS, files: { js: [], css: [] } }));
    expect(scriptsOf(html)[0]).toBe('<script defer="defer" src="/assets/after-paint.js">');
    expect(listedScripts(html)).toEqual(['/assets/main.js']);
  });

  it('lists a script whose name only ends like the after-paint entry', () => {
    const template = MINIFIED.replace('/assets/main.1d5d21cc.js', '/assets/no-after-paint.1.js');
    const html = pieceText(pageDocument(template, PARTS));
    expect(listedScripts(html)).toEqual(['/assets/no-after-paint.1.js', ...PARTS.files.js]);
  });

  it("escapes '<' in the list, which can never close its element", () => {
    const parts = { ...PARTS, files: { js: ['/assets/</script><b>.js'], css: [] } };
    const html = pieceText(pageDocument(MINIFIED, parts));
    expect(html).not.toContain('</script><b>');
    expect(listedScripts(html)).toEqual(['/assets/main.1d5d21cc.js', '/assets/</script><b>.js']);
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
