/** Needs a DOM: the loader keeps only the drawing of an answer (safeSvg.ts parses it). */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { setImmediate } from 'node:timers';
import express from 'express';
import type { IconifyJSON } from '@iconify/types';
import { createIconRouter } from '../../server/site/icons';
import { createIconLoader, ICON_FETCH_TIMEOUT_MS, resolveIcon } from './iconLoader';

let server: Server;
let origin: string;
const requests: string[] = [];

beforeAll(async () => {
  const app = express();
  app.use((request, _response, next) => {
    requests.push(request.url);
    next();
  });
  app.use(createIconRouter());
  // a base that never answers
  app.get('/hang/:file', () => undefined);
  // a base whose answer is hostile: a script, an event handler, a foreign link
  app.get('/hostile/:file', (_request, response) => {
    response.json({
      prefix: 'mdi',
      icons: {
        bad: {
          body: '<script>window.__ran = 1</script><path d="M1 1h2" onload="window.__ran = 2"/><a href="javascript:alert(1)"><path d="M3 3h4"/></a>',
        },
        empty: { body: '<script>window.__ran = 3</script>' },
      },
      width: 24,
      height: 24,
    });
  });
  // a base that is down
  app.get('/down/:file', (_request, response) => {
    response.status(503).end();
  });
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  requests.length = 0;
});

const quietLogger = () => ({ warn: jest.fn() });

describe('createIconLoader against the local icon endpoint', () => {
  it('batches the names asked for in the same tick into one request', async () => {
    const loader = createIconLoader({ bases: [`${origin}/icons`], logger: quietLogger() });
    const [cart, close] = await Promise.all([
      loader.load('mdi', 'cart-outline'),
      loader.load('mdi', 'close'),
    ]);
    expect(requests).toEqual(['/icons/mdi.json?icons=cart-outline,close']);
    expect(cart?.body).toContain('<path');
    expect(close).toMatchObject({ left: 0, top: 0, width: 24, height: 24 });
  });

  it('caches each icon: a second load asks nobody', async () => {
    const loader = createIconLoader({ bases: [`${origin}/icons`], logger: quietLogger() });
    const first = await loader.load('mdi', 'home');
    expect(loader.peek('mdi', 'home')).toBe(first);
    expect(await loader.load('mdi', 'home')).toBe(first);
    expect(requests).toHaveLength(1);
  });

  it('asks once when the same icon is wanted twice at once', async () => {
    const loader = createIconLoader({ bases: [`${origin}/icons`], logger: quietLogger() });
    const [a, b] = await Promise.all([loader.load('mdi', 'home'), loader.load('mdi', 'home')]);
    expect(a).toBe(b);
    expect(requests).toEqual(['/icons/mdi.json?icons=home']);
  });

  it('falls back to the next base when the first fails', async () => {
    const logger = quietLogger();
    const loader = createIconLoader({ bases: [`${origin}/down`, `${origin}/icons`], logger });
    expect(await loader.load('mdi', 'close')).not.toBeNull();
    expect(requests).toEqual(['/down/mdi.json?icons=close', '/icons/mdi.json?icons=close']);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('keeps only the drawing of an answer, and nothing of one with no drawing', async () => {
    const logger = quietLogger();
    const loader = createIconLoader({ bases: [`${origin}/hostile`], logger });
    const [bad, empty] = await Promise.all([
      loader.load('mdi', 'bad'),
      loader.load('mdi', 'empty'),
    ]);
    expect(bad?.body).toBe('<path d="M1 1h2"></path>');
    expect(empty).toBeNull();
    expect(logger.warn).toHaveBeenCalledWith(
      expect.stringContaining('mdi:empty'),
      expect.anything(),
    );
  });

  it('gives null and logs an unknown icon', async () => {
    const logger = quietLogger();
    const loader = createIconLoader({ bases: [`${origin}/icons`], logger });
    expect(await loader.load('mdi', 'no-such-icon')).toBeNull();
    expect(loader.peek('mdi', 'no-such-icon')).toBeNull();
    expect(logger.warn).toHaveBeenCalledWith(
      expect.stringContaining('mdi:no-such-icon'),
      expect.anything(),
    );
  });

  it('gives null and logs an unknown icon set', async () => {
    const logger = quietLogger();
    const loader = createIconLoader({ bases: [`${origin}/icons`], logger });
    expect(await loader.load('nope', 'close')).toBeNull();
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('nope:close'), [
      expect.stringContaining('HTTP 404'),
    ]);
  });

  it('never asks for an invalid name', async () => {
    const logger = quietLogger();
    const loader = createIconLoader({ bases: [`${origin}/icons`], logger });
    expect(await loader.load('mdi', '../secret')).toBeNull();
    expect(requests).toEqual([]);
    expect(logger.warn).toHaveBeenCalled();
  });

  it(`gives up on a base that does not answer within ${ICON_FETCH_TIMEOUT_MS} ms and logs it`, async () => {
    // jest's clock for the loader's timeout; the request itself is real I/O
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const logger = quietLogger();
      const loader = createIconLoader({ bases: [`${origin}/hang`], logger });
      let answer: unknown = 'none yet';
      const loaded = loader.load('mdi', 'cart-outline').then((icon) => {
        answer = icon;
      });
      await jest.advanceTimersByTimeAsync(0); // the batch of this tick is asked for
      await until(() => requests.some((url) => url.startsWith('/hang/')), 'the request');
      await jest.advanceTimersByTimeAsync(ICON_FETCH_TIMEOUT_MS - 1);
      expect(answer).toBe('none yet');
      await jest.advanceTimersByTimeAsync(1);
      await until(() => answer !== 'none yet', 'the answer after the timeout');
      await loaded;
      expect(answer).toBeNull();
      expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('mdi:cart-outline'), [
        expect.stringContaining(`no answer within ${ICON_FETCH_TIMEOUT_MS} ms`),
      ]);
    } finally {
      jest.useRealTimers();
    }
  });
});

