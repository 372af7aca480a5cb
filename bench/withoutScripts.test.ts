/** @jest-environment ./src/test/nodeEnvironment.cjs */
import { linksScript, withoutScripts } from './withoutScripts';

// a page as the server renders it (server/site/pageDocument.ts), the build's minified index.html around it
const page = [
  '<!doctype html><html lang="de"><head><meta charset="utf-8">',
  '<title>Jazz-Nacht · Billett</title>',
  '<link rel="preload" href="/media/jazz.webp" as="image" fetchpriority="high">',
  '<link rel=preload href=/static/fonts/inter.woff2 as=font type=font/woff2 crossorigin>',
  '<link rel="modulepreload" href="/static/js/page.js">',
  '<link rel="prefetch" as="script" href="/static/js/next.chunk.js">',
  '<link rel=preload as=SCRIPT href=/static/js/texts.de.js>',
  '<script type="application/ld+json">{"@type":"Event"}</script>',
  '<script defer="defer" src="/static/js/main.3f2a9c1b.js"></script>',
  '<link href="/static/css/main.css" rel="stylesheet">',
  '<script defer src=/static/js/page.a1b2c3d4.chunk.js></script>',
  '</head><body><noscript>Zum Kaufen braucht es JavaScript.</noscript>',
  '<div id="root"><h1>Jazz-Nacht</h1><img src="/media/jazz.webp" alt="" width="800" height="450"></div>',
  '<SCRIPT type="application/json" id="page-data">{"shop":{"name":"Theater \\u003cBillett\\u003e"}}</SCRIPT >',
  '</body></html>',
].join('\n');

describe('withoutScripts', () => {
  const floor = withoutScripts(page);

  it('removes every script element, the JSON data block and JSON-LD included', () => {
    expect(floor).not.toMatch(/<script/i);
    expect(floor).not.toContain('page-data');
    expect(floor).not.toContain('"@type":"Event"');
    expect(floor).not.toContain('main.3f2a9c1b.js');
  });

  it('removes the links that download scripts ahead, quoted or not', () => {
    expect(floor).not.toContain('/static/js/');
  });

  it('keeps the style sheets, the image and font preloads, the markup and the rest of the head', () => {
    for (const kept of [
      '<link href="/static/css/main.css" rel="stylesheet">',
      '<link rel="preload" href="/media/jazz.webp" as="image" fetchpriority="high">',
      '<link rel=preload href=/static/fonts/inter.woff2 as=font type=font/woff2 crossorigin>',
      '<title>Jazz-Nacht · Billett</title>',
      '<noscript>Zum Kaufen braucht es JavaScript.</noscript>',
      '<div id="root"><h1>Jazz-Nacht</h1><img src="/media/jazz.webp" alt="" width="800" height="450"></div>',
    ])
      expect(floor).toContain(kept);
    expect(floor.endsWith('</body></html>')).toBe(true);
  });

  it('leaves a page without scripts as it is', () => {
    expect(withoutScripts(floor)).toBe(floor);
  });
});

describe('linksScript', () => {
  it('knows a script download by its rel and as, in any case and quoting', () => {
    expect(linksScript('<link rel="modulepreload" href="/a.js">')).toBe(true);
    expect(linksScript("<link rel='preload' as='script' href='/a.js'>")).toBe(true);
    expect(linksScript('<link as=script rel="prefetch" href=/a.js>')).toBe(true);
    expect(linksScript('<link rel="preload" as="style" href="/a.css">')).toBe(false);
    expect(linksScript('<link rel="stylesheet" href="/script.css">')).toBe(false);
    // `as` means something only on a link that downloads ahead: a style sheet stays, whatever else it says
    expect(linksScript('<link rel="stylesheet" as="script" href="/a.css">')).toBe(false);
    expect(linksScript('<link rel="canonical" href="https://shop.example/de/as/script">')).toBe(
      false,
    );
  });
});
