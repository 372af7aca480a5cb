/**
 * The production configuration the server's Content-Security-Policy is computed from: which
 * third-party vendors the deployment uses, read from the environment (documented in
 * docs/real-shop.md). The shop API on another origin (BILLETT_ORIGIN) hands out its tracking
 * settings at run time, so the server cannot read them from the shop: the deployment names its
 * vendors here, and the policy gets each one's documented hosts (server/site/vendorHosts.ts).
 *
 *   BILLETT_VENDORS            comma-separated: google-tag, meta-pixel, tiktok-pixel, intercom,
 *                              seatsio, wallee
 *   BILLETT_GOOGLE_TAG_REGION  the visitors' Google domain (e.g. ch: *.google.ch), optional
 *   BILLETT_INTERCOM_REGION    US (default), EU or AU: the Intercom workspace's data hosting
 *   BILLETT_SEATS_REGION       eu (default), na, sa or oc (also the storefront's build reads it)
 *   BILLETT_PAYMENT_ORIGIN     the payment provider's origin (Wallee: https://app-wallee.com)
 */
import type { PolicySources } from './securityHeaders';
import {
  googleTagHosts,
  intercomHosts,
  META_PIXEL_HOSTS,
  seatsioHosts,
  TIKTOK_PIXEL_HOSTS,
  walleeHosts,
  type IntercomRegion,
  type Kind,
  type SeatsioRegion,
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
  googleTagRegion?: string;
  intercomRegion: IntercomRegion;
  seatsRegion: SeatsioRegion;
  /** the payment provider's origin; Wallee's when unset */
  paymentOrigin?: string;
}

const isVendor = (name: string): name is Vendor => (VENDORS as readonly string[]).includes(name);

/** The production configuration of an environment; unknown vendor names are an error. */
export function productionConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ProductionConfig {
  const names = (env.BILLETT_VENDORS ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const unknown = names.filter((name) => !isVendor(name));
  if (unknown.length > 0)
    throw new Error(
      `BILLETT_VENDORS: unknown ${unknown.join(', ')} (known: ${VENDORS.join(', ')})`,
    );
  const intercom = (env.BILLETT_INTERCOM_REGION ?? '').toUpperCase();
  const seats = (env.BILLETT_SEATS_REGION ?? '').toLowerCase();
  return {
    vendors: [...new Set(names.filter(isVendor))],
    googleTagRegion: env.BILLETT_GOOGLE_TAG_REGION?.trim().toLowerCase() || undefined,
    intercomRegion: intercom === 'EU' || intercom === 'AU' ? intercom : 'US',
    seatsRegion: seats === 'na' || seats === 'sa' || seats === 'oc' ? seats : 'eu',
    paymentOrigin: env.BILLETT_PAYMENT_ORIGIN?.trim() || undefined,
  };
}

/** Each configured vendor's documented hosts. */
export function vendorSources(config: ProductionConfig): VendorSources[] {
  return config.vendors.map((vendor) => {
    switch (vendor) {
      case 'google-tag':
        return googleTagHosts(config.googleTagRegion);
      case 'meta-pixel':
        return META_PIXEL_HOSTS;
      case 'tiktok-pixel':
        return TIKTOK_PIXEL_HOSTS;
      case 'intercom':
        return intercomHosts(config.intercomRegion);
      case 'seatsio':
        return seatsioHosts(config.seatsRegion);
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