/** Real event-loop turns (the fake clock standing still) until `check` holds. */
async function until(check: () => boolean, what: string): Promise<void> {
  for (let turn = 0; turn < 20_000; turn += 1) {
    if (check()) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  throw new Error(`gave up waiting for ${what}`);
}

describe('resolveIcon', () => {
  const data: IconifyJSON = {
    prefix: 'test',
    icons: {
      box: { body: '<path d="B"/>', width: 20, height: 10 },
      plain: { body: '<path d="P"/>' },
    },
    aliases: {
      'box-alias': { parent: 'box' },
      'box-flipped': { parent: 'box', hFlip: true },
      'box-turned': { parent: 'box-alias', rotate: 1 },
      loop: { parent: 'loop' },
    },
  };

  it('takes the set default of 16 x 16 when nothing says otherwise', () => {
    expect(resolveIcon(data, 'plain')).toEqual({
      body: '<path d="P"/>',
      left: 0,
      top: 0,
      width: 16,
      height: 16,
    });
  });

  it('follows aliases', () => {
    expect(resolveIcon(data, 'box-alias')).toEqual({
      body: '<path d="B"/>',
      left: 0,
      top: 0,
      width: 20,
      height: 10,
    });
  });

  it('applies a flip like Iconify does', () => {
    expect(resolveIcon(data, 'box-flipped')?.body).toBe(
      '<g transform="translate(20 0) scale(-1 1)"><path d="B"/></g>',
    );
  });

  it('applies a quarter turn and swaps the box', () => {
    expect(resolveIcon(data, 'box-turned')).toEqual({
      body: '<g transform="rotate(90 5 5)"><path d="B"/></g>',
      left: 0,
      top: 0,
      width: 10,
      height: 20,
    });
  });

  it('gives null for missing icons and alias loops', () => {
    expect(resolveIcon(data, 'missing')).toBeNull();
    expect(resolveIcon(data, 'loop')).toBeNull();
  });
});
