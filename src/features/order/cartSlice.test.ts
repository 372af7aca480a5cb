import { makeStore } from '../../app/store';
import { closed, opened, selectCartOpen, toggled } from './cartSlice';

describe('cart', () => {
  it('starts closed and opens, closes and toggles', () => {
    const store = makeStore();
    expect(selectCartOpen(store.getState())).toBe(false);
    store.dispatch(opened());
    expect(selectCartOpen(store.getState())).toBe(true);
    store.dispatch(opened());
    expect(selectCartOpen(store.getState())).toBe(true);
    store.dispatch(closed());
    expect(selectCartOpen(store.getState())).toBe(false);
    store.dispatch(toggled());
    expect(selectCartOpen(store.getState())).toBe(true);
    store.dispatch(toggled());
    expect(selectCartOpen(store.getState())).toBe(false);
  });

  it('names its actions as events', () => {
    expect([opened().type, closed().type, toggled().type]).toEqual([
      'cart/opened',
      'cart/closed',
      'cart/toggled',
    ]);
  });
});
