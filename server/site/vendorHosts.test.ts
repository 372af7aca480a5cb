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

  it("are Intercom's, kind by kind, as its CSP article lists them (the EU workspace)", () => {
    expect(intercomHosts('EU')).toEqual({
      scripts: [
        'https://app.intercom.io',
        'https://widget.intercom.io',
        'https://js.intercomcdn.com',
      ],
      connections: [
        'https://via.intercom.io',
        'https://api-ping.intercom.io',
        'https://*.intercom-messenger.com',
        'wss://*.intercom-messenger.com',
        'https://uploads.intercomusercontent.com',
        'https://api.eu.intercom.io',
        'https://api-iam.eu.intercom.io',
        'https://nexus-europe-websocket.intercom.io',
        'wss://nexus-europe-websocket.intercom.io',
        'https://uploads.intercomcdn.eu',
        'https://uploads.eu.intercomcdn.com',
      ],
      images: [
        'blob:',
        'data:',
        'https://js.intercomcdn.com',
        'https://static.intercomassets.com',
        'https://downloads.intercomcdn.com',
        'https://uploads.intercomusercontent.com',
        'https://gifs.intercomcdn.com',
        'https://video-messages.intercomcdn.com',
        'https://messenger-apps.intercom.io',
        'https://*.intercom-attachments.com',
        ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `https://*.intercom-attachments-${n}.com`),
      ],
      media: ['https://js.intercomcdn.com'],
      fonts: ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com'],
      frames: [
        'https://intercom-sheets.com',
        'https://www.intercom-reporting.com',
        'https://www.youtube.com',
        'https://player.vimeo.com',
        'https://fast.wistia.net',
      ],
      forms: ['https://intercom.help', 'https://api-iam.eu.intercom.io'],
      // documented as required, for styles only: scripts stay strict
      styles: ["'unsafe-inline'"],
    });
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
