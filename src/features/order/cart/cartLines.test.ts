import type { Order, OrderItem } from '../../../api/types';
import type { RootState } from '../../../state/rootState';
import { cartGroups, selectCartGroups } from './cartLines';

jest.mock('../../orderModel/currentOrder', () => ({
  selectCurrentOrder: (state: { order?: Order }) => state.order,
}));

const item = (id: string, changes: Partial<OrderItem> = {}): OrderItem => ({
  id,
  variant: 'var-erwachsene',
  placementId: 'pl-konzert',
  seatLabel: null,
  deliveryOption: 'EMAIL',
  inscription: null,
  price: 3500,
  personalisation: null,
  childItems: [],
  options: [],
  ...changes,
});

describe('cartGroups', () => {
  it('makes one line with three items of three identical tickets', () => {
    const groups = cartGroups([item('1'), item('2'), item('3')]);
    expect(groups).toHaveLength(1);
    expect(groups[0].lines).toHaveLength(1);
    expect(groups[0].lines[0]).toMatchObject({ kind: 'tickets', variantId: 'var-erwachsene' });
    expect(groups[0].lines[0].items.map((one) => one.id)).toEqual(['1', '2', '3']);
  });

  it('keeps tickets that differ in one choice on lines of their own, in order of appearance', () => {
    const groups = cartGroups([
      item('1'),
      item('2', { variant: 'var-kind' }),
      item('3', { deliveryOption: 'POST' }),
      item('4'),
      item('5', { placementId: 'pl-theater' }),
      item('6', { variant: 'var-kind' }),
    ]);
    expect(groups.map((group) => group.placementId)).toEqual(['pl-konzert', 'pl-theater']);
    expect(groups[0].lines.map((line) => line.items.map((one) => one.id))).toEqual([
      ['1', '4'],
      ['2', '6'],
      ['3'],
    ]);
  });

  it("lists a placement's seated tickets on one line, apart from its unseated ones", () => {
    const groups = cartGroups([
      item('1', { seatLabel: 'A-4' }),
      item('2'),
      item('3', { seatLabel: 'A-5', variant: 'var-kind' }),
    ]);
    expect(groups[0].lines.map((line) => [line.kind, line.items.map((one) => one.id)])).toEqual([
      ['seats', ['1', '3']],
      ['tickets', ['2']],
    ]);
  });

  it('personalisation does not split a line', () => {
    const groups = cartGroups([
      item('1', { personalisation: { formId: 'f', data: null } }),
      item('2', { personalisation: { formId: 'f', data: { name: 'Ada' } } }),
    ]);
    expect(groups[0].lines).toHaveLength(1);
  });

  it('an empty order has no lines', () => {
    expect(cartGroups([])).toEqual([]);
  });
});

describe('selectCartGroups', () => {
  const state = (order: Order | undefined) => ({ order }) as unknown as RootState;
  const order = { items: [item('1'), item('2')] } as Order;

  it('works the lines out once per answer of the order', () => {
    const first = selectCartGroups(state(order));
    expect(selectCartGroups(state(order))).toBe(first);
    const next = selectCartGroups(state({ ...order, items: [...order.items, item('3')] }));
    expect(next).not.toBe(first);
    expect(next[0].lines[0].items).toHaveLength(3);
  });

  it('has no lines without an order', () => {
    expect(selectCartGroups(state(undefined))).toEqual([]);
    expect(selectCartGroups(state(undefined))).toBe(selectCartGroups(state(undefined)));
  });
});
