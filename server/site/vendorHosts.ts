/**
 * The hosts each third-party vendor's own documentation says its browser code needs, per kind of
 * the Content-Security-Policy. A production server adds a vendor's hosts when the vendor is
 * configured (server/site/productionConfig.ts); none of them ever allows inline script or eval.
 *
 * - Google tag: developers.google.com/tag-platform/security/guides/csp (script, img and connect
 *   on *.googletagmanager.com, *.google-analytics.com, *.analytics.google.com, www.google.com;
 *   with Google Signals *.g.doubleclick.net and *.google.com, and the visitor's regional
 *   *.google.<TLD>);
 * - Meta pixel: developers.facebook.com/docs/meta-pixel/get-started (fbevents.js from
 *   connect.facebook.net, events to www.facebook.com/tr);
 * - TikTok pixel: its base code (events.js from analytics.tiktok.com, events sent there);
 * - Intercom: intercom.com/help/en/articles/3894 "Using Intercom with Content Security Policy"
 *   (script, API per region, websockets, uploads, fonts, images, media, frames, forms; styles need
 *   'unsafe-inline', which Intercom documents as required);
 * - seats.io: docs.seats.io (chart.js from cdn-{region}.seatsio.net, the REST API on
 *   api-{region}.seatsio.net; the chart draws in a seatsio.net iframe);
 * - Wallee: the lightbox script and its payment frames on the Wallee host (app-wallee.com).
 */
import type { PolicySources } from './securityHeaders';

export type Kind = keyof PolicySources;
export type VendorSources = Partial<Record<Kind, readonly string[]>>;

export type IntercomRegion = 'US' | 'EU' | 'AU';
export type SeatsioRegion = 'eu' | 'na' | 'sa' | 'oc';

export function googleTagHosts(regionTld?: string): VendorSources {
  const region =
    regionTld && /^[a-z]{2,3}(\.[a-z]{2,3})?$/.test(regionTld)
      ? [`https://*.google.${regionTld}`]
      : [];
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

export function seatsioHosts(region: SeatsioRegion): VendorSources {
  return {
    scripts: [`https://cdn-${region}.seatsio.net`],
    connections: [`https://api-${region}.seatsio.net`, 'https://*.seatsio.net'],
    frames: ['https://*.seatsio.net'],
    images: ['https://*.seatsio.net'],
  };
}

/** Wallee: the lightbox script and its payment frames, the hosted page's form target, Payment Request. */
export function walleeHosts(origin = 'https://app-wallee.com'): VendorSources {
  return {
    scripts: [origin],
    frames: [origin],
    connections: [origin],
    forms: [origin],
    payment: [origin],
  };
}
