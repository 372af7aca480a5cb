/**
 * The HTML floor's document (issue 33): a page's HTML as the server rendered it, with every script
 * removed: each <script> element, whatever its type (the `application/json` data block too), and
 * each link that downloads a script ahead (rel=modulepreload, or rel=preload/prefetch as=script).
 * Everything else stays: the style sheets, the images and their preloads, the fonts, the head tags.
 */

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const LINK = /<link\b[^>]*>/gi;
/** an attribute of a tag: its name, and its value quoted either way or bare */
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** A tag's attributes, names in lower case. */
function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const inside = tag.replace(/^<\w+/, '').replace(/\/?>$/, '');
  for (const [, name, double, single, bare] of inside.matchAll(ATTRIBUTE))
    attributes.set(name.toLowerCase(), double ?? single ?? bare ?? '');
  return attributes;
}

/** A <link> that downloads a script: modulepreload, or preload/prefetch as a script. */
export function linksScript(tag: string): boolean {
  const attributes = attributesOf(tag);
  const rels = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
  if (rels.includes('modulepreload')) return true;
  const ahead = rels.includes('preload') || rels.includes('prefetch');
  return ahead && (attributes.get('as') ?? '').toLowerCase() === 'script';
}

/** `html` without any script element and without the links that download scripts. */
export function withoutScripts(html: string): string {
  return html.replace(SCRIPT, '').replace(LINK, (tag) => (linksScript(tag) ? '' : tag));
}
