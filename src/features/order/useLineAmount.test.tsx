/**
 * A basket line's stepper hook, on a store without sagas against the demo shop: the line's
 * quantity, and the event its setter sends, naming the line it is given now and what the order
 * holds of that line at the click.
 */
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { Action } from '@reduxjs/toolkit';
import { createShopStore } from '../../app/shopStore';
import type { AppStore } from '../../state/rootState';
import { demoApiPerTest } from '../../test/demoApi';
import { amountChanged, orderStarted } from '../orderModel/orderEvents';
import { orderRead } from '../orderModel/orderRead';
import { orderApi } from './orderApi';
import { lineItemLike, lineKeyOf } from './orderLines';
import { useLineAmount, type LineRef } from './useLineAmount';

const start = demoApiPerTest();
const IMPRO = { placementId: 'pl-improtheater', variant: 'var-impro-erwachsene' };
const STUDENT = { placementId: 'pl-improtheater', variant: 'var-impro-student' };

async function basketOf(items: (typeof IMPRO)[]) {
  const store: AppStore = createShopStore(undefined, (await start()).services);
  const created = await store
    .dispatch(orderApi.endpoints.createOrder.initiate('shop-demo'))
    .unwrap();
  const order = await store
    .dispatch(orderApi.endpoints.addItems.initiate({ orderId: created.id, items }))
    .unwrap();
  store.dispatch(orderStarted({ orderId: order.id, expiresAt: Date.now() + 60_000 }));
  await store.dispatch(orderRead.util.upsertQueryData('getOrder', order.id, order));
  const lineOf = (variant: string): LineRef => {
    const item = order.items.find((one) => one.variant === variant)!;
    return {
      placementId: item.placementId,
      variantId: variant,
      key: lineKeyOf(item)!,
      like: lineItemLike(item, undefined),
    };
  };
  const sent: ReturnType<typeof amountChanged>[] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((action: Action) => {
    if (amountChanged.match(action)) sent.push(action);
    return dispatch(action as never);
  }) as typeof store.dispatch;
  return { store, order, lineOf, sent };
}

const wrapper =
  (store: AppStore) =>
  ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;

describe('useLineAmount', () => {
  it('shows what the order holds of the line, and asks for an amount of that line', async () => {
    const { store, lineOf, sent } = await basketOf([IMPRO, IMPRO, STUDENT]);
    const line = lineOf(IMPRO.variant);
    const { result } = renderHook(() => useLineAmount(line), { wrapper: wrapper(store) });
    expect(result.current[0]).toBe(2);
    act(() => result.current[1](3));
    expect(result.current[0]).toBe(3);
    expect(sent.map((action) => action.payload)).toEqual([
      {
        placementId: IMPRO.placementId,
        variantId: IMPRO.variant,
        amount: 3,
        line: { key: line.key, like: line.like, held: 2 },
      },
    ]);
  });

  it('names the line it is given now, not the one it was first given', async () => {
    const { store, lineOf, sent } = await basketOf([IMPRO, STUDENT]);
    const { result, rerender } = renderHook(({ line }) => useLineAmount(line), {
      wrapper: wrapper(store),
      initialProps: { line: lineOf(IMPRO.variant) },
    });
    rerender({ line: lineOf(STUDENT.variant) });
    act(() => result.current[1](0));
    expect(sent.map((action) => [action.payload.variantId, action.payload.line?.key])).toEqual([
      [STUDENT.variant, lineOf(STUDENT.variant).key],
    ]);
  });
});
