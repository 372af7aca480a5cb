/** @jest-environment ./src/test/nodeEnvironment.cjs */
import type { Region } from '@seatsio/seatsio-react';
import { productionUrls } from '../../config/site';
import type { TrackingConfiguration } from '../../src/api/types';
import { loadDemoFixture } from '../demoFixture/fixture';
import { storefrontPolicySources } from './policySources';
import { productionConfigFromEnv } from './productionConfig';
import { contentSecurityPolicy, type PolicySources } from './securityHeaders';
import { INTERCOM_ATTACHMENT_HOSTS, SEATSIO_REGIONS } from './vendorHosts';

/**
 * Every region of @seatsio/seatsio-react's published `Region` type, checked by the compiler: a
 * region the types add and the policy's list lacks fails the type check here.
 */
const EVERY_SEATSIO_REGION: Record<Region, true> = { eu: true, na: true, sa: true, oc: true };

/** A deployment that uses every vendor: the storefront against a real shop on its own origin. */
const ENV = {
  BILLETT_ORIGIN: 'https://api.kulturhaus.example',
  BILLETT_VENDORS: 'google-tag, meta-pixel, tiktok-pixel, intercom, seatsio, wallee',
  BILLETT_GOOGLE_TAG_REGIONS: 'ch, de,fr , it,co.uk',
  BILLETT_INTERCOM_REGION: 'EU',
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
    { origin: ENV.BILLETT_ORIGIN, seatsChartJsUrl: productionUrls.seatsChartJsUrl },
    ENV.BILLETT_PAYMENT_ORIGIN,
    production,
  );
  const policy = directives(contentSecurityPolicy(sources, { secure: true }));

  it('reads the vendors and their regions from the environment', () => {
    expect(production).toEqual({
      vendors: ['google-tag', 'meta-pixel', 'tiktok-pixel', 'intercom', 'seatsio', 'wallee'],
      googleTagRegions: ['ch', 'de', 'fr', 'it', 'co.uk'],
      intercomRegion: 'EU',
      paymentOrigin: 'https://app-wallee.com',
    });
    expect(() => productionConfigFromEnv({ BILLETT_VENDORS: 'google-tag, hotjar' })).toThrow(
      /unknown hotjar/,
    );
    expect(productionConfigFromEnv({}).vendors).toEqual([]);
    // every unknown name, and what is known, in words
    expect(() => productionConfigFromEnv({ BILLETT_VENDORS: 'hotjar,pendo, seatsio' })).toThrow(
      'BILLETT_VENDORS: unknown hotjar, pendo (known: google-tag, meta-pixel, tiktok-pixel, intercom, seatsio, wallee)',
    );
    expect(() => productionConfigFromEnv({ BILLETT_GOOGLE_TAG_REGIONS: 'ch,*,a b' })).toThrow(
      'BILLETT_GOOGLE_TAG_REGIONS: not a Google country domain: *, a b (e.g. ch, de, co.uk)',
    );
  });

  it("takes the visitors' Google domains as a list (the earlier single setting too), and refuses what is not one", () => {
    expect(productionConfigFromEnv({ BILLETT_GOOGLE_TAG_REGION: 'ch' }).googleTagRegions).toEqual([
      'ch',
    ]);
    expect(
      productionConfigFromEnv({
        BILLETT_GOOGLE_TAG_REGIONS: 'google.de, .at,de',
        BILLETT_GOOGLE_TAG_REGION: 'ch',
      }).googleTagRegions,
    ).toEqual(['de', 'at', 'ch']);
    expect(() => productionConfigFromEnv({ BILLETT_GOOGLE_TAG_REGIONS: 'ch, *' })).toThrow(
      /not a Google country domain: \*/,
    );
    expect(() =>
      productionConfigFromEnv({ BILLETT_GOOGLE_TAG_REGIONS: 'ch https://evil.example' }),
    ).toThrow(/not a Google country domain/);
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

  it('has the shop API on its own origin, for its answers and media only', () => {
    expect(policy['connect-src']).toContain('https://api.kulturhaus.example');
    expect(policy['img-src']).toContain('https://api.kulturhaus.example');
    // no stand-in is served there: the shop API's origin runs no script and shows no frame
    for (const name of ['script-src', 'frame-src', 'form-action'])
      expect(policy[name]).not.toContain('https://api.kulturhaus.example');
    expect(sources.payment).not.toContain('https://api.kulturhaus.example');
  });

  it("keeps the shop API's origin out of scripts and frames with wallee named and no payment origin given", () => {
    const walleeOnly = storefrontPolicySources(
      realTracking(),
      { origin: ENV.BILLETT_ORIGIN, seatsChartJsUrl: productionUrls.seatsChartJsUrl },
      '',
      productionConfigFromEnv({ BILLETT_VENDORS: 'wallee,seatsio' }),
    );
    expect(walleeOnly.scripts).not.toContain(ENV.BILLETT_ORIGIN);
    expect(walleeOnly.frames).not.toContain(ENV.BILLETT_ORIGIN);
    expect(walleeOnly.scripts).toContain('https://app-wallee.com');
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
    // every country domain of the list, for Google Signals' beacons
    for (const tld of ['ch', 'de', 'fr', 'it', 'co.uk']) {
      expect(policy['img-src']).toContain(`https://*.google.${tld}`);
      expect(policy['connect-src']).toContain(`https://*.google.${tld}`);
    }
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
    // images sent in the chat: the attachment hosts Intercom's article lists
    expect(policy['img-src']).toEqual(
      expect.arrayContaining([
        'https://*.intercom-attachments.com',
        'https://*.intercom-attachments-5.com',
        'https://*.intercom-attachments-6.com',
        'https://*.intercom-attachments-9.com',
      ]),
    );
    expect(policy['img-src']).toEqual(expect.arrayContaining([...INTERCOM_ATTACHMENT_HOSTS]));
    // a host source may wildcard only a whole first label: never inside a name
    for (const host of INTERCOM_ATTACHMENT_HOSTS)
      expect(host).toMatch(/^https:\/\/\*\.[a-z0-9.-]+$/);
    expect(policy['frame-src']).toContain('https://intercom-sheets.com');
    expect(policy['form-action']).toEqual(
      expect.arrayContaining(['https://intercom.help', 'https://api-iam.eu.intercom.io']),
    );
    // Intercom documents inline styles as required; styles only
    expect(policy['style-src']).toContain("'unsafe-inline'");
  });

  it('seats.io: the chart script and API of every region a shop may answer, and its iframe', () => {
    expect([...SEATSIO_REGIONS].sort()).toEqual(Object.keys(EVERY_SEATSIO_REGION).sort());
    for (const region of SEATSIO_REGIONS) {
      // @seatsio/seatsio-react loads cdn-{region}.seatsio.net/chart.js for the shop's region
      expect(policy['script-src']).toContain(`https://cdn-${region}.seatsio.net`);
      expect(policy['connect-src']).toContain(`https://api-${region}.seatsio.net`);
    }
    expect(policy['connect-src']).toContain('https://*.seatsio.net');
    expect(policy['frame-src']).toContain('https://*.seatsio.net');
  });

  it("allows a shop in another region than the server's default chart region (BILLETT_SEATS_REGION)", () => {
    const chartOnly = storefrontPolicySources(
      undefined,
      { origin: '', seatsChartJsUrl: productionUrls.seatsChartJsUrl },
      '',
      productionConfigFromEnv({ BILLETT_SEATS_REGION: 'eu' }),
    );
    // no vendor named: the chart's configured URL alone covers every region
    expect(chartOnly.scripts).toEqual(SEATSIO_REGIONS.map((r) => `https://cdn-${r}.seatsio.net`));
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
      productionConfigFromEnv({ BILLETT_VENDORS: 'seatsio' }),
    );
    expect(none.scripts).toEqual(SEATSIO_REGIONS.map((r) => `https://cdn-${r}.seatsio.net`));
    expect(none.styles).toEqual([]);
    expect(none.fonts).toEqual([]);
  });
  it('takes a two-part Google region (co.uk) and refuses what is not a domain ending', () => {
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
    // anything else refuses to start, rather than serve a policy that opens a host by mistake
    for (const wrong of ['co.uk.evil', 'evil.com/x', 'c', '*', 'ch;script-src'])
      expect(() => regionHosts(wrong)).toThrow(`not a Google country domain: ${wrong}`);
  });
});
