import { shopApi } from '../api/shopApi';
import { opened } from '../features/order/cartSlice';
import { makeStore } from './store';

describe('makeStore', () => {
  it('holds every slice and the shop API cache', () => {
    const state = makeStore().getState();
    expect(Object.keys(state).sort()).toEqual(
      [
        'cart',
        'checkout',
        'consent',
        'currentOrder',
        'customisation',
        'errorAlert',
        'locale',
        'session',
        'order',
        'freshness',
        'presale',
        shopApi.reducerPath,
      ].sort(),
    );
  });

  it('starts from a preloaded state, each store on its own', () => {
    const first = makeStore({ locale: { lang: 'it' } });
    const second = makeStore();
    first.dispatch(opened());
    expect(first.getState().locale.lang).toBe('it');
    expect(first.getState().cart.open).toBe(true);
    expect(second.getState().locale.lang).toBe('de');
    expect(second.getState().cart.open).toBe(false);
  });
});
