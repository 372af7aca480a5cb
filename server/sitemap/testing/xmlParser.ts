/**
 * A small, strict XML 1.0 parser with namespaces, for checking the sitemap in tests. It takes
 * what a sitemap needs (declaration, elements, attributes, text, character and the five
 * predefined entity references, CDATA, comments, processing instructions) and rejects
 * anything not well-formed: unmatched or crossed tags, a raw '&' or '<' in text or attribute
 * values, unknown entities, characters XML forbids, duplicate attributes, undeclared
 * prefixes, content after the root. A DOCTYPE is refused outright. Names are ASCII only.
 */
export interface XmlAttribute {
  /** the qualified name as written, e.g. xhtml:href */
  name: string;
  /** the namespace; null for unprefixed attributes */
  ns: string | null;
  local: string;
  /** entity references resolved */
  value: string;
  /** as written between the quotes */
  raw: string;
}

export interface XmlText {
  kind: 'text';
  /** entity references resolved */
  value: string;
  /** as written (CDATA sections without their markers) */
  raw: string;
}

export interface XmlElement {
  kind: 'element';
  name: string;
  ns: string | null;
  local: string;
  /** xmlns declarations are not among them */
  attributes: XmlAttribute[];
  children: (XmlElement | XmlText)[];
}

export interface XmlDocument {
  declaration: { version: string; encoding: string | null } | null;
  root: XmlElement;
}

export class XmlSyntaxError extends Error {
  constructor(message: string, offset: number, source: string) {
    const before = source.slice(0, offset);
    const line = before.split('\n').length;
    const column = offset - before.lastIndexOf('\n');
    super(`${message} (line ${line}, column ${column})`);
    this.name = 'XmlSyntaxError';
  }
}

const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';
const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const NAME = /[A-Za-z_][A-Za-z0-9._-]*(?::[A-Za-z_][A-Za-z0-9._-]*)?/y;
const SPACE = /[ \t\r\n]+/y;
/** Anything outside XML 1.0's Char production, lone surrogates included. */
const NOT_XML_CHAR = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

const isXmlChar = (code: number): boolean =>
  code === 0x9 ||
  code === 0xa ||
  code === 0xd ||
  (code >= 0x20 && code <= 0xd7ff) ||
  (code >= 0xe000 && code <= 0xfffd) ||
  (code >= 0x10000 && code <= 0x10ffff);

