/**
 * A small allow-list HTML sanitizer for rich texts that come from the server (the shop
 * description). Framework-free: it turns the markup into a tree of plain nodes that only ever
 * holds the allowed elements and a checked href; the UI renders that tree as elements, so no
 * markup from the server reaches innerHTML.
 *
 * Kept: p, strong, em, b, i, br, ul, ol, li, and a with an http(s) or relative href (given
 * rel="noopener noreferrer"). Every attribute is dropped except that href. Elements that carry
 * code or foreign content (script, style, svg, iframe ...) are dropped with everything inside;
 * any other element is unwrapped: its text stays, its tag goes. Comments are dropped.
 */

export const ALLOWED_TAGS = ['p', 'strong', 'em', 'b', 'i', 'br', 'ul', 'ol', 'li', 'a'] as const;
export type AllowedTag = (typeof ALLOWED_TAGS)[number];

export type SafeNode =
  | { type: 'text'; text: string }
  | { type: 'element'; tag: AllowedTag; href?: string; children: SafeNode[] };

/** The rel every kept link gets. */
export const SAFE_LINK_REL = 'noopener noreferrer';

const allowed = new Set<string>(ALLOWED_TAGS);

/** Dropped together with their content: code, styles, embedded and foreign documents, form controls. */
const droppedWithContent = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'textarea',
  'select',
  'option',
  'title',
  'head',
  'link',
  'meta',
  'base',
  'canvas',
  'audio',
  'video',
  'picture',
  'img',
  'input',
  'button',
  'form',
]);

/** Deeper nesting than this is flattened to its text (no stack overflow on hostile input). */
const MAX_DEPTH = 64;

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/** Characters browsers skip or strip when they read a URL: controls, spaces, invisible marks. */
// eslint-disable-next-line no-control-regex
const IGNORED_IN_URLS = /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g;

/**
 * The href kept on a link, or null when it is not http(s) and not relative. Control characters
 * and whitespace are taken out before the scheme is read, as browsers do ('java\tscript:'), and
 * the href is kept without them: what was checked is what is written.
 */
export function safeHref(raw: string | null | undefined): string | null {
  if (raw == null) return null;
  const compact = raw.replace(IGNORED_IN_URLS, '');
  if (compact === '') return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  if (scheme) return /^https?$/i.test(scheme[1]) ? compact : null;
  // no scheme: relative. A colon before the first / ? # would make some parsers read a scheme.
  const beforePath = compact.split(/[/?#]/)[0];
  if (beforePath.includes(':')) return null;
  // a backslash is read as a slash by browsers; '/\evil' is still http(s), but keep it plain
  if (compact.includes('\\')) return null;
  return compact;
}

function convert(node: Node, depth: number, out: SafeNode[]): void {
  if (node.nodeType === TEXT_NODE) {
    const text = node.nodeValue ?? '';
    if (text !== '') pushText(out, text);
    return;
  }
  if (node.nodeType !== ELEMENT_NODE) return; // comments, processing instructions, doctypes
  const element = node as Element;
  const tag = element.localName.toLowerCase();
  const foreign =
    element.namespaceURI !== null && element.namespaceURI !== 'http://www.w3.org/1999/xhtml';
  if (droppedWithContent.has(tag) || foreign) return;

  if (depth >= MAX_DEPTH) {
    pushText(out, element.textContent ?? '');
    return;
  }
  const children: SafeNode[] = [];
  for (const child of Array.from(element.childNodes)) convert(child, depth + 1, children);

  if (!allowed.has(tag)) {
    for (const child of children) push(out, child);
    return;
  }
  if (tag === 'a') {
    const href = safeHref(element.getAttribute('href'));
    if (href === null) {
      for (const child of children) push(out, child);
      return;
    }
    out.push({ type: 'element', tag: 'a', href, children });
    return;
  }
  out.push({ type: 'element', tag: tag as AllowedTag, children: tag === 'br' ? [] : children });
}

function pushText(out: SafeNode[], text: string): void {
  const last = out[out.length - 1];
  if (last && last.type === 'text') last.text += text;
  else out.push({ type: 'text', text });
}

function push(out: SafeNode[], node: SafeNode): void {
  if (node.type === 'text') pushText(out, node.text);
  else out.push(node);
}

/** Tags only, for when no DOM parser exists (not in the browser): the text survives, every tag goes. */
function textOnly(html: string): SafeNode[] {
  const text = html
    .replace(
      /<(script|style|template|svg|math|iframe|noscript|textarea|title)\b[\s\S]*?<\/\1\s*>/gi,
      '',
    )
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]*>?/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');
  return text === '' ? [] : [{ type: 'text', text }];
}

/**
 * Server HTML as a tree of allowed nodes. The markup is parsed into an inert document (DOMParser:
 * no script runs, no image loads), then walked; nothing of it is ever attached to the page.
 */
export function sanitizeToTree(html: string | null | undefined): SafeNode[] {
  if (!html) return [];
  if (typeof DOMParser === 'undefined') return textOnly(html);
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const out: SafeNode[] = [];
  for (const child of Array.from(doc.body.childNodes)) convert(child, 0, out);
  return out;
}

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char]);

/** A sanitized tree written back as HTML, every text and attribute escaped. */
export function serializeSafeTree(nodes: readonly SafeNode[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return escapeHtml(node.text);
      if (node.tag === 'br') return '<br>';
      const attributes =
        node.tag === 'a' ? ` href="${escapeHtml(node.href ?? '')}" rel="${SAFE_LINK_REL}"` : '';
      return `<${node.tag}${attributes}>${serializeSafeTree(node.children)}</${node.tag}>`;
    })
    .join('');
}

/** Server HTML reduced to the allow-list, as an HTML string. */
export function sanitizeHtml(html: string | null | undefined): string {
  return serializeSafeTree(sanitizeToTree(html));
}

/** The plain text of a sanitized tree (whitespace collapsed), e.g. for a description meta tag. */
export function safeTreeText(nodes: readonly SafeNode[]): string {
  const parts: string[] = [];
  const walk = (list: readonly SafeNode[]) => {
    for (const node of list) {
      if (node.type === 'text') parts.push(node.text);
      else {
        walk(node.children);
        if (node.tag === 'p' || node.tag === 'li' || node.tag === 'br') parts.push(' ');
      }
    }
  };
  walk(nodes);
  return parts.join('').replace(/\s+/g, ' ').trim();
}
