import { startDemoServer, type DemoServer, type DemoServerOptions } from '../listen';

/**
 * A fresh demo server (fresh shop state) for each test of the calling describe block:
 * `const server = demoServerPerTest(); ... server.url()`.
 */
export function demoServerPerTest(options: DemoServerOptions | (() => DemoServerOptions) = {}): {
  url(): string;
} {
  let running: DemoServer | null = null;
  beforeEach(async () => {
    running = await startDemoServer({
      port: 0,
      ...(typeof options === 'function' ? options() : options),
    });
  });
  afterEach(async () => {
    await running?.close();
    running = null;
  });
  return {
    url: () => {
      if (!running) throw new Error('the demo server is not running');
      return running.url;
    },
  };
}

/** A clock tests move by hand. */
export function manualClock(start = Date.UTC(2026, 11, 1, 12)): {
  now: () => number;
  advance(ms: number): void;
} {
  let time = start;
  return {
    now: () => time,
    advance: (ms) => {
      time += ms;
    },
  };
}