/** Parses a whole document; throws XmlSyntaxError at the first problem. */
export function parseXml(source: string): XmlDocument {
  let pos = 0;
  const fail = (message: string, at = pos): never => {
    throw new XmlSyntaxError(message, at, source);
  };

  const forbidden = NOT_XML_CHAR.exec(source);
  if (forbidden) {
    const code = forbidden[0].codePointAt(0) ?? 0;
    fail(`character U+${code.toString(16).toUpperCase()} is not allowed in XML`, forbidden.index);
  }

  const startsWith = (text: string): boolean => source.startsWith(text, pos);
  const skipSpace = (): boolean => {
    SPACE.lastIndex = pos;
    if (!SPACE.test(source)) return false;
    pos = SPACE.lastIndex;
    return true;
  };
  const name = (): string => {
    NAME.lastIndex = pos;
    const match = NAME.exec(source);
    if (!match) return fail('a name was expected');
    pos = NAME.lastIndex;
    return match[0];
  };
  const expect = (text: string): void => {
    if (!startsWith(text)) fail(`'${text}' was expected`);
    pos += text.length;
  };

  /** Resolves references in text or an attribute value; a raw '<' or stray '&' is an error. */
  const resolve = (raw: string, at: number, inAttribute: boolean): string =>
    raw.replace(/&([^;&<\s]*);?|</g, (match, ref: string | undefined, offset: number) => {
      if (match === '<')
        return fail(
          `a raw '<' is not allowed ${inAttribute ? 'in an attribute value' : 'here'}`,
          at + offset,
        );
      if (!match.endsWith(';') || ref === undefined)
        return fail("a raw '&' must be written &amp;", at + offset);
      if (ref in PREDEFINED) return PREDEFINED[ref];
      const numeric = /^#(?:x([0-9a-fA-F]+)|([0-9]+))$/.exec(ref);
      if (!numeric) return fail(`unknown entity &${ref};`, at + offset);
      const code = numeric[1] !== undefined ? parseInt(numeric[1], 16) : parseInt(numeric[2], 10);
      if (!isXmlChar(code)) return fail(`&${ref}; is not an XML character`, at + offset);
      return String.fromCodePoint(code);
    });

  const comment = (): void => {
    const end = source.indexOf('-->', pos + 4);
    if (end < 0) fail('unterminated comment');
    if (source.slice(pos + 4, end).includes('--') || source[end - 1] === '-')
      fail("'--' is not allowed in a comment");
    pos = end + 3;
  };
  const processingInstruction = (): void => {
    pos += 2;
    const target = name();
    if (target.toLowerCase() === 'xml') fail('the XML declaration must come first');
    const end = source.indexOf('?>', pos);
    if (end < 0) fail('unterminated processing instruction');
    pos = end + 2;
  };
  /** Comments, processing instructions and white space between the top-level parts. */
  const misc = (): void => {
    for (;;) {
      if (skipSpace()) continue;
      if (startsWith('<!--')) comment();
      else if (startsWith('<?')) processingInstruction();
      else return;
    }
  };

  let declaration: XmlDocument['declaration'] = null;
  if (startsWith('<?xml') && /[ \t\r\n?]/.test(source[pos + 5] ?? '')) {
    pos += 5;
    const pseudo: Record<string, string> = {};
    const order: string[] = [];
    while (skipSpace() && !startsWith('?>')) {
      const key = name();
      skipSpace();
      expect('=');
      skipSpace();
      const quote = source[pos];
      if (quote !== '"' && quote !== "'") fail('a quoted value was expected');
      const end = source.indexOf(quote, pos + 1);
      if (end < 0) fail('unterminated value');
      pseudo[key] = source.slice(pos + 1, end);
      order.push(key);
      pos = end + 1;
    }
    expect('?>');
    const allowed = ['version', 'encoding', 'standalone'];
    const known = order.filter((key) => allowed.includes(key));
    if (order[0] !== 'version') fail('the XML declaration must start with version');
    if (
      known.length !== order.length ||
      known.join() !== allowed.filter((key) => key in pseudo).join()
    )
      fail('the XML declaration has unknown or misordered parts');
    if (!/^1\.[0-9]+$/.test(pseudo.version)) fail(`unsupported XML version ${pseudo.version}`);
    if ('standalone' in pseudo && !['yes', 'no'].includes(pseudo.standalone))
      fail('standalone must be yes or no');
    declaration = { version: pseudo.version, encoding: pseudo.encoding ?? null };
  }
  misc();
  if (startsWith('<!DOCTYPE')) fail('a DOCTYPE is not accepted');

  type Scope = Map<string, string>;
  const element = (parentScope: Scope): XmlElement => {
    const start = pos;
    expect('<');
    const qname = name();
    const rawAttributes: { name: string; raw: string; value: string; at: number }[] = [];
    for (;;) {
      const spaced = skipSpace();
      if (startsWith('/>') || startsWith('>')) break;
      if (!spaced) fail('white space was expected between attributes');
      const at = pos;
      const attributeName = name();
      skipSpace();
      expect('=');
      skipSpace();
      const quote = source[pos];
      if (quote !== '"' && quote !== "'") fail('a quoted attribute value was expected');
      const end = source.indexOf(quote, pos + 1);
      if (end < 0) fail('unterminated attribute value');
      const raw = source.slice(pos + 1, end);
      const value = resolve(raw, pos + 1, true).replace(/[\t\r\n]/g, ' ');
      if (rawAttributes.some((attribute) => attribute.name === attributeName))
        fail(`attribute ${attributeName} appears twice`, at);
      rawAttributes.push({ name: attributeName, raw, value, at });
      pos = end + 1;
    }

    const declares = rawAttributes.some((a) => a.name === 'xmlns' || a.name.startsWith('xmlns:'));
    const scope: Scope = declares ? new Map(parentScope) : parentScope;
    for (const attribute of rawAttributes) {
      if (attribute.name === 'xmlns') {
        if (attribute.value === XML_NS || attribute.value === XMLNS_NS)
          fail('a reserved namespace cannot be the default', attribute.at);
        scope.set('', attribute.value);
      } else if (attribute.name.startsWith('xmlns:')) {
        const prefix = attribute.name.slice(6);
        if (attribute.value === '')
          fail(`prefix ${prefix} cannot be undeclared in XML 1.0`, attribute.at);
        if (prefix === 'xmlns' || (prefix === 'xml') !== (attribute.value === XML_NS))
          fail(`prefix ${prefix} cannot be bound to ${attribute.value}`, attribute.at);
        scope.set(prefix, attribute.value);
      }
    }
    const split = (
      qualified: string,
      isAttribute: boolean,
      at: number,
    ): [string | null, string] => {
      const colon = qualified.indexOf(':');
      if (colon < 0) return [isAttribute ? null : scope.get('') || null, qualified];
      const prefix = qualified.slice(0, colon);
      const ns = scope.get(prefix);
      if (ns === undefined) return fail(`prefix ${prefix} is not declared`, at);
      return [ns, qualified.slice(colon + 1)];
    };

    const [ns, local] = split(qname, false, start + 1);
    const attributes: XmlAttribute[] = [];
    for (const attribute of rawAttributes) {
      if (attribute.name === 'xmlns' || attribute.name.startsWith('xmlns:')) continue;
      const [attributeNs, attributeLocal] = split(attribute.name, true, attribute.at);
      if (attributes.some((other) => other.ns === attributeNs && other.local === attributeLocal))
        fail(`attribute {${attributeNs}}${attributeLocal} appears twice`, attribute.at);
      attributes.push({
        name: attribute.name,
        ns: attributeNs,
        local: attributeLocal,
        value: attribute.value,
        raw: attribute.raw,
      });
    }

    const node: XmlElement = { kind: 'element', name: qname, ns, local, attributes, children: [] };
    if (startsWith('/>')) {
      pos += 2;
      return node;
    }
    expect('>');
    for (;;) {
      if (pos >= source.length) fail(`<${qname}> is not closed`, start);
      if (startsWith('</')) {
        pos += 2;
        const closing = name();
        if (closing !== qname) fail(`</${closing}> does not close <${qname}>`);
        skipSpace();
        expect('>');
        return node;
      }
      if (startsWith('<!--')) comment();
      else if (startsWith('<![CDATA[')) {
        const end = source.indexOf(']]>', pos);
        if (end < 0) fail('unterminated CDATA section');
        const text = source.slice(pos + 9, end);
        node.children.push({ kind: 'text', value: text, raw: text });
        pos = end + 3;
      } else if (startsWith('<?')) processingInstruction();
      else if (startsWith('<!')) fail('unexpected markup declaration');
      else if (startsWith('<')) node.children.push(element(scope));
      else {
        const end = source.indexOf('<', pos);
        const raw = source.slice(pos, end < 0 ? source.length : end);
        if (raw.includes(']]>')) fail("']]>' is not allowed in text", pos + raw.indexOf(']]>'));
        node.children.push({ kind: 'text', value: resolve(raw, pos, false), raw });
        pos += raw.length;
      }
    }
  };

  if (!startsWith('<')) fail('the root element was expected');
  const root = element(new Map([['xml', XML_NS]]));
  misc();
  if (pos < source.length) fail('only comments and white space may follow the root element');
  return { declaration, root };
}
