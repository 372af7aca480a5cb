import { safeHref } from './safeHref';
import { safeTreeText, sanitizeHtml, sanitizeToTree } from './safeHtml';

describe('sanitizeHtml', () => {
  it('keeps the allowed elements and their text', () => {
    const html =
      '<p>Willkommen im <strong>Kulturhaus</strong>, <em>gern</em> <b>bald</b> <i>wieder</i>.<br>Zeile</p>' +
      '<ul><li>eins</li></ul><ol><li>zwei</li></ol>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps http(s) and relative links, with rel="noopener noreferrer"', () => {
    expect(sanitizeHtml('<a href="https://example.org/x?a=1&amp;b=2">x</a>')).toBe(
      '<a href="https://example.org/x?a=1&amp;b=2" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="/de/c/main-theater">Theater</a>')).toBe(
      '<a href="/de/c/main-theater" rel="noopener noreferrer">Theater</a>',
    );
    expect(sanitizeHtml('<a href="http://example.org" target="_blank" onclick="x()">y</a>')).toBe(
      '<a href="http://example.org" rel="noopener noreferrer">y</a>',
    );
  });

  it('strips every attribute', () => {
    expect(sanitizeHtml('<p class="x" style="color:red" id="y" onmouseover="alert(1)">t</p>')).toBe(
      '<p>t</p>',
    );
    expect(sanitizeHtml('<strong data-x="1" title="t">b</strong>')).toBe('<strong>b</strong>');
  });

  it('unwraps other elements, keeping their text', () => {
    expect(
      sanitizeHtml(
        '<div><h1>Titel</h1><span>Text</span><table><tr><td>Zelle</td></tr></table></div>',
      ),
    ).toBe('TitelTextZelle');
    expect(sanitizeHtml('<p><u>unterstrichen</u> <font color="red">rot</font></p>')).toBe(
      '<p>unterstrichen rot</p>',
    );
  });

  it('escapes text so it can never become markup', () => {
    expect(sanitizeHtml('a &lt;script&gt;alert(1)&lt;/script&gt; &amp; b')).toBe(
      'a &lt;script&gt;alert(1)&lt;/script&gt; &amp; b',
    );
    expect(sanitizeHtml('<p>"quoted" \'single\'</p>')).toBe(
      '<p>&quot;quoted&quot; &#39;single&#39;</p>',
    );
  });

  it('handles empty input', () => {
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
  });

  describe('XSS corpus', () => {
    const corpus: [string, string][] = [
      ['<img src=x onerror=alert(1)>', ''],
      ['<p>a<img src="x" onerror="alert(1)">b</p>', '<p>ab</p>'],
      ['<script>alert(1)</script>', ''],
      ['<p>ok</p><script>alert(document.cookie)</script>', '<p>ok</p>'],
      ['<SCRIPT SRC=//evil.example/xss.js></SCRIPT>', ''],
      ['<svg onload=alert(1)>', ''],
      ['<svg><script>alert(1)</script><a href="https://x">in svg</a></svg>', ''],
      ['<math><mtext><a href="javascript:alert(1)">m</a></mtext></math>', ''],
      ['<a href="javascript:alert(1)">click</a>', 'click'],
      ['<a href="JaVaScRiPt:alert(1)">click</a>', 'click'],
      ['<a href="java\tscript:alert(1)">click</a>', 'click'],
      ['<a href="java&#x09;script:alert(1)">click</a>', 'click'],
      ['<a href="&#106;avascript:alert(1)">click</a>', 'click'],
      ['<a href=" \u0001javascript:alert(1)">click</a>', 'click'],
      ['<a href="javascript&colon;alert(1)">click</a>', 'click'],
      ['<a href="vbscript:msgbox(1)">click</a>', 'click'],
      ['<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>', 'click'],
      ['<a href="file:///etc/passwd">click</a>', 'click'],
      ['<a href="mailto:x@example.org">mail</a>', 'mail'],
      ['<a href="/\\evil.example">slash</a>', 'slash'],
      ['<a>no href</a>', 'no href'],
      ['<iframe src="javascript:alert(1)"></iframe>', ''],
      ['<object data="x.swf"></object><embed src="x.swf">', ''],
      ['<style>body{background:url(javascript:alert(1))}</style><p>t</p>', '<p>t</p>'],
      ['<p style="background:url(javascript:alert(1))">t</p>', '<p>t</p>'],
      ['<body onload=alert(1)><p>t</p></body>', '<p>t</p>'],
      ['<input autofocus onfocus=alert(1)>', ''],
      ['<details open ontoggle=alert(1)>d</details>', 'd'],
      ['<form action="javascript:alert(1)"><button>b</button></form>', ''],
      ['<template><img src=x onerror=alert(1)></template>', ''],
      // read as a live page reads it (scripting on): the noscript's text ends at the first
      // </noscript>, the img that follows is dropped, what is left is text
      ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">', '&quot;&gt;'],
      ['<!-- <img src=x onerror=alert(1)> -->', ''],
      // HTML reads it as a bogus comment up to the first '>': only the rest is text
      ['<![CDATA[<img src=x onerror=alert(1)>]]>', ']]&gt;'],
      ['<p>1</p><meta http-equiv="refresh" content="0;url=javascript:alert(1)">', '<p>1</p>'],
      [
        '<base href="javascript:alert(1)//"><a href="/x">x</a>',
        '<a href="/x" rel="noopener noreferrer">x</a>',
      ],
      ['<textarea><img src=x onerror=alert(1)></textarea>', ''],
      ['<title><img src=x onerror=alert(1)></title>', ''],
    ];

    it.each(corpus)('%s', (input, expected) => {
      const output = sanitizeHtml(input);
      expect(output).toBe(expected);
      expect(output).not.toMatch(
        /<(script|img|svg|iframe|object|embed|style|math|input|form|meta|base)\b/i,
      );
      expect(output).not.toMatch(/\son\w+\s*=/i);
      expect(output).not.toMatch(/javascript:|vbscript:|data:/i);
    });

    it('never lets a text turn back into markup when parsed again', () => {
      for (const [input] of corpus) {
        const reparsed = new DOMParser().parseFromString(sanitizeHtml(input), 'text/html').body;
        const tags = Array.from(reparsed.querySelectorAll('*')).map((element) => element.localName);
        expect(
          tags.every((tag) =>
            ['p', 'strong', 'em', 'b', 'i', 'br', 'ul', 'ol', 'li', 'a'].includes(tag),
          ),
        ).toBe(true);
        for (const element of Array.from(reparsed.querySelectorAll('*'))) {
          const permitted = element.localName === 'a' ? ['href', 'rel'] : [];
          expect(element.getAttributeNames().filter((name) => !permitted.includes(name))).toEqual(
            [],
          );
        }
      }
    });
  });

  it('flattens absurdly deep nesting instead of recursing without end', () => {
    const deep = `${'<b>'.repeat(5000)}tief${'</b>'.repeat(5000)}`;
    const output = sanitizeHtml(deep);
    expect(output).toContain('tief');
    expect(output.match(/<b>/g)?.length ?? 0).toBeLessThanOrEqual(64);
  });
});

