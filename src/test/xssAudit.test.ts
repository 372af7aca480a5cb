import { injectionFindings } from './xssAudit';

const holding = (html: string) => {
  const root = document.createElement('div');
  root.innerHTML = html;
  return injectionFindings(root);
};

describe('injectionFindings and data blocks', () => {
  it('leaves the storefront’s JSON-LD alone: a data block never runs', () => {
    expect(
      holding(
        '<script type="application/ld+json">{"name":"\\u003cscript\\u003ealert(1)"}</script>',
      ),
    ).toEqual([]);
  });

  it('finds any other inline script, and a JSON-LD block that is not as the storefront writes it', () => {
    for (const html of [
      '<script>alert(1)</script>',
      '<script type="module">alert(1)</script>',
      '<script type="application/ld+json">alert(1)</script>',
      '<script type="application/ld+json">{"name":"</b><b>"}</script>',
      '<script type="APPLICATION/LD+JSON ">{}</script>',
    ])
      expect([html, holding(html)]).toEqual([html, [expect.stringMatching(/^inline script: /)]]);
  });
});
