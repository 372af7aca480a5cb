/**
 * The browser providers with the demo server's stand-in scripts run in jsdom: the glue between the
 * pure mappings and the tags' globals (gtag/dataLayer, fbq, ttq), end to end but without a network.
 */
import { trackingStandInScript } from '../../../server/standIns/tracking/trackingStandIns';
import type { TrackingConfiguration } from '../../api/types';
import { ensureConsentDefaults, updateConsentMode } from '../consent/consentMode';
import { createBrowserProviders } from './browserProviders';
import { clearTrackingCookies, trackingCookieNames } from './trackingCookies';
import { integration, trackingConfiguration, trackingEvent } from './trackingTestKit';

const files: Record<string, string> = {
  '/g.js': 'gtag.js',
  '/meta.js': 'meta-pixel.js',
  '/tt.js': 'tiktok-pixel.js',
};

interface LogEntry {
  provider: string;
  kind: string;
  id?: string;
  name?: string;
  action?: string;
  params?: Record<string, unknown>;
  options?: Record<string, unknown>;
  custom?: boolean;
}

const log = () => (window as unknown as { __trackingLog?: LogEntry[] }).__trackingLog ?? [];
const GLOBALS = [
  'dataLayer',
  'gtag',
  'fbq',
  '_fbq',
  'ttq',
  'TiktokAnalyticsObject',
  '__trackingLog',
  '__gtagStandIn',
  '__metaPixelStandIn',
  '__tiktokPixelStandIn',
];

/** like scriptLoader's loadScript: each URL once, the stand-in run instead of a <script> */
let loaded: string[];
let loads: Map<string, Promise<void>>;
const load = (src: string): Promise<void> => {
  const pending = loads.get(src);
  if (pending) return pending;
  const promise = (async () => {
    loaded.push(src);
    const file = files[src.split('?')[0]];
    if (!file) throw new Error(`The script ${src} could not be loaded`);
    new Function(trackingStandInScript(file))(); // as the demo server serves it
  })();
  loads.set(src, promise);
  return promise;
};

const config: TrackingConfiguration = trackingConfiguration({
  googleAnalytics: { measurements: [integration('G-1', { scriptUrl: '/g.js' })] },
  metaAds: {
    pixels: [
      integration('111', { scriptUrl: '/meta.js' }),
      integration('222', { scriptUrl: '/meta.js', events: { addToBasket: false } }),
    ],
  },
  tiktokAds: { pixels: [integration('TT1', { scriptUrl: '/tt.js' })] },
});

beforeEach(() => {
  for (const name of GLOBALS) delete (window as unknown as Record<string, unknown>)[name];
  loaded = [];
  loads = new Map();
  jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
  clearTrackingCookies();
});

