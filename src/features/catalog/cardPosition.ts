/**
 * A card's position in a list drawn in blocks (useCardBlocks.ts): its item's `aria-posinset`.
 * Framework-free.
 */

/** The card's position in the list (from 0) of an element inside a card's item, else null. */
export function cardIndexOf(target: EventTarget | null): number | null {
  if (!(target instanceof Element)) return null;
  const position = Number(target.closest('li[aria-posinset]')?.getAttribute('aria-posinset'));
  return Number.isInteger(position) && position > 0 ? position - 1 : null;
}
