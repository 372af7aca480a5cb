import { useEffect } from 'react';
import { DATA_BLOCK_TYPE, SERVER_HEAD_ATTRIBUTE, type HeadTag } from '../../components/headTag';
import { usePageOutcome } from '../../components/pageContext';

export { DATA_BLOCK_TYPE, type HeadTag };

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

/** The server's element for the same tag, if the server wrote one not yet taken over. */
function serverElementLike(element: HTMLElement): HTMLElement | null {
  for (const candidate of document.head.querySelectorAll<HTMLElement>(
    `${element.localName}[${SERVER_HEAD_ATTRIBUTE}]`,
  )) {
    const unmarked = candidate.cloneNode(true) as HTMLElement;
    unmarked.removeAttribute(SERVER_HEAD_ATTRIBUTE);
    if (unmarked.isEqualNode(element)) return candidate;
  }
  return null;
}

/** Puts `element` into the head, or takes over the server's equal one; returns the one in the head. */
function insert(element: HTMLElement): HTMLElement {
  const served = serverElementLike(element);
  if (served) {
    served.removeAttribute(SERVER_HEAD_ATTRIBUTE);
    return served;
  }
  const { head } = document;
  // the newest title goes first, so it is the one document.title reads
  if (element.localName === 'title') head.insertBefore(element, head.querySelector('title'));
  else head.appendChild(element);
  return element;
}

/**
 * Takes out what the server wrote into the head and no component took over (app/: once, after
 * the hydrated page's first effects): no head tag is ever there twice.
 */
export function removeUnclaimedServerHead(): void {
  document.head
    .querySelectorAll(`[${SERVER_HEAD_ATTRIBUTE}]`)
    .forEach((element) => element.remove());
}

/**
 * Puts `tags` (a null stands for a tag the page has not) into the document's head while the
 * calling component is shown and takes them out when it goes (or its tags change); what was in
 * the head before comes back (an earlier title shows again).
 *
 * On the server the tags are collected while rendering (the page's outcome) and written into the
 * HTML, marked; in the browser the first effect takes each marked element over instead of adding
 * a second one.
 *
 * Why not React's own: React 19 hoists <title>, <meta> and <link> rendered in a page into the
 * head; React 18, which the storefront runs on, would leave them in the body.
 */
export function useDocumentHead(tags: readonly (HeadTag | null)[]): void {
  const outcome = usePageOutcome();
  const present = tags.filter((tag): tag is HeadTag => tag !== null);
  outcome?.addHead(present);
  // the tags as text: a new array with the same tags keeps the elements as they are
  const wanted = JSON.stringify(present);
  useEffect(() => {
    const elements = (JSON.parse(wanted) as HeadTag[])
      .map(headElement)
      .filter((element): element is HTMLElement => element !== null)
      .map(insert);
    return () => elements.forEach((element) => element.remove());
  }, [wanted]);
}
