/**
 * What the Content-Security-Policy allows beyond 'self', read from the configuration the
 * storefront itself uses: the site configuration (config/site.ts: the shop API's origin, the
 * seats.io chart script), the shop's tracking configuration (tag, pixel and chat scripts, the
 * chat's API base) and the payment URLs the checkout answers with. A URL on the page's own origin
 * (every demo stand-in) adds nothing, so the demo gets a 'self' policy; a deployment pointing at
 * the real providers gets their origins, plus the hosts those providers' scripts are known to call.
 */
import { siteConfig, type SiteConfig } from '../../config/site';
import type { TrackingConfiguration } from '../../src/api/types';
import { LIGHTBOX_SCRIPT_PATH } from '../standIns/payment/lightboxScript';
import { PAYMENT_PAGE_PATH } from '../standIns/payment/paymentPage';
import { mergeSources, vendorSources, type ProductionConfig } from './productionConfig';
import type { PolicySources } from './securityHeaders';
import { SEATSIO_REGIONS, WALLEE_ORIGIN } from './vendorHosts';

/** The URLs the storefront loads from, as configured. Relative ones are the page's own origin. */
export interface ConfiguredUrls {
  /** siteConfig.origin: where the shop API lives ('' = the page's origin) */
  apiOrigin: string;
  /** siteConfig.seatsChartJsUrl, with {region} filled in for each region a shop may answer */
  seatsChartJsUrls: string[];
  /** the active tag and pixel scripts */
  trackingScripts: string[];
  /** the support chat's script and its region's API base, when the chat is on */
  chatScripts: string[];
  chatApis: string[];
  /** what a checkout answers: the lightbox script and the hosted payment page (relative to apiOrigin) */
  lightboxScripts: string[];
  paymentPages: string[];
}

type Kind = keyof PolicySources;

/** What each configured URL's origin is allowed to do. */
const ROLES: Record<Exclude<keyof ConfiguredUrls, 'apiOrigin'>, Kind[]> = {
  seatsChartJsUrls: ['scripts', 'frames', 'connections'],
  trackingScripts: ['scripts', 'connections', 'images'],
  chatScripts: ['scripts', 'connections', 'images', 'frames'],
  chatApis: ['connections'],
  lightboxScripts: ['scripts', 'frames', 'connections', 'payment'],
  paymentPages: ['forms', 'payment'],
};

/**
 * Hosts a provider's script calls besides its own (the providers' published CSP guidance):
 * Google's tag beacons to Google Analytics, Meta's pixel to facebook.com, seats.io's chart
 * draws in an iframe that talks to its regional API.
 */
const COMPANIONS: { host: RegExp; sources: Partial<Record<Kind, string[]>> }[] = [
  {
    host: /(^|\.)googletagmanager\.com$/,
    sources: {
      scripts: ['https://*.googletagmanager.com'],
      images: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
      connections: [
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://*.googletagmanager.com',
      ],
    },
  },
  {
    host: /^connect\.facebook\.net$/,
    sources: { images: ['https://www.facebook.com'], connections: ['https://www.facebook.com'] },
  },
  {
    host: /(^|\.)seatsio\.net$/,
    sources: { connections: ['https://*.seatsio.net'], frames: ['https://*.seatsio.net'] },
  },
];

