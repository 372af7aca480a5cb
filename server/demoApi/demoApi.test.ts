/** @jest-environment ./src/test/nodeEnvironment.cjs */
import express from 'express';
import { HEADERS } from '../../src/api/headers';
import { createDemoApi, type RequestInfo } from './demoApi';
import { loadDemoFixture } from '../demoFixture/fixture';
import { startDemoServer } from '../listen';
import { demoServerPerTest } from '../testing/demoServer';
import { visitor } from '../testing/shopClient';

describe('createDemoApi', () => {
  const seen: RequestInfo[] = [];
  const server = demoServerPerTest({ onRequest: (info) => seen.push(info) });

  it('lets tests see every call with its headers', async () => {
    const client = await visitor(server.url(), 'it');
    client.accessToken = 'demo-access-2026';
    const order = await client.createOrder();
    const call = seen.find((info) => info.method === 'POST' && info.path === '/api/shop/v2/order');
    expect(call?.headers[HEADERS.locale.toLowerCase()]).toBe('it');
    expect(call?.headers[HEADERS.accessToken.toLowerCase()]).toBe('demo-access-2026');
    expect(call?.headers[HEADERS.csrf.toLowerCase()]).toBe(client.csrfToken());
    expect(seen.map((info) => info.path)).toContain('/sanctum/csrf-cookie');
    expect(order.id).toMatch(/^ord-/);
  });

  it('gives every router its own shop state', async () => {
    const client = await visitor(server.url());
    const order = await client.createOrder();
    const other = await startDemoServer({ port: 0 });
    try {
      const stranger = await visitor(other.url);
      expect((await stranger.getOrder(order.id)).status).toBe(404);
    } finally {
      await other.close();
    }
  });

  it('serves a fixture it is given', async () => {
    const fixture = loadDemoFixture();
    fixture.shop.name = 'Theater Test';
    const app = express().use(createDemoApi({ fixture }));
    const listening = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => listening.once('listening', resolve));
    try {
      const { port } = listening.address() as { port: number };
      const shop = (await (
        await fetch(`http://127.0.0.1:${port}/api/shop/v2/shop/demo`)
      ).json()) as { name: string };
      expect(shop.name).toBe('Theater Test');
    } finally {
      listening.close();
      listening.closeAllConnections();
    }
  });
});
