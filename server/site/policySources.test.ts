/** @jest-environment ./src/test/nodeEnvironment.cjs */
import { productionUrls } from '../../config/site';
import type { TrackingConfiguration } from '../../src/api/types';
import { loadDemoFixture } from '../demoFixture/fixture';
import { configuredUrls, originOf, policySources, storefrontPolicySources } from './policySources';
import { NO_SOURCES, contentSecurityPolicy } from './securityHeaders';

const DEMO_SITE = { origin: '', seatsChartJsUrl: '/stand-ins/seatsio/chart.js' };
const demoTracking = () => loadDemoFixture().shop.userTrackingConfiguration;

/** The demo shop's tracking configuration with the real providers' URLs, as a production shop has. */
function productionTracking(): TrackingConfiguration {
  const tracking = demoTracking();
  tracking.googleAnalytics.measurements[0].scriptUrl =
    'https://www.googletagmanager.com/gtag/js?id=G-DEMO000001';
  tracking.metaAds.pixels[0].scriptUrl = 'https://connect.facebook.net/en_US/fbevents.js';
  tracking.tiktokAds.pixels[0].scriptUrl = 'https://analytics.tiktok.com/i18n/pixel/events.js';
  tracking.supportChat.scriptUrl = 'https://widget.chat.example/widget.js';
  tracking.supportChat.apiBases = {
    EU: 'https://api-eu.chat.example/v1',
    US: 'https://api-us.chat.example/v1',
    AU: 'https://api-au.chat.example/v1',
  };
  return tracking;
}

describe('originOf', () => {
  it('gives the origin of an absolute http(s) URL and nothing for the rest', () => {
    expect(originOf('https://cdn-eu.seatsio.net/chart.js?x=1')).toBe('https://cdn-eu.seatsio.net');
    expect(originOf('/stand-ins/seatsio/chart.js')).toBeNull();
    expect(originOf('/lightbox.js', 'https://api.shop.example')).toBe('https://api.shop.example');
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(originOf('data:text/javascript,alert(1)')).toBeNull();
    // nothing from a configured value can break the header apart
    expect(originOf('https://evil.example\r\nSet-Cookie: x=1')).toBeNull();
    expect(originOf('https://a.example/\r\nSet-Cookie: x=1')).toBe('https://a.example');
    expect(originOf('')).toBeNull();
  });
});

describe('the demo shop', () => {
  it("needs nothing beyond 'self': every stand-in, the seats.io chart's stylesheet too, is on the page's origin", () => {
    const sources = storefrontPolicySources(demoTracking(), DEMO_SITE, '');
    expect(sources).toEqual(NO_SOURCES);
  });
});

describe('a production deployment', () => {
  const site = {
    origin: 'https://api.shop.example',
    seatsChartJsUrl: productionUrls.seatsChartJsUrl,
  };

  it("allows the real providers' origins, each where its role needs it", () => {
    const sources = storefrontPolicySources(productionTracking(), site, 'https://app-wallee.com');
    expect(sources.scripts).toEqual(
      expect.arrayContaining([
        'https://cdn-eu.seatsio.net',
        'https://www.googletagmanager.com',
        'https://*.googletagmanager.com',
        'https://connect.facebook.net',
        'https://analytics.tiktok.com',
        'https://widget.chat.example',
        'https://app-wallee.com',
      ]),
    );
    expect(sources.connections).toEqual(
      expect.arrayContaining([
        'https://api.shop.example',
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://www.facebook.com',
        'https://analytics.tiktok.com',
        'https://api-eu.chat.example',
        'https://*.seatsio.net',
      ]),
    );
    // only the configured region's chat API
    expect(sources.connections).not.toContain('https://api-us.chat.example');
    expect(sources.frames).toEqual(
      expect.arrayContaining([
        'https://cdn-eu.seatsio.net',
        'https://*.seatsio.net',
        'https://app-wallee.com',
      ]),
    );
    expect(sources.forms).toContain('https://app-wallee.com');
    expect(sources.payment).toContain('https://app-wallee.com');
    expect(sources.images).toEqual(
      expect.arrayContaining(['https://api.shop.example', 'https://www.facebook.com']),
    );
    // the real chart draws in its own iframe: no stand-in style hash
    expect(sources.styles).toEqual([]);
    expect(contentSecurityPolicy(sources)).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it("resolves the checkout's relative payment URLs against the shop API's origin", () => {
    const urls = configuredUrls(
      { origin: 'https://api.shop.example', seatsChartJsUrl: '' },
      undefined,
    );
    expect(policySources(urls).scripts).toEqual(['https://api.shop.example']);
    expect(policySources(urls).forms).toEqual(['https://api.shop.example']);
  });

  it('leaves out inactive integrations, a chat that is off and URLs that are not http(s)', () => {
    const tracking = productionTracking();
    tracking.metaAds.pixels[0].active = false;
    tracking.supportChat.active = false;
    tracking.tiktokAds.pixels[0].scriptUrl = 'javascript:alert(1)';
    const sources = storefrontPolicySources(tracking, DEMO_SITE, 'not a url');
    expect(sources.scripts).toEqual([
      'https://www.googletagmanager.com',
      'https://*.googletagmanager.com',
    ]);
    expect(sources.frames).toEqual([]);
    expect(sources.forms).toEqual([]);
  });
  it("allows none of the chat's API hosts while the shop has the chat off", () => {
    const on = storefrontPolicySources(productionTracking(), DEMO_SITE, '');
    expect(on.connections).toEqual(
      expect.arrayContaining(['https://widget.chat.example', 'https://api-eu.chat.example']),
    );
    const tracking = productionTracking();
    tracking.supportChat.active = false;
    const off = storefrontPolicySources(tracking, DEMO_SITE, '');
    const chatHosts = (sources: readonly string[]) =>
      sources.filter((source) => source.includes('chat'));
    expect(chatHosts(off.connections)).toEqual([]);
    expect(chatHosts(off.scripts)).toEqual([]);
    expect(chatHosts(off.images)).toEqual([]);
  });
});

describe('configuredUrls', () => {
  const SITE = {
    origin: 'https://api.shop.example',
    seatsChartJsUrl: '/stand-ins/seatsio/chart.js',
  };

  it('names no script of an integration a shop leaves out or has off', () => {
    const none = configuredUrls(SITE, {} as TrackingConfiguration);
    expect([none.trackingScripts, none.chatScripts, none.chatApis]).toEqual([[], [], []]);
    expect(configuredUrls(SITE, undefined).trackingScripts).toEqual([]);
    const tracking = productionTracking();
    tracking.supportChat.active = false;
    const off = configuredUrls(SITE, tracking);
    expect([off.chatScripts, off.chatApis]).toEqual([[], []]);
    expect(off.trackingScripts).toHaveLength(3);
  });

  it("names the chat's script and its region's API base, none when the region has no base", () => {
    const tracking = productionTracking();
    const on = configuredUrls(SITE, tracking);
    expect(on.chatScripts).toEqual(['https://widget.chat.example/widget.js']);
    expect(on.chatApis).toEqual([tracking.supportChat.apiBases?.[tracking.supportChat.region]]);
    const withoutBases = productionTracking();
    delete (withoutBases.supportChat as { apiBases?: unknown }).apiBases;
    expect(configuredUrls(SITE, withoutBases).chatApis).toEqual([]);
    expect(configuredUrls(SITE, withoutBases).chatScripts).toHaveLength(1);
  });
});
