/** @jest-environment ./src/test/nodeEnvironment.cjs */
import { Agent, createServer, get } from 'node:http';
import { demoServerPerTest } from '../testing/demoServer';
import { IDLE_CONNECTION_MS, keepIdleConnections } from './idleConnections';

describe('idle keep-alive connections', () => {
  const server = demoServerPerTest();

  it('stay open longer than a load balancer keeps them (60 s), the headers timeout above it', () => {
    const plain = createServer();
    keepIdleConnections(plain);
    expect(plain.keepAliveTimeout).toBe(IDLE_CONNECTION_MS);
    expect(IDLE_CONNECTION_MS).toBeGreaterThan(60_000);
    expect(plain.headersTimeout).toBeGreaterThan(plain.keepAliveTimeout);
  });

  it('are what the demo server tells a keep-alive client (Node says timeout=5 by default)', async () => {
    const agent = new Agent({ keepAlive: true });
    try {
      const keepAlive = await new Promise<string | undefined>((resolve, reject) => {
        get(`${server.url()}/api/shop/v2/shop`, { agent }, (response) => {
          response.resume();
          resolve(String(response.headers['keep-alive']));
        }).on('error', reject);
      });
      expect(keepAlive).toBe(`timeout=${IDLE_CONNECTION_MS / 1000}`);
    } finally {
      agent.destroy();
    }
  });
});
