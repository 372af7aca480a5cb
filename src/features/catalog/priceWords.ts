/**
 * 'from <price></price>' as the words before and after the price, split once per language, so a
 * list of cards puts the price between plain strings instead of parsing the text for each card.
 */

/** The words around the price: ['ab ', ''] for 'ab <price></price>'. */
export type PriceWords = readonly [before: string, after: string];

const PRICE_TAG = /<price\s*\/>|<price><\/price>/;

/** The words around the one price tag of a text; a text without it is all before the price. */
export function splitAroundPrice(text: string): PriceWords {
  const match = PRICE_TAG.exec(text);
  if (!match) return [text, ''];
  return [text.slice(0, match.index), text.slice(match.index + match[0].length)];
}

/** The words of 'from …' and of 'price of your choice, from …' in one language. */
export interface PriceFromWords {
  from: PriceWords;
  choice: PriceWords;
}
