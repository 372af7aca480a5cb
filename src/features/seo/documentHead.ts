import { useEffect } from 'react';

/**
 * One element of the document's head: its tag, its attributes (HTML names) and, for a title or a
 * data block, its text. A script is only ever a data block (type application/ld+json): any other
 * type is not put into the head.
 */
export interface HeadTag {
  tag: 'title' | 'meta' | 'link' | 'script';
  attributes?: Readonly<Record<string, string | undefined>>;
  text?: string;
}

export const DATA_BLOCK_TYPE = 'application/ld+json';

function headElement({ tag, attributes = {}, text }: HeadTag): HTMLElement | null {
  if (tag === 'script' && attributes.type !== DATA_BLOCK_TYPE) return null;
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined) element.setAttribute(name, value);
  }
  // as text, never as markup: a shop name like '</title><script>' stays those characters
  if (text !== undefined) element.textContent = text;
  return element;
}

function insert(element: HTMLElement): void {
  const { head } = document;
  // the newest title goes first, so it is the one document.title reads
  if (element.localName === 'title') head.insertBefore(element, head.querySelector('title'));
  else head.appendChild(element);
}

/**
 * Puts `tags` (a null stands for a tag the page has not) into document.head while the calling component is shown and takes them out when it
 * goes (or its tags change); what was in the head before comes back (an earlier title shows again).
 *
 * Why: React 19 hoisted <title>, <meta> and <link> rendered in a page into the head; React 18,
 * which the storefront runs on for its first-page budget, would leave them in the body.
 */
export function useDocumentHead(tags: readonly (HeadTag | null)[]): void {
  // the tags as text: a new array with the same tags keeps the elements as they are
  const wanted = JSON.stringify(tags.filter((tag) => tag !== null));
  useEffect(() => {
    const elements = (JSON.parse(wanted) as HeadTag[])
      .map(headElement)
      .filter((element): element is HTMLElement => element !== null);
    elements.forEach(insert);
    return () => elements.forEach((element) => element.remove());
  }, [wanted]);
}
