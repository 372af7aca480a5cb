/**
 * An HTML tokenizer in plain code, after the HTML standard's tokenization (simplified where only
 * the text shown could differ): text, start tags with their attributes, end tags. Comments,
 * doctypes, processing instructions and CDATA are skipped as the standard's bogus comments are.
 * The content of raw-text elements (script, style, textarea, title …) is one text token, as the
 * browser reads it. Character references stay as written; decodeText/decodeAttribute read them.
 *
 * Why not the browser's own parser: any DOM parse of hostile markup, even into an inert document
 * (DOMParser, <template>), makes the browser check each event handler attribute and inline style
 * against the page's Content-Security-Policy and report a violation, although nothing runs.
 * Tokenized here, hostile markup never becomes elements anywhere.
 */

export type HtmlToken =
  | { type: 'text'; text: string }
  | { type: 'start'; name: string; attributes: Record<string, string> }
  | { type: 'end'; name: string };

/** Elements whose content is text up to their end tag (scripting on, as in a live page). */
export const RAW_TEXT_ELEMENTS = new Set([
  'script',
  'style',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
  'textarea',
  'title',
  'plaintext',
]);

const WHITESPACE = /[\t\n\f\r ]/;
const LETTER = /[a-zA-Z]/;

/** What the standard's input stream preprocessing does: newlines normalised. */
const preprocess = (html: string): string => html.replace(/\r\n?/g, '\n');

export function tokenize(input: string): HtmlToken[] {
  const html = preprocess(input);
  const tokens: HtmlToken[] = [];
  let at = 0;
  let text = '';
  const flushText = () => {
    if (text !== '') tokens.push({ type: 'text', text });
    text = '';
  };

  /** Skips to just after the next '>' (a bogus comment), or to the end. */
  const skipPast = (char: string) => {
    const end = html.indexOf(char, at);
    at = end < 0 ? html.length : end + 1;
  };

  while (at < html.length) {
    const lt = html.indexOf('<', at);
    if (lt < 0) {
      text += html.slice(at);
      break;
    }
    text += html.slice(at, lt);
    at = lt + 1;
    const next = html.charAt(at);
    if (html.startsWith('!--', at)) {
      flushText();
      at += 3;
      // '<!-->' and '<!--->' are whole (empty) comments
      if (html.startsWith('>', at)) at += 1;
      else if (html.startsWith('->', at)) at += 2;
      else {
        const ends = [html.indexOf('-->', at), html.indexOf('--!>', at)].filter((i) => i >= 0);
        const end = ends.length ? Math.min(...ends) : -1;
        at = end < 0 ? html.length : end + (html.startsWith('-->', end) ? 3 : 4);
      }
    } else if (next === '!' || next === '?') {
      flushText();
      skipPast('>');
    } else if (next === '/') {
      const after = html.charAt(at + 1);
      if (LETTER.test(after)) {
        flushText();
        at += 1;
        const tag = readTag(html, at);
        if (!tag) {
          at = html.length; // end of input inside a tag: the tag is dropped
          break;
        }
        at = tag.end;
        tokens.push({ type: 'end', name: tag.name });
      } else if (after === '>') {
        at += 2; // '</>' is nothing
      } else {
        flushText();
        skipPast('>');
      }
    } else if (LETTER.test(next)) {
      flushText();
      const tag = readTag(html, at);
      if (!tag) {
        at = html.length;
        break;
      }
      at = tag.end;
      tokens.push({ type: 'start', name: tag.name, attributes: tag.attributes });
      if (RAW_TEXT_ELEMENTS.has(tag.name)) {
        const close = tag.name === 'plaintext' ? -1 : findEndTag(html, at, tag.name);
        const content = html.slice(at, close < 0 ? html.length : close);
        if (content !== '') tokens.push({ type: 'text', text: content });
        if (close < 0) {
          at = html.length;
        } else {
          const endTag = readTag(html, close + 2);
          at = endTag ? endTag.end : html.length;
          tokens.push({ type: 'end', name: tag.name });
        }
      }
    } else {
      text += '<';
    }
  }
  flushText();
  return tokens;
}