describe('the browser providers with the stand-in tags', () => {
  it('load every active integration’s script once and set each integration up', async () => {
    ensureConsentDefaults();
    updateConsentMode(true);
    const providers = createBrowserProviders(load);
    await Promise.all(providers.map((provider) => provider.load(config)));
    await Promise.all(providers.map((provider) => provider.load(config)));
    // TikTok's base code: one events.js per pixel, named by its sdkid
    expect(loaded.sort()).toEqual(['/g.js', '/meta.js', '/tt.js?sdkid=TT1&lib=ttq']);
    const ttq = (window as unknown as { ttq: { _t: Record<string, number>; _o: object } }).ttq;
    expect(ttq._t.TT1).toEqual(expect.any(Number));
    expect(ttq._o).toEqual({ TT1: {} });
    expect(log().map((entry) => [entry.provider, entry.kind, entry.action ?? entry.id])).toEqual([
      ['analytics', 'consent', 'default'],
      ['analytics', 'consent', 'update'],
      ['analytics', 'config', 'G-1'],
      ['metaPixel', 'init', '111'],
      ['metaPixel', 'init', '222'],
      ['tiktokPixel', 'init', 'TT1'],
    ]);
    // the consent default came first, denied, with the 200 ms wait
    expect(log()[0].params).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      wait_for_update: 200,
    });
    // the tags keep their cookies, like real ones
    expect(trackingCookieNames().sort()).toEqual(['_fbp', '_ga', '_ttp']);
    // and report to the demo server
    expect(fetch).toHaveBeenCalledWith(
      'http://localhost/stand-ins/tracking/collect',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('send an event to every tag, each integration by its own flags', async () => {
    const providers = createBrowserProviders(load);
    await Promise.all(providers.map((provider) => provider.send(trackingEvent(), config)));
    const events = log().filter((entry) => entry.kind === 'event');
    expect(events.map((entry) => [entry.provider, entry.id, entry.name])).toEqual([
      ['analytics', 'G-1', 'add_to_cart'],
      ['analytics', 'G-1', 'page_view'],
      ['metaPixel', '111', 'AddToCart'],
      ['tiktokPixel', 'TT1', 'AddToCart'],
    ]);
    expect(events[2].options).toEqual({ eventID: 'te-1' });
    expect(events[3].options).toEqual({ event_id: 'te-1' });
    expect(events[0].params).toMatchObject({ value: 90, currency: 'CHF', send_to: 'G-1' });
  });

  it("send a page view as Meta's standard PageView and TikTok's page()", async () => {
    const providers = createBrowserProviders(load);
    await Promise.all(
      providers.map((provider) =>
        provider.send(trackingEvent({ type: 'pageView', items: [] }), config),
      ),
    );
    const pixels = log().filter(
      (entry) => entry.provider !== 'analytics' && entry.kind === 'event',
    );
    expect(pixels.map((entry) => [entry.provider, entry.id, entry.name, entry.custom])).toEqual([
      ['metaPixel', '111', 'PageView', false],
      ['metaPixel', '222', 'PageView', false],
      ['tiktokPixel', 'TT1', 'Pageview', undefined],
    ]);
  });

  it('send custom pixel events as custom', async () => {
    const providers = createBrowserProviders(load);
    await Promise.all(
      providers.map((provider) => provider.send(trackingEvent({ type: 'viewBasket' }), config)),
    );
    const meta = log().filter((entry) => entry.provider === 'metaPixel' && entry.kind === 'event');
    expect(meta.map((entry) => [entry.id, entry.name, entry.custom])).toEqual([
      ['111', 'ViewCart', true],
      ['222', 'ViewCart', true],
    ]);
  });

  it('load nothing for an inactive integration, or for an event no flag allows', async () => {
    const off = trackingConfiguration({
      googleAnalytics: {
        measurements: [integration('G-1', { scriptUrl: '/g.js', active: false })],
      },
      metaAds: {
        pixels: [integration('111', { scriptUrl: '/meta.js', events: { viewItem: false } })],
      },
      tiktokAds: { pixels: [] },
    });
    const providers = createBrowserProviders(load);
    await Promise.all(
      providers.map((provider) => provider.send(trackingEvent({ type: 'viewItem' }), off)),
    );
    await providers[0].load(off);
    expect(loaded).toEqual([]);
    expect(log()).toEqual([]);
  });

  it('fail (for the saga to log) when a script cannot be loaded', async () => {
    const [analytics] = createBrowserProviders(load);
    const broken = trackingConfiguration({
      googleAnalytics: { measurements: [integration('G-1', { scriptUrl: '/missing.js' })] },
    });
    await expect(analytics.send(trackingEvent(), broken)).rejects.toThrow('could not be loaded');
  });

  it('tell the pixels when consent is withdrawn, and the cookies go', async () => {
    updateConsentMode(true);
    const providers = createBrowserProviders(load);
    await Promise.all(providers.map((provider) => provider.load(config)));
    // what the consent saga and the tracking saga do on a reject
    updateConsentMode(false);
    for (const provider of providers) provider.consentChanged(false);
    const consent = log().filter((entry) => entry.kind === 'consent');
    expect(consent.map((entry) => [entry.provider, entry.action])).toEqual([
      ['analytics', 'default'],
      ['analytics', 'update'],
      ['analytics', 'update'],
      ['metaPixel', 'revoke'],
      ['tiktokPixel', 'revokeConsent'],
    ]);
    expect(consent[2].params).toMatchObject({ analytics_storage: 'denied', ad_storage: 'denied' });
    clearTrackingCookies();
    expect(trackingCookieNames()).toEqual([]);
  });
});
