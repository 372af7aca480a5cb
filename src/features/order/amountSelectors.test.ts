/**
 * The amounts a visitor sees at a variant and on a basket line, on a real store without sagas
 * against the demo shop: what the order holds, what they asked for while it waits (absolute, on
 * top of an order they could not see, or per basket line), and what a line could not be brought to.
 */
import type { Order, OrderItem } from '../../api/types';
import { createShopStore } from '../../app/shopStore';
import type { AppStore } from '../../state/rootState';
import { demoApiPerTest } from '../../test/demoApi';
import { amountChanged, amountsNotReached, orderStarted } from '../orderModel/orderEvents';
import { orderRead } from '../orderModel/orderRead';
import { selectLineAmount, selectLineProblem, selectVariantAmount } from './amountSelectors';
import { orderApi } from './orderApi';
import { lineItemLike, lineKeyOf } from './orderLines';

const start = demoApiPerTest();
const IMPRO = { placementId: 'pl-improtheater', variantId: 'var-impro-erwachsene' };
const STUDENT = { placementId: 'pl-improtheater', variantId: 'var-impro-student' };
const asItem = ({ placementId, variantId }: typeof IMPRO) => ({ placementId, variant: variantId });

/** A current order of the demo shop holding `items`, its answer in the store. */
async function orderHolding(...items: { placementId: string; variant: string }[]) {
  const store: AppStore = createShopStore(undefined, (await start()).services);
  let order: Order = await store
    .dispatch(orderApi.endpoints.createOrder.initiate('shop-demo'))
    .unwrap();
  if (items.length > 0)
    order = await store
      .dispatch(orderApi.endpoints.addItems.initiate({ orderId: order.id, items }))
      .unwrap();
  store.dispatch(orderStarted({ orderId: order.id, expiresAt: Date.now() + 60_000 }));
  await store.dispatch(orderRead.util.upsertQueryData('getOrder', order.id, order));
  return { store, order };
}

/** The key and one more of the line of `item` (as the basket line's stepper names it). */
const lineOf = (item: OrderItem, held: number) => ({
  key: lineKeyOf(item)!,
  like: lineItemLike(item, undefined),
  held,
});

const variantAmount = (store: AppStore, { placementId, variantId } = IMPRO) =>
  selectVariantAmount(store.getState(), placementId, variantId);

describe('the amount at a variant', () => {
  it('is what the order holds of that variant on that placement while nothing waits', async () => {
    const { store } = await orderHolding(asItem(IMPRO), asItem(IMPRO), asItem(STUDENT));
    expect(variantAmount(store)).toBe(2);
    expect(variantAmount(store, STUDENT)).toBe(1);
    expect(variantAmount(store, { placementId: 'pl-other', variantId: IMPRO.variantId })).toBe(0);
  });

  it('is what the visitor asked for while it waits, the order holding more or fewer', async () => {
    const { store } = await orderHolding(asItem(IMPRO), asItem(IMPRO));
    store.dispatch(amountChanged({ ...IMPRO, amount: 5 }));
    expect(variantAmount(store)).toBe(5);
    store.dispatch(amountChanged({ ...IMPRO, amount: 1 }));
    expect(variantAmount(store)).toBe(1);
    expect(variantAmount(store, STUDENT)).toBe(0);
  });

  it('asked for on top of an order not seen: comes on top of what it holds', async () => {
    const { store } = await orderHolding(asItem(IMPRO), asItem(IMPRO));
    store.dispatch(amountChanged({ ...IMPRO, amount: 3, onTopOfOrder: true }));
    expect(variantAmount(store)).toBe(5);
  });

  it("moves with what the visitor asked of the variant's basket lines, not of others", async () => {
    const { store, order } = await orderHolding(asItem(IMPRO), asItem(IMPRO), asItem(STUDENT));
    const [first] = order.items;
    const student = order.items.find((item) => item.variant === STUDENT.variantId)!;
    store.dispatch(amountChanged({ ...IMPRO, amount: 5, line: lineOf(first, 2) }));
    expect(variantAmount(store)).toBe(5);
    store.dispatch(amountChanged({ ...STUDENT, amount: 0, line: lineOf(student, 1) }));
    expect(variantAmount(store)).toBe(5);
    expect(variantAmount(store, STUDENT)).toBe(0);
    store.dispatch(amountChanged({ ...IMPRO, amount: 1, line: lineOf(first, 2) }));
    expect(variantAmount(store)).toBe(1);
  });

  it("counts a line's wish only at its own placement", async () => {
    const { store, order } = await orderHolding(asItem(IMPRO));
    const [first] = order.items;
    // the same variant sold on another placement: its line is not this placement's
    const elsewhere = { placementId: 'pl-elsewhere', variantId: IMPRO.variantId };
    store.dispatch(
      amountChanged({ ...elsewhere, amount: 4, line: { ...lineOf(first, 1), key: 'other-line' } }),
    );
    expect(variantAmount(store)).toBe(1);
    expect(variantAmount(store, elsewhere)).toBe(4);
  });
});

describe('the amount on a basket line', () => {
  it('is what the order holds of the line, else what the visitor asked of it', async () => {
    const { store, order } = await orderHolding(asItem(IMPRO), asItem(IMPRO), asItem(STUDENT));
    const [first] = order.items;
    const key = lineKeyOf(first)!;
    const line = (state = store.getState()) =>
      selectLineAmount(state, IMPRO.placementId, IMPRO.variantId, key);
    expect(line()).toBe(2);
    store.dispatch(amountChanged({ ...IMPRO, amount: 4, line: lineOf(first, 2) }));
    expect(line()).toBe(4);
    // a wish of the variant as a whole is not the line's
    store.dispatch(amountChanged({ ...STUDENT, amount: 3 }));
    expect(line()).toBe(4);
  });

  it('tells what the line could not be brought to, and nothing at its variant', async () => {
    const { store, order } = await orderHolding(asItem(IMPRO));
    const key = lineKeyOf(order.items[0])!;
    const problem = { ...IMPRO, lineKey: key, wanted: 3, held: 1, message: { detail: 'Voll' } };
    store.dispatch(amountsNotReached([problem]));
    const state = store.getState();
    expect(selectLineProblem(state, IMPRO.placementId, IMPRO.variantId, key)).toEqual(problem);
    expect(selectLineProblem(state, IMPRO.placementId, IMPRO.variantId, 'other')).toBeUndefined();
    expect(selectLineProblem(state, STUDENT.placementId, STUDENT.variantId, key)).toBeUndefined();
  });
});
