/**
 * The basket parts' two hooks: the latest change of one thing with its outcome told once, and a
 * removal said once what it removed is gone. On a store without sagas: each change is made by the
 * events the basket saga sends.
 */
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createShopStore } from '../../../app/shopStore';
import type { AppStore } from '../../../state/rootState';
import {
  basketChangeFailed,
  basketChangeMade,
  insuranceChosen,
  lineRemoved,
} from '../../orderModel/basketEvents';
import { basketChangeKey, type BasketChange } from '../basketChanges';
import { useBasketChange, useSayWhenGone } from './useBasketChange';

const INSURANCE = basketChangeKey.insurance;

function withStore(store: AppStore) {
  return ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
}

describe('useBasketChange', () => {
  it('gives the latest change of its thing, and tells each outcome once', () => {
    const store = createShopStore();
    const told: BasketChange[] = [];
    const { result } = renderHook(() => useBasketChange(INSURANCE, (c) => told.push(c)), {
      wrapper: withStore(store),
    });
    expect(result.current).toBeUndefined();

    act(() => {
      store.dispatch(insuranceChosen({ enabled: true }));
    });
    expect(result.current).toEqual({ status: 'pending', enabled: true });
    expect(told).toEqual([]);

    act(() => {
      store.dispatch(basketChangeMade({ key: INSURANCE }));
    });
    expect(told).toEqual([{ status: 'made' }]);
    // another thing's change is not this one's
    act(() => {
      store.dispatch(lineRemoved({ itemId: 'item-1' }));
      store.dispatch(basketChangeFailed({ key: basketChangeKey.line('item-1') }));
    });
    expect(told).toEqual([{ status: 'made' }]);

    act(() => {
      store.dispatch(insuranceChosen({ enabled: false }));
      store.dispatch(basketChangeFailed({ key: INSURANCE }));
    });
    expect(result.current).toEqual({ status: 'failed' });
    expect(told).toEqual([{ status: 'made' }, { status: 'failed' }]);
  });

  it('tells nothing of a change that was over before the part was shown', () => {
    const store = createShopStore();
    store.dispatch(insuranceChosen({ enabled: true }));
    store.dispatch(basketChangeMade({ key: INSURANCE }));
    const told: BasketChange[] = [];
    const { result, rerender } = renderHook(() => useBasketChange(INSURANCE, (c) => told.push(c)), {
      wrapper: withStore(store),
    });
    rerender();
    expect(result.current).toEqual({ status: 'made' });
    expect(told).toEqual([]);
  });

  it("tells the latest render's listener", () => {
    const store = createShopStore();
    const first: BasketChange[] = [];
    const latest: BasketChange[] = [];
    const { rerender } = renderHook(
      ({ listener }: { listener: (change: BasketChange) => void }) =>
        useBasketChange(INSURANCE, listener),
      { wrapper: withStore(store), initialProps: { listener: (c) => first.push(c) } },
    );
    rerender({ listener: (c) => latest.push(c) });
    act(() => {
      store.dispatch(insuranceChosen({ enabled: true }));
      store.dispatch(basketChangeMade({ key: INSURANCE }));
    });
    expect([first, latest]).toEqual([[], [{ status: 'made' }]]);
  });
});

describe('useSayWhenGone', () => {
  const things = (...ids: string[]) => ids.map((id) => ({ id }));

  function sayer(initial: { id: string }[] | undefined) {
    const said: string[] = [];
    const say = (message: string) => said.push(message);
    const hook = renderHook(({ present }) => useSayWhenGone(present, say), {
      initialProps: { present: initial },
    });
    return { said, ...hook };
  }

  it('says a removal once the thing asked about is gone, and only once', () => {
    const { said, result, rerender } = sayer(things('a', 'b'));
    act(() => result.current('a', 'Ticket A removed'));
    rerender({ present: things('a', 'b') });
    expect(said).toEqual([]);
    rerender({ present: things('b') });
    expect(said).toEqual(['Ticket A removed']);
    rerender({ present: things() });
    expect(said).toEqual(['Ticket A removed']);
  });

  it('says nothing while the order is not known, nor of a removal that failed', () => {
    const { said, result, rerender } = sayer(things('a', 'b'));
    act(() => {
      result.current('a', 'Ticket A removed');
      result.current('b', 'Ticket B removed');
      result.current('b', null);
    });
    rerender({ present: undefined });
    expect(said).toEqual([]);
    rerender({ present: things() });
    expect(said).toEqual(['Ticket A removed']);
  });

  it('keeps one asking function for every render', () => {
    const { result, rerender } = sayer(things('a'));
    const first = result.current;
    rerender({ present: things('a', 'b') });
    expect(result.current).toBe(first);
  });
});
