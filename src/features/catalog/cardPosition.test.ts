/** Which card a click or a focus is in: its item's aria-posinset, counted from 0. */
import { cardIndexOf } from './cardPosition';

function list(posinset: string): HTMLButtonElement {
  const item = document.createElement('li');
  item.setAttribute('aria-posinset', posinset);
  const button = document.createElement('button');
  item.append(button);
  document.createElement('ul').append(item);
  return button;
}

describe('cardIndexOf', () => {
  it('gives the position of the card the element is in, from 0', () => {
    expect(cardIndexOf(list('3'))).toBe(2);
    expect(cardIndexOf(list('1'))).toBe(0);
    expect(cardIndexOf(list('1').closest('li'))).toBe(0);
  });

  it('gives null outside a card, for a position that is not one, and for what is not an element', () => {
    expect(cardIndexOf(document.createElement('button'))).toBeNull();
    for (const odd of ['0', '-2', '2.5', 'zwei', '']) expect(cardIndexOf(list(odd))).toBeNull();
    expect(cardIndexOf(document)).toBeNull();
    expect(cardIndexOf(document.createTextNode('x'))).toBeNull();
    expect(cardIndexOf(null)).toBeNull();
  });
});
