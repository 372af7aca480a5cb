/**
 * How long the server keeps an idle keep-alive connection open. Node's default is 5 s: a client
 * that reuses its connection just as the server closes it gets ECONNRESET (a CDN, a load balancer,
 * a test's request context that waited more than 5 s between two calls). The rule behind a proxy:
 * the server keeps idle connections longer than the proxy in front of it (60 s is the common idle
 * timeout of load balancers), so the proxy is always the side that closes them.
 */
import type { Server } from 'node:http';

export const IDLE_CONNECTION_MS = 65_000;

export function keepIdleConnections(server: Server): void {
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  // the headers of a request on a kept connection may take as long as the connection was kept
  server.headersTimeout = IDLE_CONNECTION_MS + 1_000;
}
