import { MAX_URLS, SITEMAP_NS, XHTML_NS } from '../sitemapXml';
import { parseXml, XmlSyntaxError, type XmlElement, type XmlText } from './xmlParser';

const XSI_NS = 'http://www.w3.org/2001/XMLSchema-instance';
/** 50 MiB uncompressed, the protocol's size limit. */
export const MAX_BYTES = 52_428_800;
export const CHANGEFREQS = ['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never'];

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
  changefreq?: string;
  priority?: string;
  /** hreflang -> href of the xhtml:link rel="alternate" elements */
  alternates: Record<string, string>;
}

export interface SitemapCheck {
  /** empty when the document is a valid sitemap */
  problems: string[];
  urls: SitemapUrl[];
}

/**
 * An absolute http(s) URL as the protocol wants it in loc and href: RFC 3986 characters
 * only (non-ASCII and spaces percent-encoded), well-formed %XX escapes, fewer than 2,048
 * characters, and no fragment. Returns the problem, or null.
 */
export function urlProblem(value: string): string | null {
  if (value.length < 12) return `"${value}" is too short for a URL (at least 12 characters)`;
  if (value.length >= 2048) return `a URL of ${value.length} characters (fewer than 2048 allowed)`;
  if (!/^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]*$/.test(value))
    return `"${value}" has characters that must be percent-encoded`;
  if (/%(?![0-9A-Fa-f]{2})/.test(value)) return `"${value}" has a malformed %-escape`;
  if (!/^https?:\/\/[^/?#]+/i.test(value)) return `"${value}" is not an absolute http(s) URL`;
  if (value.includes('#')) return `"${value}" has a fragment`;
  try {
    const url = new URL(value);
    if (url.username || url.password) return `"${value}" carries credentials`;
  } catch {
    return `"${value}" is not a URL`;
  }
  return null;
}

const daysIn = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * W3C datetime as both the protocol and its XSD (xsd:date | xsd:dateTime) accept it:
 * YYYY-MM-DD, or YYYY-MM-DDThh:mm:ss(.s+) with a time zone (Z or ±hh:mm), real dates only.
 */
export function isW3cDatetime(value: string): boolean {
  const match =
    /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(Z|[+-](\d{2}):(\d{2})))?$/.exec(
      value,
    );
  if (!match) return false;
  const [, year, month, day, hour, minute, second, zone, zoneHour, zoneMinute] = match;
  if (+month < 1 || +month > 12 || +day < 1 || +day > daysIn(+year, +month)) return false;
  if (hour === undefined) return true;
  if (+hour > 23 || +minute > 59 || +second > 59) return false;
  return zone === 'Z' || (+zoneHour <= 14 && +zoneMinute <= 59);
}

/** A language tag for hreflang (ISO 639 language, optional script and region) or x-default. */
export const isHreflang = (value: string): boolean =>
  value === 'x-default' || /^[a-z]{2,3}(?:-[A-Z][a-z]{3})?(?:-(?:[A-Z]{2}|\d{3}))?$/i.test(value);

const isWhitespace = (node: XmlElement | XmlText): boolean =>
  node.kind === 'text' && /^[ \t\r\n]*$/.test(node.value);

/**
 * Checks a sitemap (sitemaps.org 0.9, with xhtml:link alternates as search engines read them)
 * strictly: well-formed XML in UTF-8; urlset in the sitemap namespace as the root with 1 to
 * 50,000 url elements; each url with exactly one loc, then optional lastmod, changefreq and
 * priority in this order, then elements of other namespaces only; loc and every href absolute
 * URLs under 2,048 characters; lastmod a W3C datetime; changefreq from the list; priority a
 * decimal from 0.0 to 1.0; data entity-escaped (no raw & < > ' " in values); xhtml:link only
 * with rel="alternate", a valid hreflang (once per url) and an href. With `origin`, every
 * loc and href must be on it. Also answers the urls it read, for further checks.
 */
