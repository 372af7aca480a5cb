import type { LocalisedText as ContractText } from '../api/types';
import { localise, type LocalisedText } from './localisedText';

// lib's text type and the contract's: the same languages (an optional key more or less would
// still make the types assignable), each an optional string, both ways
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameAsContract: Same<keyof LocalisedText, keyof ContractText> &
  Same<LocalisedText, ContractText> = true;

describe('LocalisedText', () => {
  it("is the contract's", () => {
    expect(sameAsContract).toBe(true);
  });
});

describe('localise', () => {
  it('takes the wanted language', () => {
    expect(localise({ de: 'Konzert', fr: 'Concert' }, 'fr')).toBe('Concert');
  });
  it('falls back to German, then any language', () => {
    expect(localise({ de: 'Konzert', it: 'Concerto' }, 'en')).toBe('Konzert');
    expect(localise({ it: 'Concerto' }, 'en')).toBe('Concerto');
  });
  it('gives an empty string when there is no text', () => {
    expect(localise({}, 'de')).toBe('');
    expect(localise(null, 'de')).toBe('');
  });
});
