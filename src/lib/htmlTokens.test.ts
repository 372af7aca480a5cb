import { armPayload, XSS_CORPUS } from '../../server/demoFixture/xssCorpus';
import { decodeAttribute, decodeText, tokenize } from './htmlTokens';
import { sanitizeToTree } from './safeHtml';

describe('tokenize', () => {
  it('reads text, start tags with their attributes, and end tags', () => {
    expect(tokenize('a<P Class=x data-y="1 2" z=\'3\' flag>b</p >c')).toEqual([
      { type: 'text', text: 'a' },
      { type: 'start', name: 'p', attributes: { class: 'x', 'data-y': '1 2', z: '3', flag: '' } },
      { type: 'text', text: 'b' },
      { type: 'end', name: 'p' },
      { type: 'text', text: 'c' },
    ]);
  });

  it('keeps the first of a repeated attribute, and reads a slash between attributes as a space', () => {
    expect(tokenize('<a/href="/x"/href="/y">')).toEqual([
      { type: 'start', name: 'a', attributes: { href: '/x' } },
    ]);
  });

  it('skips comments, doctypes, processing instructions and CDATA as bogus comments', () => {
    expect(tokenize('a<!-- x --><!--->b<!---->c<!doctype html><?xml x?><![CDATA[y]]>d')).toEqual([
      { type: 'text', text: 'a' },
      { type: 'text', text: 'b' },
      { type: 'text', text: 'c' },
      { type: 'text', text: 'd' }, // the bogus comment ends at the first '>', in ']]>'
    ]);
    expect(tokenize('a<!-- never closed <b>')).toEqual([{ type: 'text', text: 'a' }]);
    expect(tokenize('a<!--x--!>b')).toEqual([
      { type: 'text', text: 'a' },
      { type: 'text', text: 'b' },
    ]);
  });

  it('reads the content of raw-text elements as text up to their own end tag', () => {
    expect(tokenize('<script>if (a<b) x("</scriptx>")</SCRIPT >after')).toEqual([
      { type: 'start', name: 'script', attributes: {} },
      { type: 'text', text: 'if (a<b) x("</scriptx>")' },
      { type: 'end', name: 'script' },
      { type: 'text', text: 'after' },
    ]);
    expect(tokenize('<textarea><b>x</b>')).toEqual([
      { type: 'start', name: 'textarea', attributes: {} },
      { type: 'text', text: '<b>x</b>' },
    ]);
  });

  it('keeps a < that starts no tag as text, and drops a tag the input ends in', () => {
    expect(tokenize('1 < 2 <3 <> x')).toEqual([{ type: 'text', text: '1 < 2 <3 <> x' }]);
    // '</' and no letter: a bogus comment up to the next '>'
    expect(tokenize('a</ 4 > b')).toEqual([
      { type: 'text', text: 'a' },
      { type: 'text', text: ' b' },
    ]);
    expect(tokenize('x<a href="/y')).toEqual([{ type: 'text', text: 'x' }]);
    expect(tokenize('x<b')).toEqual([{ type: 'text', text: 'x' }]);
  });
});

describe('decoding references', () => {
  it('reads named and numeric references as the browser does', () => {
    expect(decodeText('&auml;&eacute; &amp;lt; &#x1F3AD; &#233; &notit; &nbsp;x')).toBe(
      'äé &lt; 🎭 é ¬it; \u00a0x',
    );
    expect(decodeText('a < b & c')).toBe('a < b & c');
    // in attribute values a name followed by = or a letter stays as written
    expect(decodeAttribute('?a=1&copy=2&amp;b&quot;')).toBe('?a=1&copy=2&b"');
    expect(decodeAttribute('java&#9;script&colon;x')).toBe('java\tscript:x');
  });
});

describe('the sanitizer and the page', () => {
  it('never gives hostile markup to the browser’s parser: only plain text is decoded there', () => {
    const parse = jest.spyOn(DOMParser.prototype, 'parseFromString');
    const corpus = XSS_CORPUS.map((payload, index) => armPayload(payload, index + 1).payload);
    sanitizeToTree(
      `<p>Hallo &amp; willkommen</p>${corpus.map((entry) => `<p>${entry}</p>`).join('')}`,
    );
    const inputs = parse.mock.calls.map(([markup]) => markup as string);
    parse.mockRestore();
    expect(inputs.length).toBeGreaterThan(0);
    for (const markup of inputs) {
      const parsed = new DOMParser().parseFromString(markup, 'text/html');
      const elements = Array.from(parsed.querySelectorAll('*')).map((element) => ({
        tag: element.localName,
        attributes: element.getAttributeNames(),
      }));
      expect(elements.filter((element) => !['html', 'head', 'body'].includes(element.tag))).toEqual(
        [expect.objectContaining({ tag: expect.stringMatching(/^(pre|a)$/) })],
      );
      expect(
        elements.flatMap((element) => element.attributes).filter((name) => name !== 'title'),
      ).toEqual([]);
    }
  });
});
