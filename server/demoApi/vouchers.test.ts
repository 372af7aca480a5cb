/** @jest-environment ./src/test/nodeEnvironment.cjs */
import type { ApiErrorBody, Order } from '../../src/api/types';
import { demoServerPerTest } from '../testing/demoServer';
import { chamberAdult, fluteAdult } from '../testing/fixtureIds';
import { visitor } from '../testing/shopClient';

describe('vouchers', () => {
  const server = demoServerPerTest();

  async function orderWithItems(locale: 'de' | 'fr' = 'de') {
    const client = await visitor(server.url(), locale);
    const order = await client.createOrder();
    await client.addItems(order.id, [fluteAdult('POST'), chamberAdult]); // items 110.00, delivery 5.00
    const redeem = (code: unknown) =>
      client.api<Order & ApiErrorBody>('POST', `order/${order.id}/voucher`, { body: { code } });
    return { client, order, redeem };
  }

  it('takes 10% off the items with SOMMER10', async () => {
    const { redeem } = await orderWithItems();
    const { status, body } = await redeem('SOMMER10');
    expect(status).toBe(200);
    expect(body.vouchers).toEqual([{ id: expect.any(String), code: 'SOMMER10', discount: 1100 }]);
    expect(body.totals).toEqual({
      items: 11000,
      delivery: 500,
      discount: 1100,
      insurance: 0,
      total: 10400,
    });
  });

  it('takes CHF 50.00 off with GIFT-50, together with SOMMER10, never more than the items', async () => {
    const { order, redeem } = await orderWithItems();
    await redeem('gift-50');
    const both = await redeem('SOMMER10');
    expect(both.body.vouchers.map((v) => [v.code, v.discount])).toEqual([
      ['GIFT-50', 5000],
      ['SOMMER10', 1100],
    ]);
    expect(both.body.totals.total).toBe(11000 + 500 - 6100);
    const small = await visitor(server.url());
    const smallOrder = await small.createOrder();
    await small.addItems(smallOrder.id, [
      { variant: 'var-impro-student', placementId: 'pl-improtheater' },
    ]);
    const capped = await small.api<Order>('POST', `order/${smallOrder.id}/voucher`, {
      body: { code: 'GIFT-50' },
    });
    expect(capped.body.vouchers[0].discount).toBe(1800);
    expect(capped.body.totals).toMatchObject({ items: 1800, discount: 1800, total: 0 });
    expect(order.id).not.toBe(smallOrder.id);
  });

  it('refuses invalid, used-up, other shops’ and repeated codes with 422, in the visitor language', async () => {
    const { client, order, redeem } = await orderWithItems();
    expect((await redeem('NOPE')).body.errors).toEqual([
      { detail: 'Dieser Gutscheincode ist ungültig.', field: 'code' },
    ]);
    expect((await redeem('USED-2025')).body.errors).toEqual([
      { detail: 'Dieser Gutschein wurde bereits eingelöst.', field: 'code' },
    ]);
    expect((await redeem('SOMMER10')).status).toBe(200);
    const twice = await redeem('sommer10');
    expect(twice.status).toBe(422);
    expect(twice.body.errors[0].detail).toBe('Dieser Gutschein ist bereits in Ihrer Bestellung.');
    expect((await redeem('')).status).toBe(422);
    expect((await redeem(10)).status).toBe(422);
    // a code of another shop is refused here, whatever else it is
    expect((await redeem('KULTURBAR-20')).body.errors).toEqual([
      { detail: 'Dieser Gutschein gilt nur im Shop, in dem er gekauft wurde.', field: 'code' },
    ]);
    client.locale = 'fr';
    expect((await redeem('USED-2025')).body.errors[0].detail).toBe('Ce bon a déjà été utilisé.');
    expect((await client.getOrder(order.id)).body.vouchers).toHaveLength(1);
  });

  it('removes a voucher, and answers 404 for an unknown one', async () => {
    const { client, order, redeem } = await orderWithItems();
    const voucherId = (await redeem('SOMMER10')).body.vouchers[0].id;
    const removed = await client.api<Order>('DELETE', `order/${order.id}/voucher/${voucherId}`);
    expect(removed.status).toBe(200);
    expect(removed.body.vouchers).toEqual([]);
    expect(removed.body.totals.discount).toBe(0);
    expect((await client.api('DELETE', `order/${order.id}/voucher/${voucherId}`)).status).toBe(404);
  });
});
