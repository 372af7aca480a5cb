/**
 * The hosts each third-party vendor's own documentation says its browser code needs, per kind of
 * the Content-Security-Policy. A production server adds a vendor's hosts when the vendor is
 * configured (server/site/productionConfig.ts); none of them ever allows inline script or eval.
 *
 * - Google tag: developers.google.com/tag-platform/security/guides/csp (script, img and connect
 *   on *.googletagmanager.com, *.google-analytics.com, *.analytics.google.com, www.google.com;
 *   with Google Signals *.g.doubleclick.net and *.google.com, and *.google.<TLD> for every
 *   country domain of Google the shop's visitors use: a list);
 * - Meta pixel: developers.facebook.com/docs/meta-pixel/get-started (fbevents.js from
 *   connect.facebook.net, events to www.facebook.com/tr);
 * - TikTok pixel: its base code (events.js from analytics.tiktok.com, events sent there);
 * - Intercom: intercom.com/help/en/articles/3894 "Using Intercom with Content Security Policy"
 *   (script, API per region, websockets, uploads, fonts, images with the attachments' hosts,
 *   media, frames, forms; styles need 'unsafe-inline', which Intercom documents as required; its
 *   nonce-source note concerns the strict-CSP variant with Intercom's inline snippet, which the
 *   storefront does not use: docs/decisions/intercom-csp.md);
 * - seats.io: docs.seats.io/docs/api/regions (chart.js from cdn-{region}.seatsio.net, the REST
 *   API on api-{region}.seatsio.net, for every region a shop may answer; the chart draws in a
 *   seatsio.net iframe);
 * - Wallee: the lightbox script and its payment frames on the Wallee host (app-wallee.com).
 */
import type { SeatsioRegion } from '../../src/api/types';
import type { PolicySources } from './securityHeaders';

export type Kind = keyof PolicySources;
export type VendorSources = Partial<Record<Kind, readonly string[]>>;

export type IntercomRegion = 'US' | 'EU' | 'AU';

/**
 * Every seats.io region (the contract's Shop.seatsio.region, @seatsio/seatsio-react's `Region`):
 * a shop may answer any of them, and the chart loads from its region's CDN.
 */
export const SEATSIO_REGIONS: readonly SeatsioRegion[] = ['eu', 'na', 'sa', 'oc'];

/** A Google country domain's ending after 'google.': 'ch', 'de', 'co.uk', 'com.au'. */
export const GOOGLE_DOMAIN_TLD = /^[a-z]{2,3}(\.[a-z]{2,3})?$/;

/** `regionTlds`: the Google country domains of the shop's visitors (Google Signals), e.g. ['ch', 'de']. */
export function googleTagHosts(regionTlds: readonly string[] = []): VendorSources {
  const region = regionTlds
    .filter((tld) => GOOGLE_DOMAIN_TLD.test(tld))
    .map((tld) => `https://*.google.${tld}`);
  return {
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
  };
}

export const META_PIXEL_HOSTS: VendorSources = {
  scripts: ['https://connect.facebook.net'],
  images: ['https://www.facebook.com'],
  connections: ['https://www.facebook.com', 'https://connect.facebook.net'],
};

export const TIKTOK_PIXEL_HOSTS: VendorSources = {
  scripts: ['https://analytics.tiktok.com'],
  images: ['https://analytics.tiktok.com'],
  connections: ['https://analytics.tiktok.com'],
};

/** Intercom's API base of a region (its `api_base` boot setting). */
export const INTERCOM_API_BASES: Record<IntercomRegion, string> = {
  US: 'https://api-iam.intercom.io',
  EU: 'https://api-iam.eu.intercom.io',
  AU: 'https://api-iam.au.intercom.io',
};

const INTERCOM_REGION_HOSTS: Record<IntercomRegion, VendorSources> = {
  US: {
    connections: [
      'https://api.intercom.io',
      INTERCOM_API_BASES.US,
      'https://nexus-websocket-a.intercom.io',
      'wss://nexus-websocket-a.intercom.io',
      'https://nexus-websocket-b.intercom.io',
      'wss://nexus-websocket-b.intercom.io',
      'https://uploads.intercomcdn.com',
    ],
    forms: [INTERCOM_API_BASES.US],
  },
  EU: {
    connections: [
      'https://api.eu.intercom.io',
      INTERCOM_API_BASES.EU,
      'https://nexus-europe-websocket.intercom.io',
      'wss://nexus-europe-websocket.intercom.io',
      'https://uploads.intercomcdn.eu',
      'https://uploads.eu.intercomcdn.com',
    ],
    forms: [INTERCOM_API_BASES.EU],
  },
  AU: {
    connections: [
      'https://api.au.intercom.io',
      INTERCOM_API_BASES.AU,
      'https://nexus-australia-websocket.intercom.io',
      'wss://nexus-australia-websocket.intercom.io',
      'https://uploads.au.intercomcdn.com',
    ],
    forms: [INTERCOM_API_BASES.AU],
  },
};

/**
 * Where the Messenger's attachments (images sent in the chat) are served from: a workspace's
 * subdomain of intercom-attachments.com or of one of its numbered siblings. Intercom's article
 * lists *.intercom-attachments.com (earlier revision) and *.intercom-attachments-5/-6/-9.com
 * (later one); attachments are served from -1 to -9 alike, and a host source cannot wildcard
 * inside a name, so the family is listed (docs/decisions/intercom-csp.md).
 */
export const INTERCOM_ATTACHMENT_HOSTS: readonly string[] = [
  'https://*.intercom-attachments.com',
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `https://*.intercom-attachments-${n}.com`),
];

export function intercomHosts(region: IntercomRegion): VendorSources {
  const regional = INTERCOM_REGION_HOSTS[region];
  return {
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
      ...(regional.connections ?? []),
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
      ...INTERCOM_ATTACHMENT_HOSTS,
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
    forms: ['https://intercom.help', ...(regional.forms ?? [])],
    // Intercom documents inline styles as required (style-src only: scripts stay strict)
    styles: ["'unsafe-inline'"],
  };
}

/** seats.io in every region: a shop's answer names its region, which the server cannot know at start. */
export function seatsioHosts(): VendorSources {
  return {
    scripts: SEATSIO_REGIONS.map((region) => `https://cdn-${region}.seatsio.net`),
    connections: [
      ...SEATSIO_REGIONS.map((region) => `https://api-${region}.seatsio.net`),
      'https://*.seatsio.net',
    ],
    frames: ['https://*.seatsio.net'],
    images: ['https://*.seatsio.net'],
  };
}

/** Wallee's own origin (its lightbox script, payment frames and payment page). */
export const WALLEE_ORIGIN = 'https://app-wallee.com';

/** Wallee: the lightbox script and its payment frames, the hosted page's form target, Payment Request. */
export function walleeHosts(origin = WALLEE_ORIGIN): VendorSources {
  return {
    scripts: [origin],
    frames: [origin],
    connections: [origin],
    forms: [origin],
    payment: [origin],
  };
}