export function checkSitemap(xml: string, options: { origin?: string } = {}): SitemapCheck {
  const problems: string[] = [];
  const urls: SitemapUrl[] = [];
  const problem = (text: string): void => {
    if (problems.length < 100) problems.push(text);
  };

  if (Buffer.byteLength(xml, 'utf8') > MAX_BYTES) problem(`larger than ${MAX_BYTES} bytes`);
  if (xml.charCodeAt(0) === 0xfeff) problem('starts with a byte order mark');
  let root: XmlElement;
  try {
    const document = parseXml(xml);
    const encoding = document.declaration?.encoding;
    if (document.declaration && document.declaration.version !== '1.0')
      problem(`XML version ${document.declaration.version} (1.0 expected)`);
    if (encoding != null && encoding.toUpperCase() !== 'UTF-8')
      problem(`declared encoding ${encoding} (UTF-8 required)`);
    root = document.root;
  } catch (error) {
    if (error instanceof XmlSyntaxError)
      return { problems: [`not well-formed: ${error.message}`], urls };
    throw error;
  }

  const checkUrl = (value: string, where: string): void => {
    const trouble = urlProblem(value);
    if (trouble) problem(`${where}: ${trouble}`);
    else if (options.origin && new URL(value).origin !== new URL(options.origin).origin)
      problem(`${where}: ${value} is not on ${options.origin}`);
  };
  const checkAttributes = (element: XmlElement, allowed: string[], where: string): void => {
    for (const attribute of element.attributes) {
      if (attribute.ns === XSI_NS) continue;
      if (attribute.ns !== null || !allowed.includes(attribute.local))
        problem(`${where}: attribute ${attribute.name} is not allowed`);
      if (/[<>"']/.test(attribute.raw))
        problem(`${where}: attribute ${attribute.name} is not entity-escaped`);
    }
  };
  /** The text of an element of simple content: no child elements, entity-escaped. */
  const simpleText = (element: XmlElement, where: string): string => {
    checkAttributes(element, [], where);
    let value = '';
    for (const child of element.children) {
      if (child.kind === 'element') problem(`${where}: <${child.name}> is not allowed inside`);
      else {
        if (/[>"']/.test(child.raw)) problem(`${where}: "${child.raw}" is not entity-escaped`);
        value += child.value;
      }
    }
    if (value !== value.trim()) problem(`${where}: white space around "${value.trim()}"`);
    return value;
  };
  const elementsOf = (element: XmlElement, where: string): XmlElement[] => {
    const elements: XmlElement[] = [];
    for (const child of element.children) {
      if (child.kind === 'element') elements.push(child);
      else if (!isWhitespace(child))
        problem(`${where}: text "${child.value.trim()}" is not allowed here`);
    }
    return elements;
  };

  if (root.ns !== SITEMAP_NS || root.local !== 'urlset') {
    problem(`the root is {${root.ns ?? ''}}${root.local}, not urlset in ${SITEMAP_NS}`);
    return { problems, urls };
  }
  checkAttributes(root, [], 'urlset');

  let seenUrl = false;
  const locs = new Set<string>();
  for (const child of elementsOf(root, 'urlset')) {
    if (child.ns === SITEMAP_NS && child.local === 'url') seenUrl = true;
    else {
      if (child.ns === SITEMAP_NS || child.ns === null)
        problem(`urlset: <${child.name}> is not allowed (only url)`);
      else if (seenUrl) problem(`urlset: <${child.name}> of another namespace after the first url`);
      continue;
    }
    const where = `url ${urls.length + 1}`;
    checkAttributes(child, [], where);
    const entry: SitemapUrl = { loc: '', alternates: {} };
    const order = ['loc', 'lastmod', 'changefreq', 'priority'];
    let last = -1;
    let hasLoc = false;
    for (const part of elementsOf(child, where)) {
      if (part.ns === SITEMAP_NS) {
        const index = order.indexOf(part.local);
        if (index < 0) problem(`${where}: <${part.name}> is not a sitemap element`);
        else if (index <= last) problem(`${where}: <${part.local}> is repeated or out of order`);
        else {
          last = index;
          if (index === 0) hasLoc = true;
          const value = simpleText(part, `${where} ${part.local}`);
          if (part.local === 'loc') {
            entry.loc = value;
            checkUrl(value, `${where} loc`);
          } else if (part.local === 'lastmod') {
            entry.lastmod = value;
            if (!isW3cDatetime(value))
              problem(`${where}: lastmod "${value}" is not a W3C datetime`);
          } else if (part.local === 'changefreq') {
            entry.changefreq = value;
            if (!CHANGEFREQS.includes(value))
              problem(`${where}: changefreq "${value}" is not one of ${CHANGEFREQS.join(', ')}`);
          } else {
            entry.priority = value;
            if (!/^(?:\d+(?:\.\d*)?|\.\d+)$/.test(value) || Number(value) > 1)
              problem(`${where}: priority "${value}" is not a number from 0.0 to 1.0`);
          }
        }
        continue;
      }
      if (part.ns === null) {
        problem(`${where}: <${part.name}> has no namespace`);
        continue;
      }
      if (!hasLoc) problem(`${where}: <${part.name}> before loc`);
      last = order.length;
      if (part.ns !== XHTML_NS) continue; // other extensions (images, news ...) are not ours to judge
      const linkWhere = `${where} ${part.name}`;
      if (part.local !== 'link') {
        problem(`${linkWhere}: only xhtml:link is expected from ${XHTML_NS}`);
        continue;
      }
      checkAttributes(part, ['rel', 'hreflang', 'href'], linkWhere);
      if (part.children.some((node) => !isWhitespace(node))) problem(`${linkWhere}: must be empty`);
      const attribute = (local: string): string | undefined =>
        part.attributes.find((a) => a.ns === null && a.local === local)?.value;
      const [rel, hreflang, href] = ['rel', 'hreflang', 'href'].map(attribute);
      if (rel !== 'alternate') problem(`${linkWhere}: rel is ${rel ?? 'missing'}, not alternate`);
      if (hreflang === undefined || !isHreflang(hreflang))
        problem(
          `${linkWhere}: hreflang ${hreflang ?? 'missing'} is not a language tag or x-default`,
        );
      else if (hreflang in entry.alternates)
        problem(`${linkWhere}: hreflang ${hreflang} appears twice`);
      if (href === undefined) problem(`${linkWhere}: href is missing`);
      else checkUrl(href, `${linkWhere} href`);
      if (hreflang !== undefined && href !== undefined) entry.alternates[hreflang] = href;
    }
    if (!hasLoc) problem(`${where}: loc is missing`);
    if (entry.loc && locs.has(entry.loc)) problem(`${where}: ${entry.loc} is listed twice`);
    locs.add(entry.loc);
    urls.push(entry);
  }
  if (urls.length === 0) problem('urlset: at least one url is required');
  if (urls.length > MAX_URLS) problem(`urlset: ${urls.length} urls (at most ${MAX_URLS})`);
  return { problems, urls };
}
