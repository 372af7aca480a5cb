/**
 * @jest-environment ./src/test/nodeEnvironment.cjs
 *
 * Each vendor's hosts as its documentation lists them (vendorHosts.ts names the pages): a host
 * left out blocks the vendor's code in production, where no stand-in answers; a host too many
 * lets another site's code in.
 */
import {
  googleTagHosts,
  intercomHosts,
  seatsioHosts,
  walleeHosts,
  WALLEE_ORIGIN,
} from './vendorHosts';

describe("the vendors' hosts", () => {
  it("are the Google tag's, with the shop's valid country domains of Google Signals", () => {
    const region = ['https://*.google.ch', 'https://*.google.co.uk'];
    expect(googleTagHosts(['ch', 'co.uk', 'evil.example.com', 'c', "ch 'unsafe-inline'"])).toEqual({
      scripts: ['https://*.googletagmanager.com'],
      images: [
        'https://*.google-analytics.com',
        'https://*.googletagmanager.com',
        'https://*.g.doubleclick.net',
        'https://*.google.com',
        ...region,
      ],
      connections: [
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://*.googletagmanager.com',
        'https://www.google.com',
        'https://*.g.doubleclick.net',
        'https://*.google.com',
        ...region,
      ],
    });
    expect(googleTagHosts().images).not.toContainEqual(expect.stringMatching(/google\.(?!com)/));
  });

  it("are seats.io's in every region: its CDN, its API, its frames and pictures", () => {
    expect(seatsioHosts()).toEqual({
      scripts: [
        'https://cdn-eu.seatsio.net',
        'https://cdn-na.seatsio.net',
        'https://cdn-sa.seatsio.net',
        'https://cdn-oc.seatsio.net',
      ],
      connections: [
        'https://api-eu.seatsio.net',
        'https://api-na.seatsio.net',
        'https://api-sa.seatsio.net',
        'https://api-oc.seatsio.net',
        'https://*.seatsio.net',
      ],
      frames: ['https://*.seatsio.net'],
      images: ['https://*.seatsio.net'],
    });
  });

  it("are Wallee's origin for its script, frames, calls, form and Payment Request", () => {
    const each = (origin: string) => ({
      scripts: [origin],
      frames: [origin],
      connections: [origin],
      forms: [origin],
      payment: [origin],
    });
    expect(walleeHosts()).toEqual(each('https://app-wallee.com'));
    expect(WALLEE_ORIGIN).toBe('https://app-wallee.com');
    expect(walleeHosts('https://checkout.example.ch')).toEqual(each('https://checkout.example.ch'));
  });

  it("are Intercom's with its region's API, websockets, uploads and form target", () => {
    const eu = intercomHosts('EU');
    expect(eu.connections).toEqual(
      expect.arrayContaining([
        'https://via.intercom.io',
        'https://api.eu.intercom.io',
        'https://api-iam.eu.intercom.io',
        'wss://nexus-europe-websocket.intercom.io',
        'https://uploads.intercomcdn.eu',
      ]),
    );
    expect(eu.connections).not.toContain('https://api-iam.intercom.io');
    expect(eu.forms).toEqual(['https://intercom.help', 'https://api-iam.eu.intercom.io']);
    expect(intercomHosts('AU').forms).toEqual([
      'https://intercom.help',
      'https://api-iam.au.intercom.io',
    ]);
    expect(intercomHosts('US').connections).toContain('wss://nexus-websocket-b.intercom.io');
  });
});
