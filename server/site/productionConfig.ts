/**
 * The production configuration the server's Content-Security-Policy is computed from: which
 * third-party vendors the deployment uses, read from the environment (documented in
 * docs/real-shop.md). The shop API on another origin (BILLETT_ORIGIN) hands out its tracking
 * settings at run time, so the server cannot read them from the shop: the deployment names its
 * vendors here, and the policy gets each one's documented hosts (server/site/vendorHosts.ts).
 *
 *   BILLETT_VENDORS            comma-separated: google-tag, meta-pixel, tiktok-pixel, intercom,
 *                              seatsio, wallee
 *   BILLETT_GOOGLE_TAG_REGIONS the visitors' Google country domains, comma-separated (e.g.
 *                              ch,de,fr,it: *.google.ch …), optional; BILLETT_GOOGLE_TAG_REGION
 *                              (one, the earlier name) is read too
 *   BILLETT_INTERCOM_REGION    US (default), EU or AU: the Intercom workspace's data hosting
 *   BILLETT_PAYMENT_ORIGIN     the payment provider's origin (Wallee: https://app-wallee.com)
 *
 * seats.io gets every region's hosts (a shop answers its region at run time:
 * docs/decisions/seatsio-regions-in-the-policy.md).
 */
import type { PolicySources } from './securityHeaders';
import {
  GOOGLE_DOMAIN_TLD,
  googleTagHosts,
  intercomHosts,
  META_PIXEL_HOSTS,
  seatsioHosts,
  TIKTOK_PIXEL_HOSTS,
  walleeHosts,
  type IntercomRegion,
  type Kind,
  type VendorSources,
} from './vendorHosts';

export const VENDORS = [
  'google-tag',
  'meta-pixel',
  'tiktok-pixel',
  'intercom',
  'seatsio',
  'wallee',
] as const;
export type Vendor = (typeof VENDORS)[number];

export interface ProductionConfig {
  vendors: Vendor[];
  /** the Google country domains of the shop's visitors (Google Signals), e.g. ['ch', 'de'] */
  googleTagRegions: string[];
  intercomRegion: IntercomRegion;
  /** the payment provider's origin; Wallee's when unset */
  paymentOrigin?: string;
}

const isVendor = (name: string): name is Vendor => (VENDORS as readonly string[]).includes(name);

/** A comma-separated list, trimmed, lower case, each once. */
const listOf = (...values: (string | undefined)[]): string[] => [
  ...new Set(
    values
      .flatMap((value) => (value ?? '').split(','))
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  ),
];

/**
 * The production configuration of an environment; unknown vendor names and a Google domain that
 * is not one are an error (the server does not start with a policy that would block them).
 */
export function productionConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ProductionConfig {
  const names = listOf(env.BILLETT_VENDORS);
  const unknown = names.filter((name) => !isVendor(name));
  if (unknown.length > 0)
    throw new Error(
      `BILLETT_VENDORS: unknown ${unknown.join(', ')} (known: ${VENDORS.join(', ')})`,
    );
  const googleTagRegions = [
    ...new Set(
      listOf(env.BILLETT_GOOGLE_TAG_REGIONS, env.BILLETT_GOOGLE_TAG_REGION).map((tld) =>
        tld.replace(/^\.?(google\.)?/, ''),
      ),
    ),
  ];
  const notDomains = googleTagRegions.filter((tld) => !GOOGLE_DOMAIN_TLD.test(tld));
  if (notDomains.length > 0)
    throw new Error(
      `BILLETT_GOOGLE_TAG_REGIONS: not a Google country domain: ${notDomains.join(', ')} (e.g. ch, de, co.uk)`,
    );
  const intercom = (env.BILLETT_INTERCOM_REGION ?? '').toUpperCase();
  return {
    vendors: names.filter(isVendor),
    googleTagRegions,
    intercomRegion: intercom === 'EU' || intercom === 'AU' ? intercom : 'US',
    paymentOrigin: env.BILLETT_PAYMENT_ORIGIN?.trim() || undefined,
  };
}

/** Each configured vendor's documented hosts. */
export function vendorSources(config: ProductionConfig): VendorSources[] {
  return config.vendors.map((vendor) => {
    switch (vendor) {
      case 'google-tag':
        return googleTagHosts(config.googleTagRegions);
      case 'meta-pixel':
        return META_PIXEL_HOSTS;
      case 'tiktok-pixel':
        return TIKTOK_PIXEL_HOSTS;
      case 'intercom':
        return intercomHosts(config.intercomRegion);
      case 'seatsio':
        return seatsioHosts();
      case 'wallee':
        return walleeHosts(config.paymentOrigin);
    }
  });
}

/** The union of policy sources, each source once, in order. */
export function mergeSources(base: PolicySources, more: readonly VendorSources[]): PolicySources {
  const merged = { ...base } as Record<Kind, readonly string[]>;
  for (const sources of more)
    for (const [kind, values] of Object.entries(sources) as [Kind, readonly string[]][])
      merged[kind] = [...new Set([...merged[kind], ...values])];
  return merged as PolicySources;
}
