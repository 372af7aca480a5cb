import { act } from '@testing-library/react';
import type { Form, NewOrderItem, Order, OrderItem } from '../../api/types';
import type { AppStore } from '../../state/rootState';
import { demoApiPerTest } from '../../test/demoApi';
import fixture from '../../../server/fixtures/demo-shop.json';
import { orderStarted } from '../orderModel/orderEvents';
import {
  personalisationEntries,
  personalisationValidity,
  selectIncompletePersonalisedItems,
  selectItemPersonalisationValid,
  selectPersonalisationComplete,
  selectPersonalisationEntries,
  selectPersonalisationValidity,
  selectPersonalisedItems,
} from './personalisationSelectors';
import { isItemPersonalisationValid, personalisationStateOf } from './personalisationValidity';
import { orderApi } from '../order/orderApi';
import { personalisationApi } from './personalisationApi';
import { orderRead } from '../orderModel/orderRead';

const forms = fixture.forms as Form[];
const ticketholder = forms.find((form) => form.id === 'form-ticketholder')!;
const kind = forms.find((form) => form.id === 'form-kind')!;

const item = (id: string, personalisation: OrderItem['personalisation']): OrderItem => ({
  id,
  variant: 'var-kammermusik-erwachsene',
  placementId: 'pl-kammermusik',
  seatLabel: null,
  deliveryOption: 'EMAIL',
  inscription: null,
  price: 3500,
  personalisation,
  childItems: [],
  options: [],
});

const anOrder = (items: OrderItem[], orderForms: Form[] = [ticketholder, kind]): Order => ({
  id: 'order-1',
  shop: 'demo',
  status: 'open',
  currency: 'CHF',
  items,
  forms: orderForms,
  vouchers: [],
  insurance: { available: false, enabled: false, price: 0 },
  totals: { items: 0, delivery: 0, discount: 0, insurance: 0, total: 0 },
  checkout: { paymentMethods: [], buyerFormId: 'form-buyer' },
  reservationExpiresInSeconds: 900,
});

describe('the validity of one item (pure)', () => {
  it('is valid when the data satisfies the form, invalid when it does not or is missing', () => {
    const filled = item('a', {
      formId: 'form-ticketholder',
      data: { firstName: 'Anna', lastName: 'Muster', email: null },
    });
    const partly = item('b', { formId: 'form-ticketholder', data: { firstName: 'Anna' } });
    const badEmail = item('c', {
      formId: 'form-ticketholder',
      data: { firstName: 'Anna', lastName: 'Muster', email: 'anna@' },
    });
    const empty = item('d', { formId: 'form-ticketholder', data: null });
    expect(isItemPersonalisationValid(filled, forms)).toBe(true);
    expect(isItemPersonalisationValid(partly, forms)).toBe(false);
    expect(isItemPersonalisationValid(badEmail, forms)).toBe(false);
    expect(isItemPersonalisationValid(empty, forms)).toBe(false);
    expect(personalisationStateOf(filled, forms)).toBe('complete');
    expect(personalisationStateOf(empty, forms)).toBe('missing');
  });

  it('is valid when its form is not found, with or without data (spec section 5)', () => {
    const unknown = item('a', { formId: 'form-gone', data: null });
    expect(isItemPersonalisationValid(unknown, forms)).toBe(true);
    expect(personalisationStateOf(unknown, forms)).toBe('complete');
  });

  it('needs nothing from an item without personalisation', () => {
    const plain = item('a', null);
    expect(isItemPersonalisationValid(plain, forms)).toBe(true);
    expect(personalisationStateOf(plain, forms)).toBe('none');
  });

  it('lists each personalised item once, and only those whose form the order carries as entries', () => {
    const order = anOrder([
      item('a', { formId: 'form-ticketholder', data: null }),
      item('b', null),
      item('c', { formId: 'form-gone', data: null }),
      item('d', { formId: 'form-kind', data: null }),
    ]);
    expect(personalisationValidity(order)).toEqual({ a: false, c: true, d: false });
    expect(personalisationEntries(order).map((entry) => [entry.item.id, entry.form.id])).toEqual([
      ['a', 'form-ticketholder'],
      ['d', 'form-kind'],
    ]);
    expect(personalisationValidity(undefined)).toEqual({});
  });
});

// ------------------------------------------------------------------ on a store, with the demo server

const start = demoApiPerTest();
beforeEach(() => localStorage.clear());

