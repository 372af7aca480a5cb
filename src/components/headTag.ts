/**
 * One element of the document's head: its tag, its attributes (HTML names) and, for a title or a
 * data block, its text. A script is only ever a data block (type application/ld+json): any other
 * type is never put into the head. The server writes these into its HTML (headTagHtml), the
 * browser into document.head (features/seo/documentHead.ts).
 */
export interface HeadTag {
  tag: 'title' | 'meta' | 'link' | 'script';
  attributes?: Readonly<Record<string, string | undefined>>;
  text?: string;
}

export const DATA_BLOCK_TYPE = 'application/ld+json';

/** The attribute marking a head element the server wrote: the browser takes it over. */
export const SERVER_HEAD_ATTRIBUTE = 'data-page-head';

const escapeText = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const escapeAttribute = (value: string): string =>
  escapeText(value).replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Attribute names a head tag may carry: letters, digits, '-', ':' (nothing to break out of a tag). */
const ATTRIBUTE_NAME = /^[a-z][a-z0-9:-]*$/i;

/**
 * The tag as HTML, marked as the server's. A title's text is escaped; a data block's text must
 * already be safe inside a script element (lib/scriptJson.ts escapes '<'), so it is written as is.
 * Null for what never goes into a head (a script that is no data block).
 */
export function headTagHtml({ tag, attributes = {}, text }: HeadTag): string | null {
  if (tag === 'script' && attributes.type !== DATA_BLOCK_TYPE) return null;
  const attributeHtml = Object.entries(attributes)
    .filter(
      (entry): entry is [string, string] => entry[1] !== undefined && ATTRIBUTE_NAME.test(entry[0]),
    )
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  const open = `<${tag} ${SERVER_HEAD_ATTRIBUTE}=""${attributeHtml}>`;
  if (tag === 'meta' || tag === 'link') return open;
  const body =
    tag === 'script' ? (text ?? '').replace(/<\/(script)/gi, '<\\/$1') : escapeText(text ?? '');
  return `${open}${body}</${tag}>`;
}
