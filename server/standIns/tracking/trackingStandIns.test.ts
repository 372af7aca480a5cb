/** @jest-environment ./src/test/nodeEnvironment.cjs */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import demo from '../../fixtures/demo-shop.json';
import { demoServerPerTest } from '../../testing/demoServer';
import {
  TRACKING_COLLECT_PATH,
  TRACKING_COLLECTED_PATH,
  TRACKING_SCRIPTS,
  trackingStandInScript,
} from './trackingStandIns';

const STAND_INS = __dirname;

describe('the tracking and chat stand-ins', () => {
  const server = demoServerPerTest();

  it('serves a script at every URL the demo shop’s tracking configuration names', async () => {
    const config = demo.shop.userTrackingConfiguration;
    const urls = [
      ...config.googleAnalytics.measurements.map((m) => m.scriptUrl),
      ...config.metaAds.pixels.map((p) => p.scriptUrl),
      ...config.tiktokAds.pixels.map((p) => p.scriptUrl),
      config.supportChat.scriptUrl,
    ];
    expect(urls.every((url) => url in TRACKING_SCRIPTS)).toBe(true);
    for (const url of urls) {
      const response = await fetch(server.url() + url);
      expect([url, response.status]).toEqual([url, 200]);
      expect(response.headers.get('content-type')).toMatch(/javascript/);
      const source = await response.text();
      // plain JS that parses
      expect(() => new Function(source)).not.toThrow();
    }
  });

  it('records what the stand-ins POST, in order, readable and resettable for tests', async () => {
    const post = (entry: unknown) =>
      fetch(server.url() + TRACKING_COLLECT_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(entry),
      });
    expect((await post({ provider: 'analytics', kind: 'event', name: 'view_item' })).status).toBe(
      204,
    );
    expect((await post({ provider: 'metaPixel', kind: 'init', id: '1' })).status).toBe(204);
    expect((await post(['not', 'an', 'entry'])).status).toBe(400);

    const read = async () =>
      (
        (await (await fetch(server.url() + TRACKING_COLLECTED_PATH)).json()) as {
          entries: unknown[];
        }
      ).entries;
    expect(await read()).toEqual([
      expect.objectContaining({
        provider: 'analytics',
        name: 'view_item',
        receivedAt: expect.any(Number),
      }),
      expect.objectContaining({ provider: 'metaPixel', kind: 'init' }),
    ]);
    expect((await fetch(server.url() + TRACKING_COLLECTED_PATH, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect(await read()).toEqual([]);
  });

  it('serves every stand-in with the one shared recorder in front, none keeps its own', () => {
    const prelude = readFileSync(join(STAND_INS, 'prelude.js'), 'utf8');
    for (const file of Object.values(TRACKING_SCRIPTS)) {
      const own = readFileSync(join(STAND_INS, file), 'utf8');
      // no recorder of its own: no collect address, no log of its own, no record function
      expect([file, /collectUrl|__trackingLog = |function record\(/.test(own)]).toEqual([
        file,
        false,
      ]);
      const served = trackingStandInScript(file);
      expect(served.indexOf(prelude)).toBeGreaterThan(-1);
      expect(served.indexOf(prelude)).toBeLessThan(served.indexOf(own));
    }
  });

  it('a served stand-in records to the page’s log and to the collect endpoint of its server, adding no globals but its own', () => {
    const posts: { url: string; body: unknown }[] = [];
    const window: Record<string, unknown> = { dataLayer: [] };
    const page = {
      window,
      document: {
        currentScript: { src: 'https://shop.example/stand-ins/tracking/gtag.js' },
        cookie: '',
      },
      location: { href: 'https://shop.example/de', pathname: '/de' },
      URL,
      JSON,
      Date,
      Math,
      fetch: (url: string, init: { body: string }) => {
        posts.push({ url, body: JSON.parse(init.body) });
        return Promise.resolve();
      },
    };
    window.window = window;
    runInNewContext(trackingStandInScript('gtag.js'), Object.assign(window, page));
    (window.dataLayer as unknown[]).push(['event', 'view_item', { value: 1 }]);

    expect(posts).toEqual([
      {
        url: 'https://shop.example/stand-ins/tracking/collect',
        body: expect.objectContaining({ provider: 'analytics', page: '/de' }),
      },
    ]);
    expect(window.__trackingLog).toEqual([posts[0].body]);
    expect(window.standInRecorder).toBeUndefined();
    expect(window.standInCopy).toBeUndefined();
  });

  it('answers the Messenger’s ping on the chat’s regional API bases, and only those', async () => {
    const config = demo.shop.userTrackingConfiguration.supportChat;
    const ping = (base: string) =>
      fetch(`${server.url()}${base}/messenger/web/ping`, {
        method: 'POST',
        body: new URLSearchParams({ app_id: config.appId }),
      });
    for (const base of Object.values(config.apiBases)) {
      const response = await ping(base);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ app_id: config.appId });
    }
    expect((await ping('/stand-ins/chat/api/mars')).status).toBe(404);
  });
});
