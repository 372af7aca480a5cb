/**
 * What the providers put on the page before a tag's script has come (browserProviders.ts) is the
 * tag's own base code, as its vendor publishes it: the real fbevents.js and TikTok's events.js
 * take over these globals and replay their queues, so a stub that differs from the snippet works
 * against the stand-ins and not against the vendor. Here no script runs: the loader only notes
 * the URLs, so the stubs stay as the providers made them. And the providers' own rules around
 * them: scripts for active integrations only, each pixel's load once (again after a failure),
 * gtag's start once, consent passed on only once a tag is on the page.
 */
import type { TrackingConfiguration } from '../../api/types';
import {
  analyticsProvider,
  metaPixelProvider,
  tiktokPixelProvider,
  type TrackingProvider,
} from './browserProviders';
import { integration, trackingConfiguration, trackingEvent } from './trackingTestKit';

type Queue = unknown[] & Record<string, unknown>;
interface StubWindow {
  fbq?: ((...args: unknown[]) => void) & {
    loaded: boolean;
    version: string;
    queue: unknown[][];
    push: unknown;
  };
  _fbq?: unknown;
  ttq?: Queue & {
    methods: string[];
    instance: (id: string) => Queue;
    load: (id: string, options?: object, scriptUrl?: string) => Promise<void>;
    _i: Record<string, Queue>;
    _o: Record<string, object>;
  };
  TiktokAnalyticsObject?: string;
  dataLayer?: IArguments[];
  gtag?: unknown;
}
const page = () => window as unknown as StubWindow;

/** TikTok's base code (its "Pixel base code" snippet): the methods ttq and each instance queue. */
const TIKTOK_BASE_CODE_METHODS = [
  'page',
  'track',
  'identify',
  'instances',
  'debug',
  'on',
  'off',
  'once',
  'ready',
  'alias',
  'group',
  'enableCookie',
  'disableCookie',
  'holdConsent',
  'revokeConsent',
  'grantConsent',
];

/** Every call of the loader, in order; a URL in `failing` rejects (once). */
let calls: string[];
let failing: Set<string>;
const load = async (src: string): Promise<void> => {
  calls.push(src);
  if (failing.delete(src)) throw new Error(`The script ${src} could not be loaded`);
};

beforeEach(() => {
  for (const name of ['fbq', '_fbq', 'ttq', 'TiktokAnalyticsObject', 'dataLayer', 'gtag'])
    delete (window as unknown as Record<string, unknown>)[name];
  calls = [];
  failing = new Set();
});

const meta = (pixels = [integration('111', { scriptUrl: '/meta.js' })]) =>
  trackingConfiguration({ metaAds: { pixels } });
const tiktok = (pixels = [integration('TT1', { scriptUrl: '/tt.js' })]) =>
  trackingConfiguration({ tiktokAds: { pixels } });

describe("Meta's base code", () => {
  it('fbq queues its calls, is its own push, says it is loaded, version 2.0, and is also _fbq', async () => {
    await metaPixelProvider(load).load(meta());
    const fbq = page().fbq!;
    expect(calls).toEqual(['/meta.js']);
    expect([fbq.loaded, fbq.version, fbq.push === fbq, page()._fbq === fbq]).toEqual([
      true,
      '2.0',
      true,
      true,
    ]);
    // the pixel's init waits in the queue for fbevents.js
    expect(fbq.queue.map((call) => call.slice(0, 2))).toEqual([['init', '111']]);
  });

  it("keeps a page's own _fbq, and an fbq already there", async () => {
    const own = { theirs: true };
    page()._fbq = own;
    await metaPixelProvider(load).load(meta());
    expect(page()._fbq).toBe(own);
    const fbq = page().fbq;
    await metaPixelProvider(load).load(meta([integration('222', { scriptUrl: '/meta.js' })]));
    expect(page().fbq).toBe(fbq);
  });

  it('passes consent on, granted and withdrawn, only once the pixels are on the page', async () => {
    const provider = metaPixelProvider(load);
    const earlier = jest.fn();
    page().fbq = Object.assign(earlier, { loaded: true, version: '2.0', queue: [], push: earlier });
    provider.consentChanged(true);
    expect(earlier).not.toHaveBeenCalled();
    await provider.load(meta());
    provider.consentChanged(true);
    provider.consentChanged(false);
    expect(earlier.mock.calls.slice(-2)).toEqual([
      ['consent', 'grant'],
      ['consent', 'revoke'],
    ]);
  });
});

