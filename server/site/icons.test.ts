/** @jest-environment ./src/test/nodeEnvironment.cjs */
import { execFileSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import type { IconifyJSON } from '@iconify/types';
import { icons as mdi } from '@iconify-json/mdi';
import { createIconRouter, ICON_CACHE_CONTROL, pickIcons } from './icons';

let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use(createIconRouter());
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('GET /icons/:prefix.json', () => {
  it('answers only the icons asked for, cacheable for a day', async () => {
    const response = await fetch(`${base}/icons/mdi.json?icons=cart-outline,close`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(ICON_CACHE_CONTROL);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = (await response.json()) as IconifyJSON;
    expect(body.prefix).toBe('mdi');
    expect(Object.keys(body.icons).sort()).toEqual(['cart-outline', 'close']);
    expect(body.icons['cart-outline'].body).toContain('<path');
    expect(body.width).toBe(24);
    expect(body.height).toBe(24);
    expect(body.not_found).toBeUndefined();
  });

  it('brings an alias with its parent icon', async () => {
    const [alias, { parent }] = Object.entries(mdi.aliases ?? {})[0];
    const body = (await (
      await fetch(`${base}/icons/mdi.json?icons=${alias}`)
    ).json()) as IconifyJSON;
    expect(body.aliases?.[alias]).toEqual({ parent });
    expect(body.icons[parent]).toBeDefined();
  });

  it('lists unknown names in not_found', async () => {
    const body = (await (
      await fetch(`${base}/icons/mdi.json?icons=close,no-such-icon`)
    ).json()) as IconifyJSON;
    expect(Object.keys(body.icons)).toEqual(['close']);
    expect(body.not_found).toEqual(['no-such-icon']);
  });

  it('answers 404 JSON for an unknown icon set', async () => {
    const response = await fetch(`${base}/icons/nope.json?icons=close`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'unknown icon set', prefix: 'nope' });
  });

  it('answers 400 without usable names', async () => {
    expect((await fetch(`${base}/icons/mdi.json`)).status).toBe(400);
    expect((await fetch(`${base}/icons/mdi.json?icons=`)).status).toBe(400);
    expect((await fetch(`${base}/icons/mdi.json?icons=../etc`)).status).toBe(400);
    // one bad name among good ones spoils the list; so does a list too long
    expect((await fetch(`${base}/icons/mdi.json?icons=close,Cart`)).status).toBe(400);
    const tooMany = Array.from({ length: 201 }, (_, index) => `i${index}`).join(',');
    const refused = await fetch(`${base}/icons/mdi.json?icons=${tooMany}`);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: 'icons must list 1 to 200 icon names' });
    const most = Array.from({ length: 200 }, (_, index) => `i${index}`).join(',');
    expect((await fetch(`${base}/icons/mdi.json?icons=${most}`)).status).toBe(200);
  });

  it('reads the names around their spaces, each once', async () => {
    const response = await fetch(
      `${base}/icons/mdi.json?icons=${encodeURIComponent(' close , close,,cart-outline ')}`,
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as IconifyJSON;
    expect(Object.keys(body.icons).sort()).toEqual(['cart-outline', 'close']);
    expect(body.not_found).toBeUndefined();
  });
});

describe('pickIcons', () => {
  const set: IconifyJSON = {
    prefix: 'test',
    width: 24,
    height: 24,
    icons: { a: { body: '<path d="A"/>' }, b: { body: '<path d="B"/>', width: 20 } },
    aliases: {
      'a-alias': { parent: 'a' },
      'a-alias-flipped': { parent: 'a-alias', hFlip: true },
      broken: { parent: 'gone' },
    },
  };

  it('follows alias chains and reports what is missing', () => {
    const result = pickIcons(set, ['a-alias-flipped', 'b', 'broken', 'zzz']);
    expect(Object.keys(result.icons).sort()).toEqual(['a', 'b']);
    expect(result.aliases).toEqual({
      'a-alias': { parent: 'a' },
      'a-alias-flipped': { parent: 'a-alias', hFlip: true },
    });
    expect(result.not_found).toEqual(['broken', 'zzz']);
    expect(result.width).toBe(24);
  });

  it('carries only what the set has: no aliases, dates or sizes it lacks; each icon once', () => {
    const bare: IconifyJSON = { prefix: 'bare', icons: { a: { body: '<path/>' } } };
    const result = pickIcons(bare, ['a', 'a']);
    expect(result).toEqual({ prefix: 'bare', icons: { a: { body: '<path/>' } } });
    expect(Object.keys(result).sort()).toEqual(['icons', 'prefix']);
    const dated = pickIcons({ ...set, lastModified: 1700000000 }, ['a-alias', 'a-alias']);
    expect(dated.lastModified).toBe(1700000000);
    expect(dated.aliases).toEqual({ 'a-alias': { parent: 'a' } });
    expect(Object.keys(dated.icons)).toEqual(['a']);
    expect('height' in pickIcons({ prefix: 'w', width: 16, icons: {} }, [])).toBe(false);
  });

  it('gives the same answer as @iconify/utils getIcons on the real icon set', () => {
    const names = [
      'cart-outline',
      'close',
      ...Object.keys(mdi.aliases ?? {}).slice(0, 5),
      'no-such-icon',
    ];
    // @iconify/utils is published as ES modules only, which jest here does not load: ask Node itself
    const script = `
      import { getIcons } from '@iconify/utils';
      import { createRequire } from 'node:module';
      const set = createRequire(process.cwd() + '/')('@iconify-json/mdi/icons.json');
      process.stdout.write(JSON.stringify(getIcons(set, ${JSON.stringify(names)}, true)));
    `;
    const reference = JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
    );
    expect(JSON.parse(JSON.stringify(pickIcons(mdi, names)))).toEqual(reference);
  });
});
