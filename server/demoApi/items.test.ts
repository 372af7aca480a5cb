/** @jest-environment ./src/test/nodeEnvironment.cjs */
import { HEADERS } from '../../src/api/headers';
import type { ApiErrorBody, Order } from '../../src/api/types';
import { demoServerPerTest } from '../testing/demoServer';
import {
  chamberAdult,
  familyPackage,
  fluteAdult,
  jazzChoice,
  symphonySeat,
} from '../testing/fixtureIds';
import { visitor } from '../testing/shopClient';

describe('POST /order/:id/items', () => {
  const server = demoServerPerTest();

  async function freshOrder(locale: 'de' | 'en' = 'de') {
    const client = await visitor(server.url(), locale);
    return { client, order: await client.createOrder() };
  }

  it('adds items (201), with the delivery of a single-option article chosen and the form attached', async () => {
    const { client, order } = await freshOrder();
    const { status, body } = await client.addItems(order.id, [chamberAdult, fluteAdult('POST')]);
    expect(status).toBe(201);
    expect(body.items).toEqual([
      expect.objectContaining({
        variant: 'var-kammermusik-erwachsene',
        deliveryOption: 'EMAIL',
        price: 3500,
        seatLabel: null,
        personalisation: { formId: 'form-ticketholder', data: null },
        childItems: [],
        options: [],
      }),
      expect.objectContaining({
        variant: 'var-zauberfloete-erwachsene',
        deliveryOption: 'POST',
        price: 7500,
      }),
    ]);
    expect(body.forms.map((form) => form.id)).toEqual(['form-buyer', 'form-ticketholder']);
    expect(body.totals).toMatchObject({ items: 11000, delivery: 500, total: 11500 });
  });

  it('charges the shop discount (totalDiscounted) and prices options and bundle children', async () => {
    const { client, order } = await freshOrder();
    const { body } = await client.addItems(order.id, [
      { variant: 'var-kammermusik-student', placementId: 'pl-kammermusik' },
      {
        ...fluteAdult(),
        options: [{ articleId: 'art-programmheft', variantId: 'var-programmheft' }],
      },
      familyPackage(2, 3),
    ]);
    expect(body.items[0].price).toBe(2500);
    expect(body.items[1].options).toEqual([
      { articleId: 'art-programmheft', variantId: 'var-programmheft' },
    ]);
    expect(body.items[2].childItems).toHaveLength(5);
    expect(new Set(body.items[2].childItems.map((child) => child.id)).size).toBe(5);
    // 25.00 + (75.00 + 5.00) + (0 + 2 x 22.00 + 3 x 12.00)
    expect(body.totals.items).toBe(2500 + 8000 + 8000);
  });

  it('rejects the whole request when one item is invalid (422, all-or-nothing)', async () => {
    const { client, order } = await freshOrder('en');
    const answer = await client.addItems(order.id, [
      chamberAdult,
      { variant: 'var-zauberfloete-erwachsene', placementId: 'pl-kammermusik' },
      {
        variant: 'var-zauberfloete-kind',
        placementId: 'pl-zauberfloete',
        deliveryOption: 'PIGEON' as never,
      },
      { variant: 'var-nothing', placementId: 'pl-nowhere' },
    ]);
    expect(answer.status).toBe(422);
    const { errors } = answer.body as unknown as ApiErrorBody;
    expect(errors).toEqual([
      { detail: 'This price category is not available for this offer.', field: 'items.1.variant' },
      {
        detail: 'This delivery method is not available for this offer.',
        field: 'items.2.deliveryOption',
      },
      { detail: 'This offer is not available.', field: 'items.3.placementId' },
    ]);
    expect((await client.getOrder(order.id)).body.items).toHaveLength(0);
  });

  it('refuses a sold-out variant or placement, and still sells what is left (422)', async () => {
    const { client, order } = await freshOrder('en');
    const refused = await client.addItems(order.id, [
      { variant: 'var-hotel-einzelzimmer', placementId: 'pl-konzert-hotel' },
      { variant: 'var-silvestergala', placementId: 'pl-silvestergala' },
    ]);
    expect(refused.status).toBe(422);
    expect((refused.body as unknown as ApiErrorBody).errors).toEqual([
      { detail: 'This price category is sold out.', field: 'items.0.variant' },
      { detail: 'This price category is sold out.', field: 'items.1.variant' },
    ]);
    expect((await client.getOrder(order.id)).body.items).toHaveLength(0);

    const fewLeft = await client.addItems(order.id, [
      { variant: 'var-hotel-doppelzimmer', placementId: 'pl-konzert-hotel' },
    ]);
    expect(fewLeft.status).toBe(201);
  });

  it('validates delivery, inscription, options and the body shape', async () => {
    const { client, order } = await freshOrder();
    const cases: [unknown, string][] = [
      [
        { variant: 'var-zauberfloete-kind', placementId: 'pl-zauberfloete' },
        'items.0.deliveryOption',
      ],
      [{ ...fluteAdult(), inscription: 'Alles Gute!' }, 'items.0.inscription'],
      [
        {
          variant: 'var-konzertgutschein',
          placementId: 'pl-konzertgutschein',
          deliveryOption: 'POST',
          inscription: 'Für dich',
        },
        'items.0.inscription',
      ],
      [
        { ...fluteAdult(), options: [{ articleId: 'art-garderobe', variantId: 'var-garderobe' }] },
        'items.0.options.0',
      ],
      [
        { ...chamberAdult, childItems: [{ variantId: 'var-familienpaket-kind' }] },
        'items.0.childItems',
      ],
      [{ ...chamberAdult, seatLabel: 'A-1' }, 'items.0.seatLabel'],
      ['not an item', 'items.0'],
    ];
    for (const [item, field] of cases) {
      const answer = await client.api<ApiErrorBody>('POST', `order/${order.id}/items`, {
        body: { items: [item] },
      });
      expect([answer.status, answer.body.errors.map((error) => error.field)]).toEqual([
        422,
        [field],
      ]);
    }
    for (const body of [
      {},
      { items: [] },
      { items: 'all' },
      { items: [chamberAdult], trackingEventId: 5 },
    ]) {
      expect((await client.api('POST', `order/${order.id}/items`, { body })).status).toBe(422);
    }
    expect((await client.getOrder(order.id)).body.items).toHaveLength(0);
  });

  it('takes inscriptions where the article allows them', async () => {
    const { client, order } = await freshOrder();
    const { status, body } = await client.addItems(order.id, [
      {
        variant: 'var-gutschein-50',
        placementId: 'pl-geschenkgutschein',
        deliveryOption: 'POST',
        inscription: 'Alles Gute!',
      },
      {
        variant: 'var-konzertgutschein',
        placementId: 'pl-konzertgutschein',
        deliveryOption: 'EMAIL',
        inscription: 'Für dich',
      },
    ]);
    expect(status).toBe(201);
    expect(body.items.map((item) => item.inscription)).toEqual(['Alles Gute!', 'Für dich']);
  });

  it('never adds twice for the same Idempotency-Key', async () => {
    const { client, order } = await freshOrder();
    const first = await client.addItems(order.id, [chamberAdult], 'add-1');
    const again = await client.addItems(order.id, [chamberAdult], 'add-1');
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.items).toEqual(first.body.items);
    const other = await client.addItems(order.id, [chamberAdult], 'add-2');
    expect(other.body.items).toHaveLength(2);
    const reused = await client.addItems(order.id, [fluteAdult()], 'add-1');
    expect(reused.status).toBe(422);
    expect((await client.getOrder(order.id)).body.items).toHaveLength(2);
    // the key belongs to its order: another order may use it
    const second = await client.createOrder();
    expect((await client.addItems(second.id, [chamberAdult], 'add-1')).body.items).toHaveLength(1);
  });

  it('does not remember the key of a rejected add, so a corrected retry is possible', async () => {
    const { client, order } = await freshOrder();
    expect((await client.addItems(order.id, [jazzChoice(100)], 'k')).status).toBe(422);
    expect((await client.addItems(order.id, [jazzChoice(100)], 'k')).status).toBe(422);
    const headers = { [HEADERS.idempotencyKey]: 'k2' };
    const ok = await client.api<Order>('POST', `order/${order.id}/items`, {
      body: { items: [jazzChoice(2000)] },
      headers,
    });
    expect(ok.body.items).toHaveLength(1);
  });

  it("adds a seat only when seats.io holds it with the order's token, once", async () => {
    const { client, order } = await freshOrder('en');
    expect(order.seating?.holdToken).toEqual(expect.any(String));
    // not chosen on the chart: free in seats.io
    const free = await client.addItems(order.id, [symphonySeat('A-1')]);
    expect(free.status).toBe(409);
    expect((free.body as unknown as ApiErrorBody).errors).toEqual([
      {
        detail: 'Seat A-1 is not held for you. Please choose it on the seating plan.',
        field: 'items.0.seatLabel',
      },
    ]);
    await client.holdSeats(order, ['A-1']);
    expect((await client.addItems(order.id, [symphonySeat('A-1')])).status).toBe(201);
    // held with the token and in the order already: not twice
    expect((await client.addItems(order.id, [symphonySeat('A-1')])).status).toBe(409);

    const rival = await visitor(server.url(), 'en');
    const rivalOrder = await rival.createOrder();
    expect(rivalOrder.seating?.holdToken).not.toBe(order.seating?.holdToken);
    // seats.io refuses the rival's hold; the shop API refuses the item
    expect((await rival.seatsioCall('hold', rivalOrder, ['A-1'])).status).toBe(400);
    await rival.holdSeats(rivalOrder, ['A-2']);
    const taken = await rival.addItems(rivalOrder.id, [symphonySeat('A-2'), symphonySeat('A-1')]);
    expect(taken.status).toBe(409);
    expect((taken.body as unknown as ApiErrorBody).errors).toEqual([
      { detail: 'Seat A-1 is already taken.', field: 'items.1.seatLabel' },
    ]);
    await rival.holdSeats(rivalOrder, ['B-5']);
    const twice = await rival.addItems(rivalOrder.id, [symphonySeat('B-5'), symphonySeat('B-5')]);
    expect(twice.status).toBe(409);
    expect((await rival.getOrder(rivalOrder.id)).body.items).toHaveLength(0);

    // a removed item releases its seat in seats.io: the rival can hold it and have it
    const itemId = (await client.getOrder(order.id)).body.items[0].id;
    await client.api('DELETE', `order/${order.id}/items/${itemId}`);
    await rival.holdSeats(rivalOrder, ['A-1']);
    expect((await rival.addItems(rivalOrder.id, [symphonySeat('A-1')])).status).toBe(201);
  });

  it('keeps the seat held when its item is removed to come back as another ticket type', async () => {
    const { client, order } = await freshOrder('en');
    await client.holdSeats(order, ['C-3']);
    const added = await client.addItems(order.id, [symphonySeat('C-3')]);
    const itemId = added.body.items[0].id;
    await client.api('DELETE', `order/${order.id}/items/${itemId}?keepSeatHold=true`);
    const swapped = await client.addItems(order.id, [symphonySeat('C-3', 'var-sinfonie-k1-kind')]);
    expect(swapped.status).toBe(201);
    expect(swapped.body.items.map((item) => [item.seatLabel, item.variant])).toEqual([
      ['C-3', 'var-sinfonie-k1-kind'],
    ]);
  });

  it('releases a held seat that the chart released already without a fuss', async () => {
    const { client, order } = await freshOrder('en');
    await client.holdSeats(order, ['D-4']);
    const added = await client.addItems(order.id, [symphonySeat('D-4')]);
    expect((await client.seatsioCall('release', order, ['D-4'])).status).toBe(204);
    const removed = await client.api<Order>(
      'DELETE',
      `order/${order.id}/items/${added.body.items[0].id}`,
    );
    expect(removed.status).toBe(200);
    expect(removed.body.items).toEqual([]);
  });

  it('checks seats against the chart and the price category', async () => {
    const { client, order } = await freshOrder();
    const fields = async (item: unknown) =>
      (
        await client.api<ApiErrorBody>('POST', `order/${order.id}/items`, {
          body: { items: [item] },
        })
      ).body.errors;
    expect(await fields({ ...symphonySeat('A-1'), seatLabel: undefined })).toEqual([
      { detail: 'Bitte wählen Sie einen Platz.', field: 'items.0.seatLabel' },
    ]);
    expect((await fields(symphonySeat('Z-99')))[0].detail).toBe('Den Platz Z-99 gibt es nicht.');
    expect((await fields(symphonySeat('A-13')))[0].detail).toBe('Den Platz A-13 gibt es nicht.');
    expect((await fields(symphonySeat('E-1')))[0].detail).toBe(
      'Der Platz E-1 gehört nicht zu dieser Preiskategorie.',
    );
    await client.holdSeats(order, ['E-1']);
    expect(
      (await client.addItems(order.id, [symphonySeat('E-1', 'var-sinfonie-k2-student')])).status,
    ).toBe(201);
  });

  it('takes a CHOICE price between the minimum and the maximum', async () => {
    const { client, order } = await freshOrder('en');
    const errors = async (price?: unknown) =>
      (
        await client.api<ApiErrorBody>('POST', `order/${order.id}/items`, {
          body: { items: [{ ...jazzChoice(), price }] },
        })
      ).body.errors;
    expect(await errors()).toEqual([
      { detail: 'Please choose an amount.', field: 'items.0.price' },
    ]);
    expect(await errors(1499)).toEqual([
      { detail: 'The amount must be at least CHF 15.00.', field: 'items.0.price' },
    ]);
    expect(await errors(10_000_001)).toEqual([
      { detail: 'The amount may be at most CHF 100000.00.', field: 'items.0.price' },
    ]);
    expect((await errors(20.5))[0].field).toBe('items.0.price');
    expect((await errors('20'))[0].field).toBe('items.0.price');
    const ok = await client.addItems(order.id, [jazzChoice(1500), jazzChoice(4200)]);
    expect(ok.body.items.map((item) => item.price)).toEqual([1500, 4200]);
  });

  it('adds a bundle only with its minimum child items, and only its own children', async () => {
    const { client, order } = await freshOrder('en');
    const tooFew = await client.addItems(order.id, [familyPackage(1, 1)]);
    expect(tooFew.status).toBe(422);
    expect((tooFew.body as unknown as ApiErrorBody).errors).toEqual([
      {
        detail: 'This package needs at least 2 × Child in the family package.',
        field: 'items.0.childItems',
      },
    ]);
    const foreign = await client.addItems(order.id, [
      {
        ...familyPackage(),
        childItems: [...(familyPackage().childItems ?? []), { variantId: 'var-zirkus-kind' }],
      },
    ]);
    expect((foreign.body as unknown as ApiErrorBody).errors[0].field).toBe(
      'items.0.childItems.3.variantId',
    );
    expect(
      (await client.addItems(order.id, [{ ...familyPackage(), childItems: undefined }])).status,
    ).toBe(422);
    const ok = await client.addItems(order.id, [familyPackage()]);
    expect(ok.status).toBe(201);
    expect(ok.body.items[0].childItems.map((child) => [child.variantId, child.price])).toEqual([
      ['var-familienpaket-erwachsene', 2200],
      ['var-familienpaket-kind', 1200],
      ['var-familienpaket-kind', 1200],
    ]);
    expect(ok.body.totals.items).toBe(4600);
  });
});
