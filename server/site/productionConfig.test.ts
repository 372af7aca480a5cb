/** @jest-environment ./src/test/nodeEnvironment.cjs */
import { productionUrls } from '../../config/site';
import type { TrackingConfiguration } from '../../src/api/types';
import { loadDemoFixture } from '../demoFixture/fixture';
import { storefrontPolicySources } from './policySources';
import { productionConfigFromEnv } from './productionConfig';
import { contentSecurityPolicy, type PolicySources } from './securityHeaders';

/** A deployment that uses every vendor: the storefront against a real shop on its own origin. */
const ENV = {
  BILLETT_ORIGIN: 'https://api.kulturhaus.example',
  BILLETT_VENDORS: 'google-tag, meta-pixel, tiktok-pixel, intercom, seatsio, wallee',
  BILLETT_GOOGLE_TAG_REGION: 'ch',
  BILLETT_INTERCOM_REGION: 'EU',
  BILLETT_SEATS_REGION: 'eu',
  BILLETT_PAYMENT_ORIGIN: 'https://app-wallee.com',
};

/** The shop's tracking settings as a real shop API answers them (the real vendors' URLs). */
function realTracking(): TrackingConfiguration {
  const tracking = loadDemoFixture().shop.userTrackingConfiguration;
  tracking.googleAnalytics.measurements[0].scriptUrl =
    'https://www.googletagmanager.com/gtag/js?id=G-DEMO000001';
  tracking.metaAds.pixels[0].scriptUrl = 'https://connect.facebook.net/en_US/fbevents.js';
  tracking.tiktokAds.pixels[0].scriptUrl = 'https://analytics.tiktok.com/i18n/pixel/events.js';
  tracking.supportChat.scriptUrl = 'https://widget.intercom.io/widget/abc12345';
  tracking.supportChat.apiBases = {
    US: 'https://api-iam.intercom.io',
    EU: 'https://api-iam.eu.intercom.io',
    AU: 'https://api-iam.au.intercom.io',
  };
  return tracking;
}

/** The directives of a policy, by name. */
const directives = (policy: string): Record<string, string[]> =>
  Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );

