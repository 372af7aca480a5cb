/** @jest-environment node */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { productionUrls } from '../config/site';
import type { TrackingConfiguration } from '../src/api/types';
import { loadDemoFixture } from './fixture';
import {
  configuredUrls,
  originOf,
  policySources,
  seatsStandInStyleHash,
  storefrontPolicySources,
} from './policySources';
import { contentSecurityPolicy } from './securityHeaders';

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
  it("needs nothing beyond 'self' but the hash of the seats.io stand-in's style element", () => {
    const sources = storefrontPolicySources(demoTracking(), DEMO_SITE, '');
    expect(sources).toEqual({
      scripts: [],
      styles: [seatsStandInStyleHash()],
      connections: [],
      images: [],
      frames: [],
      forms: [],
      payment: [],
    });
  });

  it('hashes exactly the CSS the chart script puts in its style element', () => {
    const script = readFileSync(join(__dirname, 'stand-ins', 'seatsio', 'chart.js'), 'utf8');
    const hash = seatsStandInStyleHash(script);
    expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    const css = ['.a{color:red}', '.b{margin:0}'].join('\n');
    const digest = createHash('sha256').update(css).digest('base64');
    expect(
      seatsStandInStyleHash("var CSS = [\n'.a{color:red}',\n'.b{margin:0}'\n].join('\\n');"),
    ).toBe(`'sha256-${digest}'`);
    expect(seatsStandInStyleHash('var nothing = 1;')).toBeNull();
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
});