describe('safeHref', () => {
  it.each([
    ['https://example.org', 'https://example.org'],
    ['HTTP://example.org', 'HTTP://example.org'],
    ['/de/about/imprint', '/de/about/imprint'],
    ['../x', '../x'],
    ['x/y', 'x/y'],
    ['#anchor', '#anchor'],
    ['?q=1', '?q=1'],
    ['//cdn.example.org/x', '//cdn.example.org/x'],
    ['  /padded  ', '/padded'],
  ])('keeps %s', (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,x',
    'ftp://x',
    'tel:123',
    'a:b',
    '',
    '   ',
    null,
    undefined,
  ])('refuses %s', (href) => {
    expect(safeHref(href)).toBeNull();
  });
});

describe('sanitizeToTree / safeTreeText', () => {
  it('gives a tree of plain nodes and its text', () => {
    const tree = sanitizeToTree('<p>Hallo <strong>Welt</strong></p><p>zwei</p>');
    expect(tree).toEqual([
      {
        type: 'element',
        tag: 'p',
        children: [
          { type: 'text', text: 'Hallo ' },
          { type: 'element', tag: 'strong', children: [{ type: 'text', text: 'Welt' }] },
        ],
      },
      { type: 'element', tag: 'p', children: [{ type: 'text', text: 'zwei' }] },
    ]);
    expect(safeTreeText(tree)).toBe('Hallo Welt zwei');
  });

  it('merges the text of unwrapped elements', () => {
    expect(sanitizeToTree('a<span>b</span>c')).toEqual([{ type: 'text', text: 'abc' }]);
  });
});