/** The origin of an absolute http(s) URL (relative ones resolve against `base` when given), else null. */
export function originOf(url: string, base = ''): string | null {
  try {
    const parsed = base ? new URL(url, base) : new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * The chart script of every seats.io region: @seatsio/seatsio-react fills the shop's region into
 * {region}, and the shop answers its region at run time (Shop.seatsio).
 */
export const chartScriptUrls = (seatsChartJsUrl: string): string[] => [
  ...new Set(SEATSIO_REGIONS.map((region) => seatsChartJsUrl.replace('{region}', region))),
];

/**
 * The configured URLs of a site configuration and a shop's tracking configuration. The payment
 * URLs are the real provider's (`paymentOrigin`, BILLETT_PAYMENT_ORIGIN) when the deployment
 * names one; only without one are they this server's stand-in paths, which belong to the shop
 * API's origin: a production configuration with a real provider never allows the shop API's
 * origin to serve scripts or frames.
 */
export function configuredUrls(
  site: Pick<SiteConfig, 'origin' | 'seatsChartJsUrl'>,
  tracking: TrackingConfiguration | undefined,
  paymentOrigin = '',
): ConfiguredUrls {
  const provider = originOf(paymentOrigin);
  const active = (list: { active: boolean; id: string; scriptUrl: string }[] | undefined) =>
    (list ?? []).filter((entry) => entry.active && entry.id).map((entry) => entry.scriptUrl);
  const chat = tracking?.supportChat;
  const chatOn = Boolean(chat?.active && chat.appId && chat.scriptUrl);
  const chatApi = chatOn ? chat?.apiBases?.[chat.region] : undefined;
  return {
    apiOrigin: site.origin,
    seatsChartJsUrls: chartScriptUrls(site.seatsChartJsUrl),
    trackingScripts: [
      ...active(tracking?.googleAnalytics?.measurements),
      ...active(tracking?.metaAds?.pixels),
      ...active(tracking?.tiktokAds?.pixels),
    ],
    chatScripts: chatOn && chat ? [chat.scriptUrl] : [],
    chatApis: chatApi ? [chatApi] : [],
    lightboxScripts: [provider ?? LIGHTBOX_SCRIPT_PATH],
    paymentPages: [provider ?? PAYMENT_PAGE_PATH],
  };
}

/** The policy's sources for these URLs. */
export function policySources(urls: ConfiguredUrls): PolicySources {
  const sources: Record<Kind, Set<string>> = {
    scripts: new Set(),
    styles: new Set(),
    connections: new Set(),
    images: new Set(),
    fonts: new Set(),
    media: new Set(),
    frames: new Set(),
    forms: new Set(),
    payment: new Set(),
  };
  const add = (kinds: Kind[], origin: string | null) => {
    if (!origin) return;
    for (const kind of kinds) sources[kind].add(origin);
    const host = new URL(origin).hostname;
    for (const companion of COMPANIONS.filter((entry) => entry.host.test(host)))
      for (const [kind, values] of Object.entries(companion.sources))
        for (const value of values) sources[kind as Kind].add(value);
  };

  // the shop API's own origin: its JSON, the shop's media
  add(['connections', 'images'], originOf(urls.apiOrigin));
  for (const url of urls.seatsChartJsUrls) add(ROLES.seatsChartJsUrls, originOf(url));
  for (const url of urls.trackingScripts) add(ROLES.trackingScripts, originOf(url));
  for (const url of urls.chatScripts) add(ROLES.chatScripts, originOf(url));
  for (const url of urls.chatApis) add(ROLES.chatApis, originOf(url));
  // the provider's URLs come from the shop API: relative ones belong to its origin (paymentProvider.ts)
  for (const url of urls.lightboxScripts) add(ROLES.lightboxScripts, originOf(url, urls.apiOrigin));
  for (const url of urls.paymentPages) add(ROLES.paymentPages, originOf(url, urls.apiOrigin));

  return {
    scripts: [...sources.scripts],
    styles: [...sources.styles],
    connections: [...sources.connections],
    images: [...sources.images],
    fonts: [...sources.fonts],
    media: [...sources.media],
    frames: [...sources.frames],
    forms: [...sources.forms],
    payment: [...sources.payment],
  };
}

/**
 * The storefront's policy sources: the site configuration, the tracking configuration of the shop
 * the server serves, the payment provider's origin (BILLETT_PAYMENT_ORIGIN, read at start; Wallee's
 * own when `wallee` is among the vendors), and the documented hosts of every vendor the
 * production configuration names (BILLETT_VENDORS).
 */
export function storefrontPolicySources(
  tracking: TrackingConfiguration | undefined,
  site: Pick<SiteConfig, 'origin' | 'seatsChartJsUrl'> = siteConfig,
  paymentOrigin: string = process.env.BILLETT_PAYMENT_ORIGIN ?? '',
  production?: ProductionConfig,
): PolicySources {
  const provider =
    paymentOrigin ||
    (production?.vendors.includes('wallee') ? (production.paymentOrigin ?? WALLEE_ORIGIN) : '');
  const base = policySources(configuredUrls(site, tracking, provider));
  return production ? mergeSources(base, vendorSources(production)) : base;
}