const chamberAdult: NewOrderItem = {
  variant: 'var-kammermusik-erwachsene',
  placementId: 'pl-kammermusik',
};
const workshop: NewOrderItem = { variant: 'var-workshop-kind', placementId: 'pl-zirkus-workshop' };
const jazzNight: NewOrderItem = { variant: 'var-jazz-standard', placementId: 'pl-jazz-nacht' };

async function orderWith(store: AppStore, items: NewOrderItem[]): Promise<Order> {
  const created = await store.dispatch(orderApi.endpoints.createOrder.initiate('demo')).unwrap();
  const order = await store
    .dispatch(orderApi.endpoints.addItems.initiate({ orderId: created.id, items }))
    .unwrap();
  store.dispatch(
    orderStarted({
      orderId: order.id,
      expiresAt: Date.now() + order.reservationExpiresInSeconds * 1000,
    }),
  );
  return order;
}

const personalise = (store: AppStore, orderId: string, items: Record<string, object>) =>
  act(() =>
    store
      .dispatch(
        personalisationApi.endpoints.savePersonalisation.initiate({
          orderId,
          items: items as Record<string, Record<string, string | number | boolean | null>>,
        }),
      )
      .unwrap(),
  );

describe('the personalisation selectors', () => {
  it('follow the current order from incomplete to complete', async () => {
    const api = await start();
    const store = api.makeStore();
    expect(selectPersonalisationComplete(store.getState())).toBe(true);
    expect(selectPersonalisedItems(store.getState())).toEqual([]);

    const order = await orderWith(store, [chamberAdult, workshop, chamberAdult, jazzNight]);
    const [adult1, child, adult2, jazz] = order.items;
    const state = () => store.getState();

    expect(selectPersonalisedItems(state()).map((entry) => entry.id)).toEqual([
      adult1.id,
      child.id,
      adult2.id,
    ]);
    expect(selectPersonalisationEntries(state()).map((entry) => entry.form.id)).toEqual([
      'form-ticketholder',
      'form-kind',
      'form-ticketholder',
    ]);
    expect(selectPersonalisationValidity(state())).toEqual({
      [adult1.id]: false,
      [child.id]: false,
      [adult2.id]: false,
    });
    expect(selectItemPersonalisationValid(state(), jazz.id)).toBe(true);
    expect(selectPersonalisationComplete(state())).toBe(false);

    await personalise(store, order.id, {
      [adult1.id]: { firstName: 'Anna', lastName: 'Muster' },
      [child.id]: {
        childName: 'Mia',
        birthDate: '2016-04-03',
        age: 9,
        shirtSize: 'S',
        emergencyPhone: '+41 79 123 45 67',
      },
    });
    expect(selectItemPersonalisationValid(state(), adult1.id)).toBe(true);
    expect(selectItemPersonalisationValid(state(), child.id)).toBe(true);
    expect(selectIncompletePersonalisedItems(state()).map((entry) => entry.id)).toEqual([
      adult2.id,
    ]);
    expect(selectPersonalisationComplete(state())).toBe(false);

    await personalise(store, order.id, {
      [adult2.id]: { firstName: 'Ben', lastName: 'Beispiel', email: 'ben@example.ch' },
    });
    expect(selectIncompletePersonalisedItems(state())).toEqual([]);
    expect(selectPersonalisationComplete(state())).toBe(true);
    // memoised: the same answer object while the order does not change
    expect(selectPersonalisationValidity(state())).toBe(selectPersonalisationValidity(state()));
  });

  it('count an item whose form the order does not carry as valid', async () => {
    const api = await start();
    const store = api.makeStore();
    const order = await orderWith(store, [workshop]);
    expect(selectPersonalisationComplete(store.getState())).toBe(false);
    // the same order, but without the child form (say the shop withdrew it)
    act(() => {
      store.dispatch(
        orderRead.util.upsertQueryEntries([
          {
            endpointName: 'getOrder',
            arg: order.id,
            value: { ...order, forms: order.forms.filter((form) => form.id !== 'form-kind') },
          },
        ]),
      );
    });
    expect(selectPersonalisationValidity(store.getState())).toEqual({ [order.items[0].id]: true });
    expect(selectPersonalisationComplete(store.getState())).toBe(true);
    // and there is nothing to fill in for it
    expect(selectPersonalisationEntries(store.getState())).toEqual([]);
  });
});
