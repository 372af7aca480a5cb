/** @jest-environment ./src/test/nodeEnvironment.cjs */
import type { ApiErrorBody, BuildInfo, Shop } from '../../src/api/types';
import { demoServerPerTest } from '../testing/demoServer';
import { DEMO } from '../testing/fixtureIds';
import { ShopClient, visitor } from '../testing/shopClient';

describe('GET /shop/:slug', () => {
  const server = demoServerPerTest();

  it('answers the shop with its categories, and leaves hidden placements out', async () => {
    const client = new ShopClient(server.url());
    const { status, body } = await client.api<Shop>('GET', `shop/${DEMO.slug}`);
    expect(status).toBe(200);
    expect(body.slug).toBe('demo');
    expect(body.currency).toBe('CHF');
    expect(body.languages).toEqual(['de', 'en', 'fr', 'it']);
    expect(body.categories.find((c) => c.parent === null)?.id).toBe('root-demo');
    expect(body.categories.filter((c) => c.parent === 'root-demo').length).toBeGreaterThanOrEqual(
      3,
    );
    expect(body.placements.some((p) => p.hidden)).toBe(false);
    expect(body.placements.map((p) => p.id)).not.toContain(DEMO.hiddenPlacement);
    expect(body.articles.map((a) => a.id)).not.toContain('art-zauberfloete-generalprobe');
    expect(body.variants.map((v) => v.id)).not.toContain('var-generalprobe');
    expect(body.seatingCharts).toEqual([
      expect.objectContaining({ placementId: DEMO.seated, slug: 'grosser-saal' }),
    ]);
  });

  it('reveals hidden placements with the shop access token (X-Auth-Token), also a presale token', async () => {
    for (const token of [DEMO.accessToken, DEMO.presaleToken]) {
      const client = new ShopClient(server.url());
      client.accessToken = token;
      const { body } = await client.api<Shop>('GET', `shop/${DEMO.slug}`);
      expect(body.placements.find((p) => p.id === DEMO.hiddenPlacement)).toMatchObject({
        hidden: true,
      });
      expect(body.variants.map((v) => v.id)).toContain('var-generalprobe');
    }
    const wrong = new ShopClient(server.url());
    wrong.accessToken = 'guessed';
    const { body } = await wrong.api<Shop>('GET', `shop/${DEMO.slug}`);
    expect(body.placements.map((p) => p.id)).not.toContain(DEMO.hiddenPlacement);
  });

  it('orders a hidden placement only with the access token', async () => {
    const client = await visitor(server.url());
    const order = await client.createOrder();
    const item = { variant: 'var-generalprobe', placementId: DEMO.hiddenPlacement };
    expect((await client.addItems(order.id, [item])).status).toBe(422);
    client.accessToken = DEMO.accessToken;
    expect((await client.addItems(order.id, [item])).status).toBe(201);
  });

  it('answers 404 for an unknown shop, in the visitor language', async () => {
    const client = new ShopClient(server.url(), 'fr');
    const { status, body } = await client.api<ApiErrorBody>('GET', 'shop/elsewhere');
    expect(status).toBe(404);
    expect(body.errors[0].detail).toBe("Cette boutique n'existe pas.");
  });
});

describe('the rest of the surface', () => {
  const server = demoServerPerTest({ buildId: 'build-42' });

  it('answers unknown API paths with a JSON 404', async () => {
    const client = new ShopClient(server.url());
    for (const path of ['/api/shop/v2/nothing', '/api/other']) {
      const { status, body } = await client.call<ApiErrorBody>('GET', path);
      expect(status).toBe(404);
      expect(body.errors[0].detail).toBe('Nicht gefunden.');
    }
  });

  it('publishes the build id, never cached', async () => {
    const response = await fetch(`${server.url()}/builds/latest.json?t=${Date.now()}`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await response.json()) as BuildInfo).toEqual({ id: 'build-42' });
  });

  it('serves the shop favicon', async () => {
    const response = await fetch(`${server.url()}/stand-ins/media/favicon.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await response.text()).toMatch(/^<svg/);
  });

  it('answers malformed JSON and wrong body types with 422 { errors }', async () => {
    const client = await visitor(server.url(), 'en');
    const malformed = await client.api<ApiErrorBody>('POST', 'order', {
      rawBody: '{"shop": "demo"',
    });
    expect(malformed.status).toBe(422);
    expect(malformed.body).toEqual({ errors: [{ detail: 'The request body is not valid JSON.' }] });
    const array = await client.api<ApiErrorBody>('POST', 'order', { rawBody: '["demo"]' });
    expect(array.status).toBe(422);
    const wrongType = await client.api<ApiErrorBody>('POST', 'order', { body: { shop: 7 } });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.errors[0]).toEqual({ detail: 'This value is invalid.', field: 'shop' });
    const missing = await client.api<ApiErrorBody>('POST', 'order', { body: {} });
    expect(missing.body.errors[0]).toEqual({ detail: 'This field is required.', field: 'shop' });
    const unknownShop = await client.api<ApiErrorBody>('POST', 'order', {
      body: { shop: 'other' },
    });
    expect(unknownShop.status).toBe(422);
  });
});
