import de from '../../../locales/de/catalog.json';
import en from '../../../locales/en/catalog.json';
import fr from '../../../locales/fr/catalog.json';
import itTexts from '../../../locales/it/catalog.json';
import { splitAroundPrice } from './priceWords';

describe('the words around a price', () => {
  it('splits every language’s "from" texts around their one price', () => {
    for (const texts of [de, en, fr, itTexts]) {
      for (const text of [texts.priceFrom, texts.choicePriceFrom]) {
        const [before, after] = splitAroundPrice(text);
        expect(`${before}<price></price>${after}`).toBe(text);
        expect(`${before}${after}`).not.toContain('<');
      }
    }
    expect(splitAroundPrice('ab <price></price>')).toEqual(['ab ', '']);
    expect(splitAroundPrice('<price/> each')).toEqual(['', ' each']);
    expect(splitAroundPrice('no price here')).toEqual(['no price here', '']);
  });
});
