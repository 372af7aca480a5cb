/** @jest-environment ./src/test/nodeEnvironment.cjs */
import { CSRF_COOKIE, HEADERS } from '../../src/api/headers';
import type { ApiErrorBody, Order } from '../../src/api/types';
import { SESSION_COOKIE } from './csrf';
import { demoServerPerTest } from '../testing/demoServer';
import { chamberAdult } from '../testing/fixtureIds';
import { ShopClient, visitor } from '../testing/shopClient';

describe('CSRF (Sanctum style)', () => {
  const server = demoServerPerTest();

  it('sets a readable, URL-encoded XSRF-TOKEN cookie and an HttpOnly session cookie', async () => {
    const client = new ShopClient(server.url());
    const response = await client.jar.fetch(`${server.url()}/sanctum/csrf-cookie`);
    expect(response.status).toBe(204);
    const lines = response.headers.getSetCookie();
    const xsrf = lines.find((line) => line.startsWith(`${CSRF_COOKIE}=`)) ?? '';
    const session = lines.find((line) => line.startsWith(`${SESSION_COOKIE}=`)) ?? '';
    expect(xsrf).toMatch(/; Path=\/(;|$)/);
    expect(xsrf).toMatch(/SameSite=Lax/);
    expect(xsrf).not.toMatch(/HttpOnly/i);
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).toMatch(/; Path=\//);
    const raw = client.jar.get(CSRF_COOKIE) ?? '';
    expect(raw).toBe(encodeURIComponent(decodeURIComponent(raw)));
    expect(decodeURIComponent(raw).length).toBeGreaterThanOrEqual(32);
  });

  it('keeps the token of a known session and gives a new session a new one', async () => {
    const client = await visitor(server.url());
    const first = client.csrfToken();
    await client.csrf();
    expect(client.csrfToken()).toBe(first);
    const other = await visitor(server.url());
    expect(other.csrfToken()).not.toBe(first);
  });

  it('accepts a state-changing call with the URL-decoded token', async () => {
    const client = await visitor(server.url());
    const answer = await client.api<Order>('POST', 'order', { body: { shop: 'demo' } });
    expect(answer.status).toBe(201);
  });

  it('answers 419 without the header, and changes nothing', async () => {
    const client = await visitor(server.url());
    const order = await client.createOrder();
    const answer = await client.api<ApiErrorBody>('POST', `order/${order.id}/items`, {
      body: { items: [chamberAdult] },
      csrf: false,
    });
    expect(answer.status).toBe(419);
    expect(answer.body).toEqual({ errors: [{ detail: 'CSRF token mismatch.' }] });
    expect((await client.getOrder(order.id)).body.items).toHaveLength(0);
  });

  it('answers 419 to a wrong token, to the raw (still encoded) cookie value and without a session', async () => {
    const client = await visitor(server.url());
    const order = await client.createOrder();
    const wrong = await client.api('POST', `order/${order.id}/items`, {
      body: { items: [chamberAdult] },
      headers: { [HEADERS.csrf]: 'not-the-token' },
    });
    expect(wrong.status).toBe(419);
    const encoded = client.jar.get(CSRF_COOKIE) ?? '';
    expect(encoded).not.toBe(decodeURIComponent(encoded));
    const raw = await client.api('POST', `order/${order.id}/insurance`, {
      body: { enabled: true },
      headers: { [HEADERS.csrf]: encoded },
    });
    expect(raw.status).toBe(419);
    const stranger = new ShopClient(server.url());
    const noSession = await stranger.api('POST', `order/${order.id}/items`, {
      body: { items: [chamberAdult] },
      headers: { [HEADERS.csrf]: client.csrfToken() ?? '' },
    });
    expect(noSession.status).toBe(419);
    const after = (await client.getOrder(order.id)).body;
    expect(after.items).toHaveLength(0);
    expect(after.insurance.enabled).toBe(false);
  });

  it('needs no token for reading', async () => {
    const stranger = new ShopClient(server.url());
    expect((await stranger.api('GET', 'shop/demo')).status).toBe(200);
  });
});
