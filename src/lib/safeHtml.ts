/**
 * A small allow-list HTML sanitizer for rich texts that come from the server (the shop
 * description). Framework-free: it turns the markup into a tree of plain nodes that only ever
 * holds the allowed elements and a checked href; the UI renders that tree as elements, so no
 * markup from the server reaches innerHTML — nor the browser's parser (see htmlTokens.ts).
 *
 * Kept: p, strong, em, b, i, br, ul, ol, li, and a with an http(s) or relative href (given
 * rel="noopener noreferrer"). Every attribute is dropped except that href. Elements that carry
 * code or foreign content (script, style, svg, iframe ...) are dropped with everything inside;
 * any other element is unwrapped: its text stays, its tag goes. Comments are dropped.
 */

import { decodeAttribute, decodeText, tokenize } from './htmlTokens';
import { safeHref } from './safeHref';

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

/** Void elements: they have no content and no end tag. */
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'frame',
  'hr',
  'img',
  'input',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

/** Deeper nesting than this is flattened to its text (no stack overflow on hostile input). */
const MAX_DEPTH = 64;

type ElementNode = Extract<SafeNode, { type: 'element' }>;

/** Builds the tree from the tokens: the open allowed elements, and what is being dropped. */
class TreeBuilder {
  readonly root: SafeNode[] = [];
  private readonly open: ElementNode[] = [];
  /** the element dropped with its content, and how deep its own kind is nested in it */
  private dropping: { name: string; depth: number } | null = null;

  private get children(): SafeNode[] {
    return this.open.length ? this.open[this.open.length - 1].children : this.root;
  }

  text(text: string): void {
    if (this.dropping || text === '') return;
    const children = this.children;
    const last = children[children.length - 1];
    if (last && last.type === 'text') last.text += text;
    else children.push({ type: 'text', text });
  }

  start(name: string, attributes: Record<string, string>): void {
    if (this.dropping) {
      if (name === this.dropping.name && !VOID.has(name)) this.dropping.depth += 1;
      return;
    }
    if (droppedWithContent.has(name)) {
      if (!VOID.has(name)) this.dropping = { name, depth: 1 };
      return;
    }
    if (!allowed.has(name)) return; // unwrapped: its text stays
    if (name === 'br') {
      this.children.push({ type: 'element', tag: 'br', children: [] });
      return;
    }
    // what the browser closes by itself: a paragraph before a block, a list item before the next
    if (name === 'p' || name === 'ul' || name === 'ol') this.closeWithin('p', ['li']);
    if (name === 'li') this.closeWithin('li', ['ul', 'ol']);
    if (name === 'a') this.closeWithin('a', []);
    if (this.open.length >= MAX_DEPTH) return; // flattened: the text goes on in the deepest one
    let node: ElementNode;
    if (name === 'a') {
      const href = safeHref(decodeAttribute(attributes.href ?? ''));
      if (href === null) return; // a link to nowhere safe: its text stays
      node = { type: 'element', tag: 'a', href, children: [] };
    } else node = { type: 'element', tag: name as AllowedTag, children: [] };
    this.children.push(node);
    this.open.push(node);
  }

  end(name: string): void {
    if (this.dropping) {
      if (name === this.dropping.name) this.dropping.depth -= 1;
      if (this.dropping.depth === 0) this.dropping = null;
      return;
    }
    if (name === 'br') {
      this.children.push({ type: 'element', tag: 'br', children: [] });
      return;
    }
    const index = this.open.map((node): string => node.tag).lastIndexOf(name);
    if (index >= 0) this.open.length = index;
  }

  /** Closes the innermost open `name`, unless one of `boundaries` is open inside it. */
  private closeWithin(name: string, boundaries: string[]): void {
    for (let index = this.open.length - 1; index >= 0; index -= 1) {
      const tag: string = this.open[index].tag;
      if (boundaries.includes(tag)) return;
      if (tag === name) {
        this.open.length = index;
        return;
      }
    }
  }
}

/**
 * Server HTML as a tree of allowed nodes. The markup is tokenized in plain code (htmlTokens.ts),
 * never parsed by the browser, so it never becomes elements anywhere; the tree holds only the
 * allowed elements, a checked href and text.
 */
export function sanitizeToTree(html: string | null | undefined): SafeNode[] {
  if (!html) return [];
  const builder = new TreeBuilder();
  for (const token of tokenize(html)) {
    if (token.type === 'text') builder.text(decodeText(token.text));
    else if (token.type === 'start') builder.start(token.name, token.attributes);
    else builder.end(token.name);
  }
  return builder.root;
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