/** Where `</name` starts, followed by whitespace, '/' or '>', from `from`; -1 when nowhere. */
function findEndTag(html: string, from: number, name: string): number {
  const lower = html.toLowerCase();
  let at = from;
  for (;;) {
    const found = lower.indexOf(`</${name}`, at);
    if (found < 0) return -1;
    const after = html.charAt(found + 2 + name.length);
    if (after === '' || after === '/' || after === '>' || WHITESPACE.test(after)) return found;
    at = found + 2;
  }
}

/**
 * A tag from its name on (at `at`, just after '<' or '</'): the lower-case name and the
 * attributes (the first of a repeated name wins), and where the tag ends; null at the end of the
 * input inside the tag.
 */
function readTag(
  html: string,
  start: number,
): { name: string; attributes: Record<string, string>; end: number } | null {
  let at = start;
  let name = '';
  while (at < html.length && !WHITESPACE.test(html[at]) && html[at] !== '/' && html[at] !== '>')
    name += html[at++];
  const attributes: Record<string, string> = {};
  for (;;) {
    while (at < html.length && (WHITESPACE.test(html[at]) || html[at] === '/')) at += 1;
    if (at >= html.length) return null;
    if (html[at] === '>') return { name: name.toLowerCase(), attributes, end: at + 1 };
    let key = html[at++]; // the first character may be '='
    while (
      at < html.length &&
      !WHITESPACE.test(html[at]) &&
      html[at] !== '/' &&
      html[at] !== '>' &&
      html[at] !== '='
    )
      key += html[at++];
    while (at < html.length && WHITESPACE.test(html[at])) at += 1;
    let value = '';
    if (html[at] === '=') {
      at += 1;
      while (at < html.length && WHITESPACE.test(html[at])) at += 1;
      const quote = html[at];
      if (quote === '"' || quote === "'") {
        const end = html.indexOf(quote, at + 1);
        if (end < 0) return null;
        value = html.slice(at + 1, end);
        at = end + 1;
      } else {
        while (at < html.length && !WHITESPACE.test(html[at]) && html[at] !== '>')
          value += html[at++];
      }
    }
    const lowerKey = key.toLowerCase();
    if (!Object.hasOwn(attributes, lowerKey)) attributes[lowerKey] = value;
  }
}

const BASIC_REFERENCES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
};

/** References without a DOM: numeric ones and the basic named ones. */
function decodeBasic(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : '\ufffd';
    }
    return BASIC_REFERENCES[ref.toLowerCase()] ?? whole;
  });
}

/**
 * The text of `raw` with its character references read, as the browser reads text. The browser
 * does it (every named reference it knows) on text with no '<' in it, so no element is made.
 */
export function decodeText(raw: string): string {
  const text = raw.replace(/\0/g, '');
  if (!text.includes('&')) return text;
  if (typeof DOMParser === 'undefined') return decodeBasic(text);
  const doc = new DOMParser().parseFromString(
    `<!doctype html><body><pre>\n${text.replace(/</g, '&lt;')}`,
    'text/html',
  );
  return doc.querySelector('pre')?.textContent ?? decodeBasic(text);
}

/** An attribute value with its references read, as the browser reads attribute values. */
export function decodeAttribute(raw: string): string {
  const value = raw.replace(/\0/g, '\ufffd');
  if (!value.includes('&')) return value;
  if (typeof DOMParser === 'undefined') return decodeBasic(value);
  const doc = new DOMParser().parseFromString(
    `<!doctype html><body><a title="${value.replace(/"/g, '&quot;')}">`,
    'text/html',
  );
  return doc.querySelector('a')?.getAttribute('title') ?? decodeBasic(value);
}
