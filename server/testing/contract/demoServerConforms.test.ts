/** @jest-environment ./src/test/nodeEnvironment.cjs */
/**
 * The demo server (server/) answers by the contract: every call of the contract is driven
 * against a real demo server, success answers and error answers, and each answer is checked
 * with validateResponse. The request bodies sent on purpose as valid are checked against the
 * contract too, so the test's own calls cannot drift from it.
 */
import { HEADERS, API_PREFIX, CSRF_COOKIE, CSRF_PATH } from '../../../src/api/headers';
import type {
  EventSeats,
  ApiErrorBody,
  CheckoutAnswer,
  Form,
  FormData,
  NewOrderItem,
  Order,
  OrderStatusAnswer,
  Shop,
} from '../../../src/api/types';
import { loadDemoFixture } from '../../demoFixture/fixture';
import { startDemoServer, type DemoServer, type DemoServerOptions } from '../../listen';
import { manualClock } from '../demoServer';
import {
  chamberAdult,
  DEMO,
  familyPackage,
  fluteAdult,
  jazzChoice,
  symphonySeat,
} from '../fixtureIds';
import { ShopClient, SYMPHONY_EVENT, type Answer, type CallOptions } from '../shopClient';
import {
  findOperation,
  listOperations,
  validateRequestBody,
  validateResponse,
  validateSchema,
} from './contractValidator';

/** operationId -> the statuses it answered in this file */
const seen = new Map<string, Set<number>>();
const operationIdOf = (method: string, path: string): string =>
  findOperation(method, path)?.operationId ?? `${method} ${path}`;

interface Send extends CallOptions {
  /** the body is wrong on purpose: do not check it against the contract */
  malformed?: boolean;
}

/**
 * One call: the answer must have the expected status and conform to the contract.
 * Answers the parsed body.
 */
async function send<T = unknown>(
  client: ShopClient,
  method: string,
  path: string,
  expectedStatus: number,
  options: Send = {},
): Promise<T> {
  const { malformed, ...callOptions } = options;
  if (!malformed && options.body !== undefined) {
    expect(validateRequestBody(method, path, options.body)).toEqual([]);
  }
  const answer: Answer<T> = await client.call<T>(method, path, callOptions);
  expect({ call: `${method} ${path}`, status: answer.status, body: answer.body }).toMatchObject({
    call: `${method} ${path}`,
    status: expectedStatus,
  });
  if (answer.body !== undefined) {
    expect(answer.response.headers.get('content-type')).toMatch(/^application\/json/);
  }
  expect(validateResponse(method, path, answer.status, answer.body)).toEqual([]);
  const id = operationIdOf(method, path);
  seen.set(id, (seen.get(id) ?? new Set()).add(answer.status));
  return answer.body;
}

const api = (path: string): string => `${API_PREFIX}/${path}`;

/** Valid values for every field of a form, by its field types. */
function valuesFor(form: Form): FormData {
  const data: FormData = {};
  for (const field of form.fields) {
    switch (field.type) {
      case 'email':
        data[field.key] = 'anna@example.ch';
        break;
      case 'date':
        data[field.key] = '1990-04-01';
        break;
      case 'confirm':
        data[field.key] = true;
        break;
      case 'radio':
        data[field.key] = field.choices?.[0]?.value ?? '';
        break;
      case 'number':
        data[field.key] = field.min ?? 1;
        break;
      case 'phone':
        data[field.key] = '+41 79 123 45 67';
        break;
      case 'country':
        data[field.key] = 'CH';
        break;
      default:
        data[field.key] = 'Anna';
    }
  }
  return data;
}

let server: DemoServer;
const started: DemoServer[] = [];
async function start(options: DemoServerOptions = {}): Promise<DemoServer> {
  const running = await startDemoServer({ port: 0, ...options });
  started.push(running);
  return running;
}

/** A visitor with the CSRF cookie, like the storefront after its first call. */
async function visitor(url = server.url): Promise<ShopClient> {
  const client = new ShopClient(url);
  await send(client, 'GET', CSRF_PATH, 204);
  return client;
}

async function newOrder(client: ShopClient): Promise<Order> {
  return send<Order>(client, 'POST', api('order'), 201, { body: { shop: DEMO.slug } });
}

