/**
 * Text as a search compares it: decomposed (NFD), without diacritics, in the lower case of the
 * visitor's language. 'Die Zauberflöte' and 'zauberflote' then meet; so do 'Théâtre' and 'theatre'.
 */
const MARKS = /\p{M}+/gu;

export function searchText(text: string, lang: string): string {
  return text.normalize('NFD').replace(MARKS, '').toLocaleLowerCase(lang);
}
