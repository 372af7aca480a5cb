/** @jest-environment ./src/test/nodeEnvironment.cjs */
import type { ApiErrorBody, Order, OrderStatusAnswer } from '../../src/api/types';
import { demoServerPerTest, manualClock } from '../testing/demoServer';
import { chamberAdult, DEMO, fluteAdult } from '../testing/fixtureIds';
import { visitor } from '../testing/shopClient';

describe('orders', () => {
  const server = demoServerPerTest();

  it('creates an empty open order with the buyer form and the payment methods', async () => {
    const client = await visitor(server.url());
    const order = await client.createOrder();
    expect(order).toMatchObject({
      shop: 'demo',
      status: 'open',
      currency: 'CHF',
      items: [],
      vouchers: [],
      insurance: { available: true, enabled: false, price: 0 },
      totals: { items: 0, delivery: 0, discount: 0, insurance: 0, total: 0 },
      checkout: { buyerFormId: 'form-buyer' },
      reservationExpiresInSeconds: 900,
    });
    expect(order.forms.map((form) => form.id)).toEqual(['form-buyer']);
    expect(order.checkout.paymentMethods.map((m) => [m.id, m.kind])).toEqual([
      [DEMO.lightbox, 'walle-lightbox'],
      [DEMO.redirect, 'redirect'],
    ]);
    expect((await client.getOrder(order.id)).body).toEqual(order);
  });

  it('answers 404 for an unknown order, on reading, status and changes', async () => {
    const client = await visitor(server.url());
    expect((await client.getOrder('ord-unknown')).status).toBe(404);
    expect((await client.api('GET', 'order/ord-unknown/status')).status).toBe(404);
    expect((await client.addItems('ord-unknown', [chamberAdult])).status).toBe(404);
  });

  it('creates a presale order from a valid token and refuses an invalid one in the visitor language', async () => {
    const client = await visitor(server.url());
    const created = await client.api<Order>('POST', 'presale/order', {
      body: { presaleToken: DEMO.presaleToken },
    });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('open');
    const invalid = await client.api<ApiErrorBody>('POST', 'presale/order', {
      body: { presaleToken: 'NOPE' },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors[0]).toEqual({
      detail: 'Dieser Vorverkaufscode ist ungültig.',
      field: 'presaleToken',
    });
    client.locale = 'it';
    const italian = await client.api<ApiErrorBody>('POST', 'presale/order', {
      body: { presaleToken: 'NOPE' },
    });
    expect(italian.body.errors[0].detail).toBe('Questo codice di prevendita non è valido.');
  });

  it('removes an item, and answers 404 for an unknown item', async () => {
    const client = await visitor(server.url());
    const order = await client.createOrder();
    const added = (await client.addItems(order.id, [chamberAdult, fluteAdult()])).body;
    const [first, second] = added.items;
    const removed = await client.api<Order>('DELETE', `order/${order.id}/items/${first.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.items.map((item) => item.id)).toEqual([second.id]);
    expect(removed.body.totals.items).toBe(7500);
    const again = await client.api<ApiErrorBody>('DELETE', `order/${order.id}/items/${first.id}`);
    expect(again.status).toBe(404);
    expect((await client.getOrder(order.id)).body.items).toHaveLength(1);
  });

  it('switches insurance on and off: 5% of the items, added to the total', async () => {
    const client = await visitor(server.url());
    const order = await client.createOrder();
    await client.addItems(order.id, [fluteAdult('POST'), chamberAdult]);
    const on = await client.api<Order>('POST', `order/${order.id}/insurance`, {
      body: { enabled: true },
    });
    expect(on.status).toBe(200);
    // items 75.00 + 35.00, delivery 5.00 (post), insurance 5% of 110.00
    expect(on.body.insurance).toEqual({ available: true, enabled: true, price: 550 });
    expect(on.body.totals).toEqual({
      items: 11000,
      delivery: 500,
      discount: 0,
      insurance: 550,
      total: 12050,
    });
    const off = await client.api<Order>('POST', `order/${order.id}/insurance`, {
      body: { enabled: false },
    });
    expect(off.body.totals).toEqual({
      items: 11000,
      delivery: 500,
      discount: 0,
      insurance: 0,
      total: 11500,
    });
    const wrong = await client.api<ApiErrorBody>('POST', `order/${order.id}/insurance`, {
      body: { enabled: 'yes' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0].field).toBe('enabled');
    expect((await client.getOrder(order.id)).body.insurance.enabled).toBe(false);
  });

  it('rounds insurance to the minor unit', async () => {
    const client = await visitor(server.url());
    const order = await client.createOrder();
    await client.addItems(order.id, [
      { variant: 'var-jazz-soli', placementId: 'pl-jazz-nacht', price: 1999 },
    ]);
    const on = await client.api<Order>('POST', `order/${order.id}/insurance`, {
      body: { enabled: true },
    });
    expect(on.body.totals.insurance).toBe(100); // 5% of 19.99 = 0.9995
  });
});

describe('reservation', () => {
  const clock = manualClock();
  const server = demoServerPerTest({ reservationSeconds: 60, now: clock.now });

  it('counts down from an absolute expiry, and adding items renews it', async () => {
    const client = await visitor(server.url());
    const order = await client.createOrder();
    expect(order.reservationExpiresInSeconds).toBe(60);
    clock.advance(10_500);
    expect((await client.getOrder(order.id)).body.reservationExpiresInSeconds).toBe(50);
    const added = await client.addItems(order.id, [chamberAdult]);
    expect(added.body.reservationExpiresInSeconds).toBe(60);
    clock.advance(59_999);
    expect((await client.getOrder(order.id)).body.reservationExpiresInSeconds).toBe(1);
  });

  it('discards an expired order: 404 on reading and changing, status expired, seats free', async () => {
    const client = await visitor(server.url());
    const order = await client.createOrder();
    const seat = {
      variant: 'var-sinfonie-k2-kind',
      placementId: DEMO.seated,
      seatLabel: 'F-3',
      deliveryOption: 'EMAIL' as const,
    };
    await client.holdSeats(order, ['F-3']);
    await client.addItems(order.id, [seat, chamberAdult]);
    clock.advance(60_000);
    expect((await client.getOrder(order.id)).status).toBe(404);
    expect((await client.addItems(order.id, [chamberAdult])).status).toBe(404);
    const status = await client.api<OrderStatusAnswer>('GET', `order/${order.id}/status`);
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({
      orderId: order.id,
      status: 'expired',
      itemCount: 2,
      paymentMethodId: null,
    });
    const other = await client.createOrder();
    // the old token expired with its order: seats.io lets the new order hold the seat
    await client.holdSeats(other, ['F-3']);
    expect((await client.addItems(other.id, [seat])).status).toBe(201);
  });
});