describe("TikTok's base code", () => {
  it('ttq and each instance queue every method of the snippet', async () => {
    await tiktokPixelProvider(load).load(tiktok());
    const ttq = page().ttq!;
    expect(page().TiktokAnalyticsObject).toBe('ttq');
    expect(ttq.methods).toEqual(TIKTOK_BASE_CODE_METHODS);
    for (const method of TIKTOK_BASE_CODE_METHODS) {
      (ttq[method] as (...args: unknown[]) => void)('x', { a: 1 });
      expect(ttq[ttq.length - 1]).toEqual([method, 'x', { a: 1 }]);
    }
    // an instance is the pixel's own queue (_i[id], with its script URL), methods and all
    const instance = ttq.instance('TT1');
    expect(instance).toBe(ttq._i.TT1);
    expect(instance._u).toBe('/tt.js');
    for (const method of TIKTOK_BASE_CODE_METHODS) {
      (instance[method] as (...args: unknown[]) => void)('y');
      expect(instance[instance.length - 1]).toEqual([method, 'y']);
    }
    // a pixel not loaded gets a queue of its own too
    const other = ttq.instance('TT9');
    (other.track as (...args: unknown[]) => void)('z');
    expect([...other]).toEqual([['track', 'z']]);
  });

  it('loads one events.js per pixel, named by its sdkid, after the URL’s own query', async () => {
    await tiktokPixelProvider(load).load(
      tiktok([
        integration('TT1', { scriptUrl: '/tt.js' }),
        integration('TT 2', { scriptUrl: '/tt.js?v=2' }),
      ]),
    );
    expect(calls).toEqual(['/tt.js?sdkid=TT1&lib=ttq', '/tt.js?v=2&sdkid=TT%202&lib=ttq']);
    expect(page().ttq!._o).toEqual({ TT1: {}, 'TT 2': {} });
    // the snippet's ttq.load(id): the script URL the base code names when none is given
    await page().ttq!.load('TT3');
    expect(calls[2]).toBe('?sdkid=TT3&lib=ttq');
  });

  it('loads each pixel once, and again after its script failed', async () => {
    const provider = tiktokPixelProvider(load);
    failing.add('/tt.js?sdkid=TT1&lib=ttq');
    await expect(provider.load(tiktok())).rejects.toThrow('could not be loaded');
    await provider.load(tiktok());
    await provider.load(tiktok());
    expect(calls).toEqual(['/tt.js?sdkid=TT1&lib=ttq', '/tt.js?sdkid=TT1&lib=ttq']);
  });

  it('puts nothing on the page for a pixel that is off', async () => {
    await tiktokPixelProvider(load).load(
      tiktok([integration('TT1', { scriptUrl: '/tt.js', active: false })]),
    );
    expect(calls).toEqual([]);
    expect(page().ttq).toBeUndefined();
  });

  it('passes consent on, granted and withdrawn, only once the pixels are loaded', async () => {
    const provider = tiktokPixelProvider(load);
    provider.consentChanged(true);
    expect(page().ttq).toBeUndefined();
    await provider.load(tiktok());
    const ttq = page().ttq!;
    provider.consentChanged(true);
    provider.consentChanged(false);
    expect(ttq.slice(-2)).toEqual([['grantConsent'], ['revokeConsent']]);
  });
});

describe('gtag', () => {
  const analytics = (...ids: string[]): TrackingConfiguration =>
    trackingConfiguration({
      googleAnalytics: {
        measurements: ids.map((id) => integration(id, { scriptUrl: '/g.js' })),
      },
    });
  const entries = () => (page().dataLayer ?? []).map((entry) => [...entry]);

  it("starts once ('js' with the time), however many measurements are set up later", async () => {
    const provider: TrackingProvider = analyticsProvider(load);
    await provider.load(analytics('G-1'));
    await provider.load(analytics('G-1', 'G-2'));
    const starts = entries().filter(([command]) => command === 'js');
    expect(starts).toHaveLength(1);
    expect(starts[0][1]).toBeInstanceOf(Date);
    expect(
      entries()
        .filter(([command]) => command === 'config')
        .map(([, id]) => id),
    ).toEqual(['G-1', 'G-2']);
  });

  it('loads no script for an event no measurement takes', async () => {
    const off = trackingConfiguration({
      googleAnalytics: {
        measurements: [integration('G-1', { scriptUrl: '/g.js', events: { viewItem: false } })],
      },
    });
    await analyticsProvider(load).send(trackingEvent({ type: 'viewItem' }), off);
    expect(calls).toEqual([]);
    expect(page().dataLayer).toBeUndefined();
  });
});
