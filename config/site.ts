/**
 * Site configuration. Build-time values come from the environment (BILLETT_*),
 * read by webpack's DefinePlugin; the defaults run the storefront on the demo shop.
 */
export interface SiteConfig {
  /** where the shop API lives; '' means the storefront's own origin */
  origin: string;
  /** the shop this storefront sells for; null fetches nothing */
  shopSlug: string | null;
  /** the product's brand, last part of every page title */
  brand: string;
  /**
   * the seats.io chart script: the CDN in production ('https://cdn-{region}.seatsio.net/chart.js',
   * {region} filled in by @seatsio/seatsio-react), the demo server's stand-in otherwise
   */
  seatsChartJsUrl: string;
  /**
   * the seats.io workspace (public key and region) for shops whose answer names none
   * (Shop.seatsio comes first)
   */
  seatsWorkspaceKey: string;
  seatsRegion: 'eu' | 'na' | 'sa' | 'oc';
  /** how often the build-freshness poll asks for builds/latest.json */
  buildPollIntervalMs: number;
  /** Redux DevTools in a production build */
  devtoolsInProduction: boolean;
}

/** An unset or empty variable means "use the default". Each is named in full so webpack can inline it. */
const given = (value: string | undefined): string | undefined =>
  value === undefined || value === '' ? undefined : value;

/** A seats.io region: eu, na, sa or oc (eu when unset or unknown). */
function seatsRegion(value: string | undefined): SiteConfig['seatsRegion'] {
  return value === 'na' || value === 'sa' || value === 'oc' ? value : 'eu';
}

export const siteConfig: SiteConfig = {
  origin: given(process.env.BILLETT_ORIGIN) ?? '',
  shopSlug: given(process.env.BILLETT_SHOP_SLUG) ?? 'demo',
  brand: given(process.env.BILLETT_BRAND) ?? 'Billett',
  seatsChartJsUrl: given(process.env.BILLETT_SEATS_CHART_JS_URL) ?? '/stand-ins/seatsio/chart.js',
  seatsWorkspaceKey: given(process.env.BILLETT_SEATS_WORKSPACE_KEY) ?? 'demo-workspace',
  seatsRegion: seatsRegion(given(process.env.BILLETT_SEATS_REGION)),
  buildPollIntervalMs: Number(given(process.env.BILLETT_BUILD_POLL_MS) ?? 5 * 60 * 1000),
  devtoolsInProduction: process.env.BILLETT_DEVTOOLS === '1',
};

/** The production URLs the stand-ins replace (used by a production deployment's environment). */
export const productionUrls = {
  seatsChartJsUrl: 'https://cdn-{region}.seatsio.net/chart.js',
} as const;