describe('the production Content-Security-Policy', () => {
  const production = productionConfigFromEnv(ENV);
  const sources: PolicySources = storefrontPolicySources(
    realTracking(),
    {
      origin: ENV.BILLETT_ORIGIN,
      seatsChartJsUrl: productionUrls.seatsChartJsUrl,
      seatsRegion: 'eu',
    },
    ENV.BILLETT_PAYMENT_ORIGIN,
    production,
  );
  const policy = directives(contentSecurityPolicy(sources, { secure: true }));

  it('reads the vendors and their regions from the environment', () => {
    expect(production).toEqual({
      vendors: ['google-tag', 'meta-pixel', 'tiktok-pixel', 'intercom', 'seatsio', 'wallee'],
      googleTagRegion: 'ch',
      intercomRegion: 'EU',
      seatsRegion: 'eu',
      paymentOrigin: 'https://app-wallee.com',
    });
    expect(() => productionConfigFromEnv({ BILLETT_VENDORS: 'google-tag, hotjar' })).toThrow(
      /unknown hotjar/,
    );
    expect(productionConfigFromEnv({}).vendors).toEqual([]);
  });

  it('never allows inline script, eval, nonces or any host for scripts', () => {
    for (const name of ['script-src', 'default-src', 'object-src']) {
      expect(policy[name].join(' ')).not.toMatch(
        /unsafe-inline|unsafe-eval|unsafe-hashes|strict-dynamic|nonce-|^\*$|https:$|http:$/,
      );
    }
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['script-src']).not.toContain('https:');
  });

  it('has the shop API on its own origin', () => {
    expect(policy['connect-src']).toContain('https://api.kulturhaus.example');
    expect(policy['img-src']).toContain('https://api.kulturhaus.example');
  });

  it('Google tag: script, measurement and region hosts', () => {
    expect(policy['script-src']).toContain('https://*.googletagmanager.com');
    for (const host of [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
      'https://www.google.com',
      'https://*.g.doubleclick.net',
      'https://*.google.ch',
    ])
      expect(policy['connect-src']).toContain(host);
    expect(policy['img-src']).toEqual(
      expect.arrayContaining([
        'https://*.google-analytics.com',
        'https://*.googletagmanager.com',
        'https://*.google.ch',
      ]),
    );
  });

  it('Meta pixel: fbevents.js and its events', () => {
    expect(policy['script-src']).toContain('https://connect.facebook.net');
    expect(policy['img-src']).toContain('https://www.facebook.com');
    expect(policy['connect-src']).toContain('https://www.facebook.com');
  });

  it('TikTok pixel: events.js and its events', () => {
    expect(policy['script-src']).toContain('https://analytics.tiktok.com');
    expect(policy['connect-src']).toContain('https://analytics.tiktok.com');
  });

  it("Intercom: script, the EU workspace's API and websockets, styles, fonts, images, frames", () => {
    for (const host of [
      'https://app.intercom.io',
      'https://widget.intercom.io',
      'https://js.intercomcdn.com',
    ])
      expect(policy['script-src']).toContain(host);
    for (const host of [
      'https://api-iam.eu.intercom.io',
      'https://api.eu.intercom.io',
      'https://nexus-europe-websocket.intercom.io',
      'wss://nexus-europe-websocket.intercom.io',
      'https://uploads.intercomcdn.eu',
      'https://api-ping.intercom.io',
    ])
      expect(policy['connect-src']).toContain(host);
    // only the workspace's region
    expect(policy['connect-src']).not.toContain('wss://nexus-australia-websocket.intercom.io');
    expect(policy['font-src']).toEqual(
      expect.arrayContaining(['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com']),
    );
    expect(policy['media-src']).toContain('https://js.intercomcdn.com');
    expect(policy['img-src']).toEqual(
      expect.arrayContaining(['https://static.intercomassets.com', 'data:', 'blob:']),
    );
    expect(policy['frame-src']).toContain('https://intercom-sheets.com');
    expect(policy['form-action']).toEqual(
      expect.arrayContaining(['https://intercom.help', 'https://api-iam.eu.intercom.io']),
    );
    // Intercom documents inline styles as required; styles only
    expect(policy['style-src']).toContain("'unsafe-inline'");
  });

  it('seats.io: the chart script of the region, its API and iframe', () => {
    expect(policy['script-src']).toContain('https://cdn-eu.seatsio.net');
    expect(policy['connect-src']).toEqual(
      expect.arrayContaining(['https://api-eu.seatsio.net', 'https://*.seatsio.net']),
    );
    expect(policy['frame-src']).toContain('https://*.seatsio.net');
  });

  it('Wallee: the lightbox script and its frames, the payment page, Payment Request', () => {
    expect(policy['script-src']).toContain('https://app-wallee.com');
    expect(policy['frame-src']).toContain('https://app-wallee.com');
    expect(policy['form-action']).toContain('https://app-wallee.com');
    expect(sources.payment).toContain('https://app-wallee.com');
  });

  it('adds no vendor that is not configured', () => {
    const none = storefrontPolicySources(
      undefined,
      { origin: '', seatsChartJsUrl: '/stand-ins/seatsio/chart.js' },
      '',
      productionConfigFromEnv({ BILLETT_VENDORS: 'seatsio', BILLETT_SEATS_REGION: 'oc' }),
    );
    expect(none.scripts).toEqual(['https://cdn-oc.seatsio.net']);
    expect(none.styles).toEqual([]);
    expect(none.fonts).toEqual([]);
  });
  it('takes a two-part Google region (co.uk) and nothing that is not a domain ending', () => {
    const regionHosts = (region: string) => {
      const sources = storefrontPolicySources(
        undefined,
        { origin: '', seatsChartJsUrl: '/stand-ins/seatsio/chart.js' },
        '',
        productionConfigFromEnv({
          BILLETT_VENDORS: 'google-tag',
          BILLETT_GOOGLE_TAG_REGION: region,
        }),
      );
      const regional = (list: readonly string[]) =>
        list.filter((source) => /^https:\/\/\*\.google\.(?!com$)/.test(source));
      return { images: regional(sources.images), connections: regional(sources.connections) };
    };
    expect(regionHosts('co.uk')).toEqual({
      images: ['https://*.google.co.uk'],
      connections: ['https://*.google.co.uk'],
    });
    expect(regionHosts(' CH ')).toEqual({
      images: ['https://*.google.ch'],
      connections: ['https://*.google.ch'],
    });
    for (const wrong of ['co.uk.evil', 'evil.com/x', 'c', '*', 'ch;script-src'])
      expect([wrong, regionHosts(wrong)]).toEqual([wrong, { images: [], connections: [] }]);
  });
});