async function orderWith(client: ShopClient, items: NewOrderItem[]): Promise<Order> {
  const order = await newOrder(client);
  // seats are chosen on the chart first: held with the order's hold token
  const seats = items.flatMap((item) => (item.seatLabel ? [item.seatLabel] : []));
  if (seats.length > 0) await client.holdSeats(order, seats);
  return send<Order>(client, 'POST', api(`order/${order.id}/items`), 201, {
    body: { items },
    headers: { [HEADERS.idempotencyKey]: `key-${order.id}` },
  });
}

beforeAll(async () => {
  server = await start();
});

afterAll(async () => {
  await Promise.all(started.map((running) => running.close()));
});

describe('the demo fixture', () => {
  it('its shop conforms to the Shop schema', () => {
    const fixture = loadDemoFixture();
    expect(validateSchema('Shop', fixture.shop)).toEqual([]);
    for (const form of fixture.forms) expect(validateSchema('Form', form)).toEqual([]);
    for (const method of fixture.paymentMethods)
      expect(validateSchema('PaymentMethod', method)).toEqual([]);
  });
});

describe('GET /sanctum/csrf-cookie', () => {
  it('answers 204 without body and sets XSRF-TOKEN (readable) and billett_session (HttpOnly)', async () => {
    const client = new ShopClient(server.url);
    const answer = await client.call('GET', CSRF_PATH);
    expect(answer.status).toBe(204);
    expect(validateResponse('GET', CSRF_PATH, answer.status, answer.body)).toEqual([]);
    const lines = answer.response.headers.getSetCookie();
    const xsrf = lines.find((line) => line.startsWith(`${CSRF_COOKIE}=`));
    const session = lines.find((line) => line.startsWith('billett_session='));
    expect(xsrf).toBeDefined();
    expect(xsrf).not.toMatch(/HttpOnly/i);
    expect(xsrf).toMatch(/Path=\//);
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/Path=\//);
    expect(client.csrfToken()).toEqual(expect.any(String));
  });
});

describe('GET /api/shop/v2/seating/{eventKey}/seats', () => {
  it("answers the event's seats with their status; 404 for an unknown event", async () => {
    const client = await visitor();
    const order = await orderWith(client, [symphonySeat('C-2')]);
    const seats = await send<EventSeats>(
      client,
      'GET',
      api(`seating/${SYMPHONY_EVENT}/seats`),
      200,
    );
    expect(seats.seats).toHaveLength(4 * 12 + 4 * 14);
    expect(seats.seats.find((seat) => seat.label === 'C-2')).toMatchObject({
      row: 'C',
      number: '2',
      category: { key: 'kat-1' },
      status: 'held',
    });
    expect(order.items).toHaveLength(1);
    await send(client, 'GET', api('seating/no-such-event/seats'), 404);
  });
});

describe('GET /api/shop/v2/shop/{shopSlug}', () => {
  it('answers the shop; hidden placements only with the access token', async () => {
    const client = await visitor();
    const shop = await send<Shop>(client, 'GET', api(`shop/${DEMO.slug}`), 200);
    expect(shop.placements.map((p) => p.id)).not.toContain(DEMO.hiddenPlacement);
    const insider = await send<Shop>(client, 'GET', api(`shop/${DEMO.slug}`), 200, {
      headers: { [HEADERS.accessToken]: DEMO.accessToken },
    });
    expect(insider.placements.map((p) => p.id)).toContain(DEMO.hiddenPlacement);
    expect(insider).toEqual(loadDemoFixture().shop);
  });

  it('answers in every locale, with all the optional headers', async () => {
    const client = await visitor();
    for (const locale of ['de', 'en', 'fr', 'it']) {
      await send(client, 'GET', api(`shop/${DEMO.slug}`), 200, {
        headers: {
          [HEADERS.locale]: locale,
          [HEADERS.pageUrl]: `http://localhost/${locale}`,
          [HEADERS.tracking]: '1',
          [HEADERS.trackingEventId]: 'te-1',
        },
      });
    }
  });

  it('answers 404 for an unknown shop', async () => {
    await send<ApiErrorBody>(await visitor(), 'GET', api('shop/no-such-shop'), 404);
  });
});

describe('POST /api/shop/v2/order and /presale/order', () => {
  it('creates an order (201) by slug or by id', async () => {
    const client = await visitor();
    const order = await newOrder(client);
    expect(order).toMatchObject({ status: 'open', items: [] });
    await send<Order>(client, 'POST', api('order'), 201, {
      body: { shop: loadDemoFixture().shop.id },
    });
  });

  it('answers 419 without the CSRF token, with a wrong one, and without a session', async () => {
    const client = await visitor();
    await send(client, 'POST', api('order'), 419, { body: { shop: DEMO.slug }, csrf: false });
    await send(client, 'POST', api('order'), 419, {
      body: { shop: DEMO.slug },
      headers: { [HEADERS.csrf]: 'not-the-token' },
    });
    const stranger = new ShopClient(server.url);
    await send(stranger, 'POST', api('order'), 419, {
      body: { shop: DEMO.slug },
      headers: { [HEADERS.csrf]: client.csrfToken() ?? '' },
    });
  });

  it('answers 422 for a malformed payload, malformed JSON and an unknown shop', async () => {
    const client = await visitor();
    await send(client, 'POST', api('order'), 422, { body: {}, malformed: true });
    await send(client, 'POST', api('order'), 422, { body: { shop: 42 }, malformed: true });
    await send(client, 'POST', api('order'), 422, { body: ['demo'], malformed: true });
    await send(client, 'POST', api('order'), 422, { rawBody: '{"shop": ', malformed: true });
    await send(client, 'POST', api('order'), 422, { body: { shop: 'no-such-shop' } });
  });

  it('creates a presale order (201); 422 for an unknown token; 419 without the token', async () => {
    const client = await visitor();
    await send<Order>(client, 'POST', api('presale/order'), 201, {
      body: { presaleToken: DEMO.presaleToken },
    });
    await send(client, 'POST', api('presale/order'), 422, { body: { presaleToken: 'NOPE' } });
    await send(client, 'POST', api('presale/order'), 422, { body: {}, malformed: true });
    await send(client, 'POST', api('presale/order'), 419, {
      body: { presaleToken: DEMO.presaleToken },
      csrf: false,
    });
  });
});

describe('GET /api/shop/v2/order/{id}', () => {
  it('answers the order, and 404 for an unknown one', async () => {
    const client = await visitor();
    const order = await newOrder(client);
    expect(await send<Order>(client, 'GET', api(`order/${order.id}`), 200)).toEqual(order);
    await send(client, 'GET', api('order/ord-unknown'), 404);
  });
});

describe('POST /api/shop/v2/order/{id}/items', () => {
  it('adds items (201): plain, delivery, seat, bundle, chosen price', async () => {
    const client = await visitor();
    const order = await orderWith(client, [
      chamberAdult,
      fluteAdult('POST'),
      symphonySeat('A-1'),
      familyPackage(),
      jazzChoice(2000),
    ]);
    expect(order.items).toHaveLength(5);
    expect(order.items.find((item) => item.seatLabel === 'A-1')).toBeDefined();
  });

  it('is idempotent per Idempotency-Key; the same key with another body is 422', async () => {
    const client = await visitor();
    const order = await newOrder(client);
    const path = api(`order/${order.id}/items`);
    const headers = { [HEADERS.idempotencyKey]: 'add-1' };
    const first = await send<Order>(client, 'POST', path, 201, {
      body: { items: [chamberAdult] },
      headers,
    });
    const again = await send<Order>(client, 'POST', path, 201, {
      body: { items: [chamberAdult] },
      headers,
    });
    expect(again.items).toEqual(first.items);
    await send(client, 'POST', path, 422, { body: { items: [fluteAdult()] }, headers });
  });

  it('answers 409 when the seat is taken', async () => {
    await orderWith(await visitor(), [symphonySeat('B-2')]);
    const other = await visitor();
    const order = await newOrder(other);
    expect((await other.seatsioCall('hold', order, ['B-2'])).status).toBe(400);
    const body = await send<ApiErrorBody>(other, 'POST', api(`order/${order.id}/items`), 409, {
      body: { items: [symphonySeat('B-2')] },
      headers: { [HEADERS.idempotencyKey]: 'seat' },
    });
    expect(body.errors[0]?.field).toBe('items.0.seatLabel');
  });

  it('answers 422 for malformed items and unknown variants, 404 for an unknown order, 419 without token', async () => {
    const client = await visitor();
    const order = await newOrder(client);
    const path = api(`order/${order.id}/items`);
    const headers = { [HEADERS.idempotencyKey]: 'k' };
    await send(client, 'POST', path, 422, {
      body: { items: 'two tickets' },
      headers,
      malformed: true,
    });
    await send(client, 'POST', path, 422, {
      body: { items: [] },
      headers: { [HEADERS.idempotencyKey]: 'k2' },
      malformed: true,
    });
    await send(client, 'POST', path, 422, {
      body: {},
      headers: { [HEADERS.idempotencyKey]: 'k3' },
      malformed: true,
    });
    await send(client, 'POST', path, 422, {
      body: { items: [{ variant: 'var-nope', placementId: 'pl-kammermusik' }] },
      headers: { [HEADERS.idempotencyKey]: 'k4' },
    });
    await send(client, 'POST', path, 422, {
      body: { items: [jazzChoice(1)] },
      headers: { [HEADERS.idempotencyKey]: 'k5' },
    });
    await send(client, 'POST', api('order/ord-unknown/items'), 404, {
      body: { items: [chamberAdult] },
      headers,
    });
    await send(client, 'POST', path, 419, {
      body: { items: [chamberAdult] },
      headers,
      csrf: false,
    });
  });
});

describe('DELETE /api/shop/v2/order/{id}/items/{itemId}', () => {
  it('removes an item (200); 404 for an unknown item or order; 419 without token', async () => {
    const client = await visitor();
    const order = await orderWith(client, [chamberAdult, fluteAdult()]);
    const itemId = order.items[0]?.id ?? '';
    const after = await send<Order>(
      client,
      'DELETE',
      api(`order/${order.id}/items/${itemId}`),
      200,
    );
    expect(after.items).toHaveLength(1);
    await send(client, 'DELETE', api(`order/${order.id}/items/${itemId}`), 404);
    await send(client, 'DELETE', api(`order/ord-unknown/items/${itemId}`), 404);
    await send(client, 'DELETE', api(`order/${order.id}/items/${after.items[0]?.id ?? ''}`), 419, {
      csrf: false,
    });
  });
});

describe('POST and DELETE /api/shop/v2/order/{id}/voucher', () => {
  it('redeems (200) and removes (200) a voucher; 422 for invalid codes; 404; 419', async () => {
    const client = await visitor();
    const order = await orderWith(client, [fluteAdult()]);
    const path = api(`order/${order.id}/voucher`);
    const redeemed = await send<Order>(client, 'POST', path, 200, { body: { code: 'SOMMER10' } });
    const voucherId = redeemed.vouchers[0]?.id ?? '';
    expect(redeemed.totals.discount).toBeGreaterThan(0);
    await send(client, 'POST', path, 422, { body: { code: 'SOMMER10' } });
    await send(client, 'POST', path, 422, { body: { code: 'USED-2025' } });
    await send(client, 'POST', path, 422, { body: { code: 'NO-SUCH-CODE' } });
    await send(client, 'POST', path, 422, { body: { code: 7 }, malformed: true });
    await send(client, 'POST', api('order/ord-unknown/voucher'), 404, {
      body: { code: 'SOMMER10' },
    });
    await send(client, 'POST', path, 419, { body: { code: 'GIFT-50' }, csrf: false });

    await send(client, 'DELETE', `${path}/${voucherId}`, 419, { csrf: false });
    const removed = await send<Order>(client, 'DELETE', `${path}/${voucherId}`, 200);
    expect(removed.vouchers).toEqual([]);
    await send(client, 'DELETE', `${path}/${voucherId}`, 404);
    await send(client, 'DELETE', api(`order/ord-unknown/voucher/${voucherId}`), 404);
  });

  it('is idempotent per Idempotency-Key: a resent redemption redeems once; another body is 422', async () => {
    const client = await visitor();
    const order = await orderWith(client, [fluteAdult()]);
    const path = api(`order/${order.id}/voucher`);
    const headers = { [HEADERS.idempotencyKey]: 'redeem-1' };
    const first = await send<Order>(client, 'POST', path, 200, {
      body: { code: 'SOMMER10' },
      headers,
    });
    const resent = await send<Order>(client, 'POST', path, 200, {
      body: { code: 'SOMMER10' },
      headers,
    });
    expect(resent.vouchers).toEqual(first.vouchers);
    expect(resent.vouchers).toHaveLength(1);
    await send(client, 'POST', path, 422, { body: { code: 'GIFT-50' }, headers });
    // without the key, the same code again is refused: it is in the order already
    await send(client, 'POST', path, 422, { body: { code: 'SOMMER10' } });
  });
});

describe('POST /api/shop/v2/order/{id}/reservation', () => {
  it('extends the reservation (200) a bounded number of times, idempotent per key; 409 at the limit', async () => {
    const clock = manualClock();
    const limited = await start({
      reservationSeconds: 600,
      reservationExtensions: 2,
      now: clock.now,
    });
    const client = await visitor(limited.url);
    const order = await newOrder(client);
    expect(order.reservationExtensionsLeft).toBe(2);
    const path = api(`order/${order.id}/reservation`);
    clock.advance(500_000);
    const first = await send<Order>(client, 'POST', path, 200, {
      headers: { [HEADERS.idempotencyKey]: 'keep-1' },
    });
    expect(first).toMatchObject({ reservationExpiresInSeconds: 600, reservationExtensionsLeft: 1 });
    // a resend of the same request (its answer was lost) uses up no second extension
    const resent = await send<Order>(client, 'POST', path, 200, {
      headers: { [HEADERS.idempotencyKey]: 'keep-1' },
    });
    expect(resent.reservationExtensionsLeft).toBe(1);
    await send<Order>(client, 'POST', path, 200, {
      headers: { [HEADERS.idempotencyKey]: 'keep-2' },
    });
    const refused = await send<ApiErrorBody>(client, 'POST', path, 409, {
      headers: { [HEADERS.idempotencyKey]: 'keep-3' },
    });
    expect(refused.errors[0].detail).toBe('Ihre Reservierung kann nicht mehr verlängert werden.');
    const now = await send<Order>(client, 'GET', api(`order/${order.id}`), 200);
    expect(now.reservationExtensionsLeft).toBe(0);
  });

  it('takes up a reservation that ran out; 409 naming the seat another order took meanwhile', async () => {
    const clock = manualClock();
    const shop = await start({ reservationSeconds: 60, now: clock.now });
    const first = await visitor(shop.url);
    const held = await orderWith(first, [symphonySeat('C-3'), symphonySeat('C-4')]);
    clock.advance(61_000);
    await send(first, 'GET', api(`order/${held.id}`), 404);
    // nobody took the seats: the order is open again, with them
    const back = await send<Order>(first, 'POST', api(`order/${held.id}/reservation`), 200, {
      headers: { [HEADERS.idempotencyKey]: 'back' },
    });
    expect(back).toMatchObject({ status: 'open', reservationExpiresInSeconds: 60 });
    expect(back.items.map((item) => item.seatLabel)).toEqual(['C-3', 'C-4']);

    clock.advance(61_000);
    const second = await visitor(shop.url);
    await orderWith(second, [symphonySeat('C-4')]);
    const gone = await send<ApiErrorBody>(first, 'POST', api(`order/${held.id}/reservation`), 409, {
      headers: { [HEADERS.idempotencyKey]: 'again' },
    });
    expect(gone.errors[0].detail).toBe(
      'Ihre Reservierung kann nicht verlängert werden: C-4 ist inzwischen vergeben.',
    );
    await send(first, 'GET', api(`order/${held.id}`), 404);
  });

  it('answers 404 for an unknown order, 409 for a checked-out one, 419 without the CSRF token', async () => {
    const client = await visitor();
    const headers = { [HEADERS.idempotencyKey]: 'k' };
    await send(client, 'POST', api('order/ord-unknown/reservation'), 404, { headers });
    const order = await orderWith(client, [fluteAdult()]);
    await send(client, 'POST', api(`order/${order.id}/reservation`), 419, { headers, csrf: false });
    const buyer = order.forms.find((form) => form.id === order.checkout.buyerFormId)!;
    await send<CheckoutAnswer>(client, 'POST', api(`order/${order.id}/checkout`), 200, {
      body: { form: valuesFor(buyer), paymentMethod: DEMO.redirect },
    });
    const locked = await send<ApiErrorBody>(
      client,
      'POST',
      api(`order/${order.id}/reservation`),
      409,
      {
        headers,
      },
    );
    expect(locked.errors[0].detail).toBe('Diese Bestellung kann nicht mehr geändert werden.');
  });
});

describe('POST /api/shop/v2/order/{id}/insurance', () => {
  it('switches insurance (200); 422 for a malformed payload; 404; 419', async () => {
    const client = await visitor();
    const order = await orderWith(client, [fluteAdult()]);
    const path = api(`order/${order.id}/insurance`);
    const insured = await send<Order>(client, 'POST', path, 200, { body: { enabled: true } });
    expect(insured.insurance.enabled).toBe(true);
    await send<Order>(client, 'POST', path, 200, { body: { enabled: false } });
    await send(client, 'POST', path, 422, { body: { enabled: 'yes' }, malformed: true });
    await send(client, 'POST', api('order/ord-unknown/insurance'), 404, {
      body: { enabled: true },
    });
    await send(client, 'POST', path, 419, { body: { enabled: true }, csrf: false });
  });
});

describe('POST /api/shop/v2/order/{id}/personalize', () => {
  it('saves personalisation (200); 422 for invalid data or unknown items; 404; 419', async () => {
    const client = await visitor();
    const order = await orderWith(client, [chamberAdult]);
    const item = order.items[0];
    const form = order.forms.find((candidate) => candidate.id === item?.personalisation?.formId);
    expect(form).toBeDefined();
    const path = api(`order/${order.id}/personalize`);
    const data = valuesFor(form as Form);
    const saved = await send<Order>(client, 'POST', path, 200, {
      body: { items: { [item?.id ?? '']: data } },
    });
    expect(saved.items[0]?.personalisation?.data).toMatchObject({ firstName: 'Anna' });
    await send(client, 'POST', path, 422, {
      body: { items: { [item?.id ?? '']: { ...data, firstName: '' } } },
    });
    await send(client, 'POST', path, 422, { body: { items: { 'item-unknown': data } } });
    await send(client, 'POST', path, 422, { body: { items: 'all' }, malformed: true });
    await send(client, 'POST', api('order/ord-unknown/personalize'), 404, { body: { items: {} } });
    await send(client, 'POST', path, 419, { body: { items: {} }, csrf: false });
  });
});

describe('POST /api/shop/v2/order/{id}/checkout and GET .../status', () => {
  it('checks out (200, redirect and lightbox), reports the status, and locks the order (409)', async () => {
    const client = await visitor();
    const fixture = loadDemoFixture();
    const buyerForm = fixture.forms.find((form) => form.id === fixture.buyerFormId) as Form;
    const form = valuesFor(buyerForm);

    const empty = await newOrder(client);
    await send(client, 'POST', api(`order/${empty.id}/checkout`), 422, {
      body: { form, paymentMethod: DEMO.redirect },
    });

    const order = await orderWith(client, [fluteAdult()]);
    const checkout = api(`order/${order.id}/checkout`);
    await send(client, 'POST', checkout, 422, {
      body: { form: { ...form, email: 'not-an-address' }, paymentMethod: DEMO.redirect },
    });
    await send(client, 'POST', checkout, 422, { body: { form, paymentMethod: 'pm-unknown' } });
    await send(client, 'POST', checkout, 422, {
      body: { paymentMethod: DEMO.redirect },
      malformed: true,
    });
    await send(client, 'POST', checkout, 419, {
      body: { form, paymentMethod: DEMO.redirect },
      csrf: false,
    });
    await send(client, 'POST', api('order/ord-unknown/checkout'), 404, {
      body: { form, paymentMethod: DEMO.redirect },
    });

    const answer = await send<CheckoutAnswer>(client, 'POST', checkout, 200, {
      body: { form, paymentMethod: DEMO.redirect },
    });
    expect(answer.action).toBe('redirect');
    const pending = await send<OrderStatusAnswer>(
      client,
      'GET',
      api(`order/${order.id}/status`),
      200,
    );
    expect(pending).toMatchObject({
      orderId: order.id,
      status: 'pending',
      paymentMethodId: DEMO.redirect,
    });

    // a checked-out order can no longer change
    const itemId = order.items[0]?.id ?? '';
    await send(client, 'POST', api(`order/${order.id}/items`), 409, {
      body: { items: [chamberAdult] },
      headers: { [HEADERS.idempotencyKey]: 'late' },
    });
    await send(client, 'DELETE', api(`order/${order.id}/items/${itemId}`), 409);
    await send(client, 'POST', api(`order/${order.id}/voucher`), 409, {
      body: { code: 'GIFT-50' },
    });
    await send(client, 'DELETE', api(`order/${order.id}/voucher/voucher-1`), 409);
    await send(client, 'POST', api(`order/${order.id}/insurance`), 409, {
      body: { enabled: true },
    });
    await send(client, 'POST', api(`order/${order.id}/personalize`), 409, { body: { items: {} } });

    // the payment provider stand-in completes the payment
    const paid = await client.jar.fetch(
      `${server.url}/stand-ins/payment/complete?order=${order.id}&result=paid`,
      {
        redirect: 'manual',
      },
    );
    expect(paid.status).toBe(303);
    expect(
      await send<OrderStatusAnswer>(client, 'GET', api(`order/${order.id}/status`), 200),
    ).toMatchObject({ status: 'paid' });
    await send(client, 'POST', checkout, 409, { body: { form, paymentMethod: DEMO.redirect } });

    const other = await orderWith(client, [fluteAdult()]);
    const lightbox = await send<CheckoutAnswer>(
      client,
      'POST',
      api(`order/${other.id}/checkout`),
      200,
      {
        body: { form, paymentMethod: DEMO.lightbox },
      },
    );
    expect(lightbox.action).toBe('walle-lightbox');
  });

  it('answers 404 for the status of an unknown order', async () => {
    await send(await visitor(), 'GET', api('order/ord-unknown/status'), 404);
  });
});

describe('an expired reservation', () => {
  it('GET order is 404, its status says expired, checkout is 422', async () => {
    const clock = manualClock();
    const running = await start({ reservationSeconds: 60, now: clock.now });
    const client = await visitor(running.url);
    const order = await orderWith(client, [fluteAdult()]);
    expect(order.reservationExpiresInSeconds).toBe(60);
    clock.advance(61_000);
    await send(client, 'GET', api(`order/${order.id}`), 404);
    expect(
      await send<OrderStatusAnswer>(client, 'GET', api(`order/${order.id}/status`), 200),
    ).toMatchObject({
      status: 'expired',
    });
    const fixture = loadDemoFixture();
    const form = valuesFor(fixture.forms.find((f) => f.id === fixture.buyerFormId) as Form);
    await send(client, 'POST', api(`order/${order.id}/checkout`), 422, {
      body: { form, paymentMethod: DEMO.redirect },
    });
  });
});

describe('GET /builds/latest.json', () => {
  it('answers the build id', async () => {
    const client = new ShopClient(server.url);
    const build = await send<{ id: string }>(
      client,
      'GET',
      `/builds/latest.json?t=${Date.now()}`,
      200,
    );
    expect(build.id).toBe('dev');
  });
});

describe('server errors', () => {
  it('a failing server answers 500 with an error body on every API call', async () => {
    // failureRate 1 and random 0.1: every API request fails, with a 500 (not a dropped connection)
    const failing = await start({ failureRate: 1, random: () => 0.1 });
    const client = await visitor(failing.url);
    await send(client, 'GET', api(`shop/${DEMO.slug}`), 500);
    await send(client, 'POST', api('order'), 500, { body: { shop: DEMO.slug } });
    await send(client, 'GET', api('order/ord-1'), 500);
    await send(client, 'POST', api('order/ord-1/items'), 500, {
      body: { items: [chamberAdult] },
      headers: { [HEADERS.idempotencyKey]: 'k' },
    });
    await send(client, 'POST', api('order/ord-1/checkout'), 500, {
      body: { form: {}, paymentMethod: DEMO.redirect },
    });
  });
});

describe('coverage of the contract', () => {
  it('every operation was answered with a success, and every error status was seen', () => {
    const unanswered = listOperations()
      .filter((op) => ![...(seen.get(op.operationId ?? '') ?? [])].some((status) => status < 300))
      .map((op) => `${op.method} ${op.pathTemplate}`);
    expect(unanswered).toEqual([]);
    const statuses = new Set([...seen.values()].flatMap((set) => [...set]));
    for (const status of [404, 409, 419, 422, 500]) expect([...statuses]).toContain(status);
  });
});
