import { useEffect } from 'react';

/** One element of the document's head: its tag, its attributes (HTML names) and, for a title, its text. */
export interface HeadTag {
  tag: 'title' | 'meta' | 'link';
  attributes?: Readonly<Record<string, string | undefined>>;
  text?: string;
}

function headElement({ tag, attributes = {}, text }: HeadTag): HTMLElement {
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
    const elements = (JSON.parse(wanted) as HeadTag[]).map(headElement);
    elements.forEach(insert);
    return () => elements.forEach((element) => element.remove());
  }, [wanted]);
}
